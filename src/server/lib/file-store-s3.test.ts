import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverChildEnv } from "../../../scripts/child-env";
import { startS3Server, type TestS3Server } from "../../../tests/fixtures/s3-server";
import { MAX_UPLOAD_BYTES } from "../../shared/rules/file-upload";
import {
  FileStoreUnreachableError,
  FileTooLargeError,
  InvalidStoragePathError,
} from "./file-store";
import { createS3FileStore, type S3FileStore } from "./file-store-s3";

/** The S3 store against s3rver on 127.0.0.1: what the local-disk store promises, it keeps. */
let s3: TestS3Server;
let store: S3FileStore;
let raw: S3Client;

beforeAll(async () => {
  s3 = await startS3Server();
  store = createS3FileStore(s3.settings);
  raw = new S3Client({ ...s3.settings });
});
afterAll(async () => {
  store?.close();
  raw?.destroy();
  await s3?.close();
});

/** Every key in the bucket. */
async function keys(): Promise<string[]> {
  const listed = await raw.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((o) => o.Key ?? "").sort();
}

async function* chunked(bytes: Uint8Array, size = 64 * 1024) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of stream as unknown as AsyncIterable<Uint8Array>) parts.push(part);
  return Buffer.concat(parts);
}

/** A committed object's stream and size; failing the test when it is missing. */
async function opened(storagePath: string) {
  const object = await store.open(storagePath);
  if (!object) throw new Error(`${storagePath} is missing`);
  return object;
}

const owner = () => `owner-${crypto.randomUUID()}`;

describe("the S3 file store", () => {
  it("keeps a 10 MB file byte for byte, readable only once committed", async () => {
    const bytes = randomBytes(MAX_UPLOAD_BYTES);
    const { storagePath, size } = await store.put(owner(), "pdf", chunked(bytes));
    expect(size).toBe(MAX_UPLOAD_BYTES);
    expect(storagePath).toMatch(/^owner-[0-9a-f-]+\/[0-9a-f-]{36}\.pdf$/);
    expect(await store.open(storagePath)).toBeNull();
    expect(await store.stat(storagePath)).toBeNull();
    expect(await keys()).toContain(`incomplete/${storagePath}`);

    await store.commit(storagePath);
    expect(await keys()).toContain(`files/${storagePath}`);
    expect(await keys()).not.toContain(`incomplete/${storagePath}`);
    expect(await store.stat(storagePath)).toEqual({ size: MAX_UPLOAD_BYTES });
    const object = await opened(storagePath);
    expect(object.size).toBe(MAX_UPLOAD_BYTES);
    expect((await readAll(object.stream)).equals(bytes)).toBe(true);
  });

  it("lets a download be abandoned part-way and keeps serving", async () => {
    const bytes = randomBytes(4 * 1024 * 1024);
    const { storagePath } = await store.put(owner(), "pdf", chunked(bytes));
    await store.commit(storagePath);
    const reader = (await opened(storagePath)).stream.getReader();
    expect((await reader.read()).done).toBe(false);
    // What the server does when the browser goes away mid-download.
    await reader.cancel();
    expect((await readAll((await opened(storagePath)).stream)).equals(bytes)).toBe(true);
  });

  it("refuses a byte more than the limit and stores nothing", async () => {
    const before = await keys();
    const tooBig = randomBytes(MAX_UPLOAD_BYTES + 1);
    await expect(store.put(owner(), "png", chunked(tooBig))).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(await keys()).toEqual(before);
  });

  it("removes a file, committed or not, and a missing one is no error", async () => {
    const id = owner();
    const committed = await store.put(id, "pdf", chunked(randomBytes(100)));
    await store.commit(committed.storagePath);
    const pending = await store.put(id, "pdf", chunked(randomBytes(100)));
    await store.remove(committed.storagePath);
    await store.remove(pending.storagePath);
    await store.remove(committed.storagePath);
    expect((await keys()).filter((k) => k.includes(id))).toEqual([]);
    expect(await store.open(committed.storagePath)).toBeNull();
  });

  it("removes all of one owner's files and no one else's", async () => {
    const id = owner();
    // An owner whose id begins with the other's must keep its files.
    const longer = `${id}x`;
    for (const who of [id, id, longer]) {
      const put = await store.put(who, "jpg", chunked(randomBytes(10)));
      await store.commit(put.storagePath);
    }
    await store.put(id, "jpg", chunked(randomBytes(10)));
    await store.removeOwner(id);
    const left = (await keys()).filter((k) => k.includes(id));
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(new RegExp(`^files/${longer}/`));
  });

  it("settles what a crash left: a referenced upload is committed, the others removed", async () => {
    const id = owner();
    const referenced = await store.put(id, "pdf", chunked(randomBytes(50)));
    const orphan = await store.put(id, "pdf", chunked(randomBytes(50)));
    const isReferenced = async (path: string) => path === referenced.storagePath;

    // A young object without a row may be an upload under way in another instance: left alone.
    // One whose row committed gets its final name at any age (decision 140).
    expect(await store.sweep(isReferenced, 60 * 60 * 1000)).toEqual({ committed: 1, removed: 0 });
    expect(await keys()).toContain(`incomplete/${orphan.storagePath}`);
    const swept = await store.sweep(isReferenced, -60_000);
    expect(swept.removed).toBeGreaterThanOrEqual(1);
    expect(await keys()).toContain(`files/${referenced.storagePath}`);
    expect(await keys()).not.toContain(`incomplete/${orphan.storagePath}`);
    expect(await keys()).not.toContain(`incomplete/${referenced.storagePath}`);
  });

  it("refuses paths that are not <owner>/<uuid>.<ext>", async () => {
    for (const bad of ["../x/0.pdf", "a/b/c.pdf", "a/not-a-uuid.pdf", "a\\b.pdf"]) {
      await expect(store.open(bad)).rejects.toBeInstanceOf(InvalidStoragePathError);
      await expect(store.remove(bad)).rejects.toBeInstanceOf(InvalidStoragePathError);
    }
    await expect(store.removeOwner("../etc")).rejects.toBeInstanceOf(InvalidStoragePathError);
  });

  it("says at start-up when the bucket cannot be used, and why", async () => {
    await expect(store.verify()).resolves.toBeUndefined();
    const missing = createS3FileStore({ ...s3.settings, bucket: "finns-inte" });
    const error = await missing.verify().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileStoreUnreachableError);
    expect((error as Error).message).toContain("finns-inte");
    missing.close();

    const nobody = createS3FileStore({ ...s3.settings, endpoint: "http://127.0.0.1:1" });
    const refused = await nobody.verify().catch((e: unknown) => e);
    expect((refused as FileStoreUnreachableError).reason).toMatch(/ECONNREFUSED/);
    nobody.close();
  });
});

describe("start-up with a bucket that cannot be used", () => {
  it("prints one line naming S3_BUCKET, the store and the cause, without the secret, and exits", () => {
    const root = resolve(import.meta.dirname, "../../..");
    const dataDir = mkdtempSync(join(tmpdir(), "st-s3-start-"));
    try {
      const result = spawnSync(join(root, "node_modules/.bin/tsx"), ["src/server/main.ts"], {
        cwd: root,
        encoding: "utf8",
        timeout: 25_000,
        env: serverChildEnv({
          DATA_DIR: dataDir,
          AUTH_SECRET: "a".repeat(40),
          S3_BUCKET: "st-filer",
          S3_ENDPOINT: "http://127.0.0.1:1",
          S3_ACCESS_KEY_ID: "nyckel",
          S3_SECRET_ACCESS_KEY: "hemlig-nyckel",
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
        }),
      });
      expect(result.status).not.toBe(0);
      expect(result.status).not.toBeNull();
      const lines = result.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Kunde inte använda S3_BUCKET st-filer på http:\/\/127\.0\.0\.1:1: ECONNREFUSED/,
      );
      expect(result.stderr + result.stdout).not.toContain("hemlig-nyckel");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
