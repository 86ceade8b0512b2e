import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { certificates, fileRemovals, uploadedFiles, users } from "../../db/schema";
import { TEMPORARY_SUFFIX } from "../../lib/file-store";
import { finishFileRemovals, settleStoredFiles, sweepTemporaryFiles } from "./stored-files";

/**
 * What a crash or a lost database leaves between a file's row and its bytes, and how it is
 * settled (decisions 078, 140). The crash tests (src/server/crash.test.ts) meet these states by
 * chance; here each is made on purpose.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PDF = new TextEncoder().encode("%PDF-1.4\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const bytes = async function* () {
  yield PDF;
};

async function newDoctor() {
  const doctor = await t.signedIn("ST_DOCTOR");
  await t.chooseModel(doctor.user.id, "2015");
  return doctor;
}

function upload(client: TestClient, doctorId: string) {
  const form = new FormData();
  form.set("kind", "goal");
  form.set("itemId", "a1");
  form.set("file", new Blob([PDF], { type: "application/pdf" }), "intyg.pdf");
  return client.upload(`/api/st-doctors/${doctorId}/files`, form);
}

const onDisk = (ownerId: string) => {
  const dir = join(t.dataDir, "files", ownerId);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const nameOf = (storagePath: string) => storagePath.split("/")[1] as string;

/** The row of a put file, as a committed upload's transaction writes it, linked to goal a1. */
async function commitRow(ownerId: string, storagePath: string) {
  const id = crypto.randomUUID();
  await t.deps.db.insert(uploadedFiles).values({
    id,
    ownerId,
    storagePath,
    originalName: "intyg.pdf",
    fileType: "application/pdf",
    fileSize: PDF.length,
  });
  await t.deps.db
    .insert(certificates)
    .values({ fileId: id, userId: ownerId, itemKind: "goal", itemId: "a1" });
  return id;
}

const notes = () => t.deps.db.select().from(fileRemovals);

describe("an upload cut off between its row and its rename", () => {
  it("gets its final name from the sweep at once, however young", async () => {
    const { user } = await newDoctor();
    const { storagePath } = await t.deps.files.put(user.id, "pdf", bytes());
    await commitRow(user.id, storagePath);
    expect(await sweepTemporaryFiles(t.deps)).toMatchObject({ committed: 1 });
    expect(onDisk(user.id)).toEqual([nameOf(storagePath)]);
  });

  it("gets its final name from its first download", async () => {
    const { client, user } = await newDoctor();
    const { storagePath } = await t.deps.files.put(user.id, "pdf", bytes());
    const id = await commitRow(user.id, storagePath);
    const res = await client.get(`/api/files/${id}`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    expect(onDisk(user.id)).toEqual([nameOf(storagePath)]);
  });
});

describe("an upload whose database stops answering", () => {
  it("answers 503 and keeps its bytes until the row is known not to exist", async () => {
    const { client, user } = await newDoctor();
    // The connection lost at the transaction's last write: the client cannot tell whether it
    // committed (SQLSTATE 08006, connection failure).
    const tag = user.id.replaceAll("-", "_");
    await t.deps.db.execute(
      sql.raw(`create function lose_${tag}() returns trigger language plpgsql as
        $$ begin raise exception 'connection lost' using errcode = '08006'; end $$`),
    );
    await t.deps.db.execute(
      sql.raw(`create trigger lose_${tag} before insert on audit_log for each row
        when (new.subject_user_id = '${user.id}') execute function lose_${tag}()`),
    );
    expect((await upload(client, user.id)).status).toBe(503);
    const [left] = onDisk(user.id);
    expect(left?.endsWith(TEMPORARY_SUFFIX)).toBe(true);
    // Young, it may still be committing elsewhere; once it could not be, the sweep removes it.
    await sweepTemporaryFiles(t.deps);
    expect(onDisk(user.id)).toEqual([left]);
    await sweepTemporaryFiles(t.deps, 0);
    expect(onDisk(user.id)).toEqual([]);
  });
});

describe("bytes of a deleted row", () => {
  it("are noted in the deleting transaction and removed by the next pass", async () => {
    const { client, user } = await newDoctor();
    const { file } = await (await upload(client, user.id)).json();
    const [row] = await t.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, file.id));
    // A crash right after the deleting commit: the row is gone, the bytes were never removed.
    await t.deps.db.delete(uploadedFiles).where(eq(uploadedFiles.id, file.id));
    expect(onDisk(user.id)).toEqual([nameOf(row!.storagePath)]);
    expect((await notes()).map((n) => n.storagePath)).toContain(row!.storagePath);
    await finishFileRemovals(t.deps);
    expect(onDisk(user.id)).toEqual([]);
    expect(await notes()).toEqual([]);
  });

  it("are noted whatever deletes the row, an account's deletion included", async () => {
    const { client, user } = await newDoctor();
    await upload(client, user.id);
    await upload(client, user.id);
    await t.deps.db.delete(users).where(eq(users.id, user.id));
    expect(await notes()).toHaveLength(2);
    expect(await finishFileRemovals(t.deps)).toBe(2);
    expect(onDisk(user.id)).toEqual([]);
  });
});

describe("the store at start-up", () => {
  it("with the embedded database's lock, removes every temporary file without a row", async () => {
    const { user } = await newDoctor();
    await t.deps.files.put(user.id, "pdf", bytes());
    const stop = await settleStoredFiles(t.deps, { exclusive: true });
    stop();
    expect(onDisk(user.id)).toEqual([]);
  });

  it("shared with other servers, leaves a young one alone: it may be an upload under way", async () => {
    const { user } = await newDoctor();
    const { storagePath } = await t.deps.files.put(user.id, "pdf", bytes());
    const stop = await settleStoredFiles(t.deps, { exclusive: false });
    stop();
    expect(onDisk(user.id)).toEqual([nameOf(storagePath) + TEMPORARY_SUFFIX]);
    await t.deps.files.remove(storagePath);
  });
});
