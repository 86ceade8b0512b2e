import { mkdir, open, readdir, rename, rm, stat, unlink } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { MAX_UPLOAD_BYTES } from "../../shared/rules/file-upload";
import type { FileExtension } from "./file-type";

/**
 * Where uploaded files live. The local-disk store below is the default; the S3-compatible store
 * (file-store-s3.ts, decision 142) lets several instances share the files.
 * Paths are always `<ownerId>/<uuid>.<ext>` and never come from the client.
 *
 * An upload is two steps so that a crash leaves no orphan (decision 078): `put` writes the bytes
 * under a temporary name next to the final one, the caller commits the database row, then
 * `commit` gives the object its final name. A failure before that calls `remove`, which also
 * removes the temporary object; `sweep` at start-up settles what a crash left in between.
 */
export interface FileStore {
  /**
   * Stores the bytes under a temporary name and returns the object's (final) path; it is not
   * readable until `commit`. Never overwrites; throws FileTooLargeError (after removing what was
   * written) once more than maxBytes arrive.
   */
  put(
    ownerId: string,
    extension: FileExtension,
    source: AsyncIterable<Uint8Array>,
    options?: { maxBytes?: number },
  ): Promise<{ storagePath: string; size: number }>;
  /** Gives a put object its final name, once the row that points at it has committed. */
  commit(storagePath: string): Promise<void>;
  /**
   * Settles temporary objects (left by a crash): one whose row committed (`isReferenced`) gets its
   * final name whatever its age; any other is removed once older than `olderThanMs`.
   */
  sweep(
    isReferenced: (storagePath: string) => Promise<boolean>,
    olderThanMs: number,
  ): Promise<{ committed: number; removed: number }>;
  /** Size of a stored object, or null when it is missing. */
  stat(storagePath: string): Promise<{ size: number } | null>;
  /** The object's bytes as a web stream, or null when it is missing. */
  open(storagePath: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null>;
  /** Removes one object, committed or still temporary; a missing one is not an error. */
  remove(storagePath: string): Promise<void>;
  /** Removes every object of an owner (after the user is deleted). */
  removeOwner(ownerId: string): Promise<void>;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
  }
}

/** The S3 bucket could not be used at start-up; names the cause for the operator. */
export class FileStoreUnreachableError extends Error {
  constructor(
    readonly bucket: string,
    readonly endpoint: string | undefined,
    readonly reason: string,
  ) {
    super(`bucket ${bucket}: ${reason}`);
  }
}

/** A path or owner that could escape the files root: a programming error, never user input. */
export class InvalidStoragePathError extends Error {}

const OWNER_ID = /^[A-Za-z0-9_-]{1,100}$/;
const OBJECT_NAME = /^[0-9a-f-]{36}\.(pdf|jpg|png|doc|docx)$/;
/** The temporary name of an object being uploaded: its final name plus this suffix. */
export const TEMPORARY_SUFFIX = ".part";

export function checkOwner(ownerId: string): void {
  if (!OWNER_ID.test(ownerId)) throw new InvalidStoragePathError(`bad owner id ${ownerId}`);
}

/** Refuses anything but `<owner>/<uuid>.<ext>`; returns the two parts. */
export function checkStoragePath(storagePath: string): { owner: string; name: string } {
  const [owner, name, ...rest] = storagePath.split("/");
  if (
    rest.length > 0 ||
    storagePath.includes("..") ||
    storagePath.includes("\\") ||
    !owner ||
    !OWNER_ID.test(owner) ||
    !name ||
    !OBJECT_NAME.test(name)
  ) {
    throw new InvalidStoragePathError(`bad storage path ${storagePath}`);
  }
  return { owner, name };
}

export function isStoragePath(storagePath: string): boolean {
  try {
    checkStoragePath(storagePath);
    return true;
  } catch {
    return false;
  }
}

export function createLocalFileStore(dataDir: string): FileStore {
  const root = resolve(dataDir, "files");

  /** The absolute path of a stored object, refused unless it is `<owner>/<uuid>.<ext>` in root. */
  function locate(storagePath: string): string {
    const { owner, name } = checkStoragePath(storagePath);
    const absolute = resolve(root, owner, name);
    if (!absolute.startsWith(root + sep)) {
      throw new InvalidStoragePathError(`storage path outside root ${storagePath}`);
    }
    return absolute;
  }

  return {
    async put(ownerId, extension, source, options = {}) {
      checkOwner(ownerId);
      const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
      const storagePath = `${ownerId}/${crypto.randomUUID()}.${extension}`;
      const temporary = locate(storagePath) + TEMPORARY_SUFFIX;
      await mkdir(join(root, ownerId), { recursive: true });
      // "wx": fail rather than replace, even if a uuid were ever to repeat.
      const handle = await open(temporary, "wx", 0o600);
      let size = 0;
      try {
        for await (const chunk of source) {
          size += chunk.byteLength;
          if (size > maxBytes) throw new FileTooLargeError(maxBytes);
          await handle.write(chunk);
        }
        // The database row that points here commits right after; make the bytes durable first.
        await handle.sync();
        await handle.close();
      } catch (error) {
        await handle.close().catch(() => {});
        await unlink(temporary).catch(() => {});
        throw error;
      }
      return { storagePath, size };
    },

    async commit(storagePath) {
      const absolute = locate(storagePath);
      await rename(absolute + TEMPORARY_SUFFIX, absolute);
    },

    async sweep(isReferenced, olderThanMs) {
      const result = { committed: 0, removed: 0 };
      const cutoff = Date.now() - olderThanMs;
      let owners: string[];
      try {
        owners = await readdir(root);
      } catch (error) {
        if (isMissing(error)) return result;
        throw error;
      }
      for (const owner of owners.filter((o) => OWNER_ID.test(o))) {
        const names = await readdir(join(root, owner)).catch(() => [] as string[]);
        for (const name of names) {
          if (!name.endsWith(TEMPORARY_SUFFIX)) continue;
          const finalName = name.slice(0, -TEMPORARY_SUFFIX.length);
          if (!OBJECT_NAME.test(finalName)) continue;
          const temporary = join(root, owner, name);
          const info = await stat(temporary).catch(() => null);
          if (!info) continue;
          const storagePath = `${owner}/${finalName}`;
          // A committed row makes the rename safe at any age (decision 140).
          if (await isReferenced(storagePath)) {
            await rename(temporary, locate(storagePath));
            result.committed++;
          } else if (info.mtimeMs <= cutoff) {
            // A recent one may be an upload in progress (in this or another instance).
            await unlink(temporary).catch(() => {});
            result.removed++;
          }
        }
      }
      return result;
    },

    async stat(storagePath) {
      try {
        const info = await stat(locate(storagePath));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async open(storagePath) {
      const absolute = locate(storagePath);
      // Open first, then stat the open descriptor: the size matches the bytes streamed.
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(absolute, "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const { size } = await handle.stat();
      const nodeStream = handle.createReadStream({ autoClose: true });
      return { stream: Readable.toWeb(nodeStream) as ReadableStream<Uint8Array>, size };
    },

    async remove(storagePath) {
      const absolute = locate(storagePath);
      for (const path of [absolute, absolute + TEMPORARY_SUFFIX]) {
        try {
          await unlink(path);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    },

    async removeOwner(ownerId) {
      checkOwner(ownerId);
      await rm(join(root, ownerId), { recursive: true, force: true });
    },
  };
}

function isMissing(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "ENOENT";
}
