import type { Deps } from "../../deps";
import { type FileStore, InvalidStoragePathError } from "../../lib/file-store";
import type { Logger } from "../../lib/logger";
import { forgetFileRemovals, isStoragePathReferenced, listFileRemovals } from "./files.repo";

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

/** Temporary files older than this are a crash's leftovers, not uploads under way. */
const SWEEP_AGE_MS = 60 * 60 * 1000;

/**
 * Settles what a crash left in the store: a temporary file whose row committed gets its final
 * name, any other is removed once older than `olderThanMs`. Never fails.
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

type StoreDeps = Pick<Deps, "db" | "files" | "logger">;

/**
 * Removes the bytes of file rows deleted since the last pass, then their notes (decision 140): a
 * crash between a deleting commit and `removeStoredFiles` leaves only the note. Never fails; a
 * removal that fails keeps its note for the next pass.
 */
export async function finishFileRemovals(deps: StoreDeps): Promise<number> {
  let finished = 0;
  try {
    for (;;) {
      const notes = await listFileRemovals(deps.db, 500);
      const done: string[] = [];
      for (const { storagePath, hasRow } of notes) {
        try {
          if (!hasRow) await deps.files.remove(storagePath);
          done.push(storagePath);
        } catch (error) {
          // A path the store refuses was never one of its objects: nothing to remove.
          if (error instanceof InvalidStoragePathError) done.push(storagePath);
          else deps.logger.warn({ storagePath, err: error }, "could not remove a deleted file");
        }
      }
      await forgetFileRemovals(deps.db, done);
      finished += done.length;
      if (notes.length === 0 || done.length < notes.length) return finished;
    }
  } catch (error) {
    deps.logger.warn({ err: error }, "could not finish file removals");
    return finished;
  }
}

/**
 * Settles the store at start-up, before any request, then every hour: temporary files of uploads
 * a crash interrupted, and bytes of deleted rows (decisions 078, 140). `exclusive` says no other
 * server can be uploading into this store (the embedded database's lock keeps every other server
 * from DATA_DIR), so at start-up every temporary file without a row is a leftover, whatever its
 * age. Returns the stop of the hourly pass.
 */
export async function settleStoredFiles(deps: StoreDeps, options: { exclusive: boolean }) {
  await sweepTemporaryFiles(deps, options.exclusive ? 0 : SWEEP_AGE_MS);
  await finishFileRemovals(deps);
  const timer = setInterval(async () => {
    await sweepTemporaryFiles(deps);
    await finishFileRemovals(deps);
  }, SWEEP_AGE_MS);
  // The hourly pass must not keep the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
