import { mkdir, open, rm, stat, unlink } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { MAX_UPLOAD_BYTES } from "../../shared/rules/file-upload";
import type { FileExtension } from "./file-type";

/**
 * Where uploaded files live. The local-disk store is the default; an S3-compatible store can
 * implement the same interface later (put = PutObject with If-None-Match, open = GetObject, ...).
 * Paths are always `<ownerId>/<uuid>.<ext>` and never come from the client.
 */
export interface FileStore {
  /**
   * Stores the bytes as a new object of the owner and returns its path. Never overwrites; throws
   * FileTooLargeError (after removing what was written) once more than maxBytes arrive.
   */
  put(
    ownerId: string,
    extension: FileExtension,
    source: AsyncIterable<Uint8Array>,
    options?: { maxBytes?: number },
  ): Promise<{ storagePath: string; size: number }>;
  /** Size of a stored object, or null when it is missing. */
  stat(storagePath: string): Promise<{ size: number } | null>;
  /** The object's bytes as a web stream, or null when it is missing. */
  open(storagePath: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null>;
  /** Removes one object; a missing one is not an error. */
  remove(storagePath: string): Promise<void>;
  /** Removes every object of an owner (after the user is deleted). */
  removeOwner(ownerId: string): Promise<void>;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
  }
}

/** A path or owner that could escape the files root: a programming error, never user input. */
export class InvalidStoragePathError extends Error {}

const OWNER_ID = /^[A-Za-z0-9_-]{1,100}$/;
const OBJECT_NAME = /^[0-9a-f-]{36}\.(pdf|jpg|png|doc|docx)$/;

export function createLocalFileStore(dataDir: string): FileStore {
  const root = resolve(dataDir, "files");

  function checkOwner(ownerId: string) {
    if (!OWNER_ID.test(ownerId)) throw new InvalidStoragePathError(`bad owner id ${ownerId}`);
  }

  /** The absolute path of a stored object, refused unless it is `<owner>/<uuid>.<ext>` in root. */
  function locate(storagePath: string): string {
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
      const absolute = locate(storagePath);
      await mkdir(join(root, ownerId), { recursive: true });
      // "wx": fail rather than replace, even if a uuid were ever to repeat.
      const handle = await open(absolute, "wx", 0o600);
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
        await unlink(absolute).catch(() => {});
        throw error;
      }
      return { storagePath, size };
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
      try {
        await unlink(locate(storagePath));
      } catch (error) {
        if (!isMissing(error)) throw error;
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
