import type { Deps } from "../../deps";
import type { FileStore } from "../../lib/file-store";
import type { Logger } from "../../lib/logger";
import { isStoragePathReferenced } from "./files.repo";

/** Best-effort removal after a commit: a leftover file is harmless, a failed request is not. */
export async function removeStoredFiles(
  store: FileStore,
  storagePaths: readonly string[],
  logger?: Logger,
): Promise<void> {
  const results = await Promise.allSettled(storagePaths.map((p) => store.remove(p)));
  results.forEach((result, i) => {
    if (result.status === "rejected") {
      logger?.warn({ storagePath: storagePaths[i], err: result.reason }, "could not remove file");
    }
  });
}

/**
 * Gives the committed upload its final name. Should that fail (a full or broken disk), the row
 * stays and the start-up sweep finishes the rename; until then the file answers 404.
 */
export async function commitStoredFile(store: FileStore, storagePath: string, logger?: Logger) {
  try {
    await store.commit(storagePath);
  } catch (error) {
    logger?.error({ storagePath, err: error }, "could not give an uploaded file its final name");
  }
}

/** Temporary files older than this at start-up are a crash's leftovers, not uploads under way. */
const SWEEP_AGE_MS = 60 * 60 * 1000;

/**
 * Settles what a crash left in the store: a temporary file whose row committed gets its final
 * name, any other is removed. Run at start-up; never fails the start.
 */
export async function sweepTemporaryFiles(
  deps: Pick<Deps, "db" | "files" | "logger">,
  olderThanMs = SWEEP_AGE_MS,
) {
  try {
    const result = await deps.files.sweep(
      (storagePath) => isStoragePathReferenced(deps.db, storagePath),
      olderThanMs,
    );
    if (result.committed + result.removed > 0) {
      deps.logger.info(result, "settled temporary files left by an interrupted upload");
    }
    return result;
  } catch (error) {
    deps.logger.warn({ err: error }, "could not sweep temporary files");
    return { committed: 0, removed: 0 };
  }
}
