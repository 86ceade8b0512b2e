import { createHash } from "node:crypto";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
} from "@aws-sdk/client-s3";
import { MAX_UPLOAD_BYTES } from "../../shared/rules/file-upload";
import {
  checkOwner,
  checkStoragePath,
  type FileStore,
  FileStoreUnreachableError,
  FileTooLargeError,
  isStoragePath,
} from "./file-store";
import { createS3Client, describeError, isNotFound, type S3Settings } from "./file-store-s3-client";

/**
 * Uploaded files in an S3-compatible object store, so that several instances share them
 * (decision 142). A committed object's key is `files/<storagePath>`; while its row is not yet
 * committed it lives under `incomplete/<storagePath>` (S3 has no rename: commit copies and deletes).
 * The two prefixes are apart so the start-up sweep lists only what is incomplete.
 */

const FINAL_PREFIX = "files/";
const TEMPORARY_PREFIX = "incomplete/";
/** Deletes in flight at once when an owner's objects are removed. */
const DELETE_CONCURRENCY = 8;

export interface S3FileStore extends FileStore {
  /** Throws FileStoreUnreachableError unless the bucket answers to these credentials. */
  verify(): Promise<void>;
  close(): void;
}

export function createS3FileStore(settings: S3Settings): S3FileStore {
  const Bucket = settings.bucket;
  const client = createS3Client(settings);

  const finalKey = (storagePath: string) => FINAL_PREFIX + storagePath;
  const temporaryKey = (storagePath: string) => TEMPORARY_PREFIX + storagePath;
  const removeKey = (Key: string) => client.send(new DeleteObjectCommand({ Bucket, Key }));

  async function* keysUnder(Prefix: string) {
    for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix })) {
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, lastModified: object.LastModified };
      }
    }
  }

  async function commit(storagePath: string) {
    checkStoragePath(storagePath);
    await client.send(
      new CopyObjectCommand({
        Bucket,
        Key: finalKey(storagePath),
        CopySource: `${Bucket}/${encodeURI(temporaryKey(storagePath))}`,
      }),
    );
    // A temporary copy left behind is settled by the next sweep (its row is there).
    await removeKey(temporaryKey(storagePath)).catch(() => {});
  }

  return {
    async put(ownerId, extension, source, options = {}) {
      checkOwner(ownerId);
      const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
      const storagePath = `${ownerId}/${crypto.randomUUID()}.${extension}`;
      // At most 10 MB, held in memory: a put needs its length up front, and one request keeps a
      // failed upload from leaving parts behind. Refused as soon as the limit is passed.
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of source) {
        size += chunk.byteLength;
        if (size > maxBytes) throw new FileTooLargeError(maxBytes);
        chunks.push(chunk);
      }
      const body = Buffer.concat(chunks, size);
      chunks.length = 0; // the pieces are garbage now; only one copy is kept while it is sent
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: temporaryKey(storagePath),
            Body: body,
            ContentLength: size,
            ContentMD5: createHash("md5").update(body).digest("base64"),
          }),
        );
      } catch (error) {
        // An answer lost after the store kept the bytes would leave them without a row.
        await removeKey(temporaryKey(storagePath)).catch(() => {});
        throw error;
      }
      return { storagePath, size };
    },

    commit,

    async sweep(isReferenced, olderThanMs) {
      const result = { committed: 0, removed: 0 };
      const cutoff = Date.now() - olderThanMs;
      for await (const { key, lastModified } of keysUnder(TEMPORARY_PREFIX)) {
        const storagePath = key.slice(TEMPORARY_PREFIX.length);
        if (!isStoragePath(storagePath)) continue;
        // A committed row makes the copy safe at any age (decision 140); without one, a recent
        // object may be an upload in progress in this or another instance.
        const referenced = await isReferenced(storagePath);
        if (!referenced && (!lastModified || lastModified.getTime() > cutoff)) continue;
        if (referenced) {
          try {
            await commit(storagePath);
            result.committed++;
          } catch (error) {
            // Another instance's sweep got there first.
            if (!isNotFound(error)) throw error;
          }
        } else {
          await removeKey(key);
          result.removed++;
        }
      }
      return result;
    },

    async stat(storagePath) {
      checkStoragePath(storagePath);
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket, Key: finalKey(storagePath) }),
        );
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async open(storagePath) {
      checkStoragePath(storagePath);
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: finalKey(storagePath) }),
        );
        if (!object.Body) return null;
        // Streamed through as it arrives; cancelling the web stream ends the store's connection.
        return {
          stream: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async remove(storagePath) {
      checkStoragePath(storagePath);
      // Deleting a key that is not there succeeds, as the interface wants.
      await Promise.all([removeKey(finalKey(storagePath)), removeKey(temporaryKey(storagePath))]);
    },

    async removeOwner(ownerId) {
      checkOwner(ownerId);
      for (const prefix of [FINAL_PREFIX, TEMPORARY_PREFIX]) {
        // One at a time per key rather than DeleteObjects, whose checksum rules stores differ on;
        // an owner has tens of files.
        let batch: Promise<unknown>[] = [];
        for await (const { key } of keysUnder(`${prefix}${ownerId}/`)) {
          batch.push(removeKey(key));
          if (batch.length >= DELETE_CONCURRENCY) {
            await Promise.all(batch);
            batch = [];
          }
        }
        await Promise.all(batch);
      }
    },

    async verify() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw new FileStoreUnreachableError(Bucket, settings.endpoint, describeError(error));
      }
    },

    close() {
      client.destroy();
    },
  };
}
