import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectStatus } from "../../../../tests/fixtures/expect-response";
import { findGoal } from "../../../../tests/fixtures/shipped-goal";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { FILE_MESSAGES as M } from "../../../shared/messages/files";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import type { Role } from "../../../shared/roles";
import { MAX_UPLOAD_BYTES } from "../../../shared/rules/file-upload";
import {
  auditLog,
  certificates,
  courses,
  formalities,
  rotations,
  sitIns,
  uploadedFiles,
  userGoals,
} from "../../db/schema";
import { contentDisposition } from "../../lib/content-disposition";
import {
  createLocalFileStore,
  InvalidStoragePathError,
  TEMPORARY_SUFFIX,
} from "../../lib/file-store";
import { detectFileType } from "../../lib/file-type";
import { deleteFileRowsOfOwner } from "./files.repo";
import { removeStoredFiles, sweepTemporaryFiles } from "./stored-files";

// ---------------------------------------------------------------------------------------------
// Tiny files of each type

const ascii = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const PDF = ascii(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
// A 1x1 PNG.
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
);
const JPEG = concat(
  Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  ascii("JFIF\0"),
  Uint8Array.from([1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
);
const DOC = concat(
  Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  new Uint8Array(504),
);

/** A stored (uncompressed) zip with the given entries. */
function zip(entries: Record<string, string>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = ascii(name);
    const data = ascii(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    const entry = concat(local, nameBytes, data);
    locals.push(entry);
    centrals.push(concat(central, nameBytes));
    offset += entry.length;
  }
  const directory = concat(...centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length, 8);
  end.writeUInt16LE(centrals.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return concat(...locals, directory, end);
}

const DOCX = zip({
  "[Content_Types].xml": '<?xml version="1.0"?><Types/>',
  "word/document.xml": '<?xml version="1.0"?><w:document/>',
});
const XLSX = zip({
  "[Content_Types].xml": '<?xml version="1.0"?><Types/>',
  "xl/workbook.xml": '<?xml version="1.0"?><workbook/>',
});
const ELF = concat(Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), new Uint8Array(64));
const MZ = concat(ascii("MZ"), new Uint8Array(126));

const MIME = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  png: "image/png",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

// ---------------------------------------------------------------------------------------------

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Part {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

function form(fields: Record<string, string>, file?: Part): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) {
    data.append(
      "file",
      new Blob([Buffer.from(file.bytes)], { type: file.type ?? "application/pdf" }),
      file.name,
    );
  }
  return data;
}

const goalItem = (itemId: string) => ({ kind: "goal", itemId });
const rotationItem = (itemId: string) => ({ kind: "rotation", itemId });
const CONTRACT = { kind: "contract" };
const pdf = (name = "a.pdf"): Part => ({ bytes: PDF, name });

const upload = (
  client: TestClient,
  doctorId: string,
  fields: Record<string, string>,
  file?: Part,
) => client.upload(`/api/st-doctors/${doctorId}/files`, form(fields, file));

/** Every stored file of a doctor, as paths relative to the files root. */
function filesOnDisk(ownerId: string): string[] {
  const dir = join(t.dataDir, "files", ownerId);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((name) => `${ownerId}/${name}`);
}

const fileRows = (ownerId: string) =>
  t.deps.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, ownerId));

/** Neither a file on disk nor a row: what a refused upload must leave. */
async function expectNothingStored(ownerId: string) {
  expect(filesOnDisk(ownerId)).toEqual([]);
  expect(await fileRows(ownerId)).toEqual([]);
}

async function auditEntry(entityId: string, action: string) {
  const [entry] = await t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
  return entry;
}

/** A file store on a fresh temporary folder, removed afterwards. */
async function withTempStore(
  run: (store: ReturnType<typeof createLocalFileStore>, dir: string) => Promise<void>,
) {
  const dir = mkdtempSync(join(tmpdir(), "st-store-"));
  try {
    await run(createLocalFileStore(dir), dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An ST doctor on the 2015 model, whose goals (a1, c5 …) the uploads below link to. */
async function newDoctor() {
  const doctor = await t.signedIn("ST_DOCTOR");
  await t.chooseModel(doctor.user.id, "2015");
  return doctor;
}

let rowCounter = 0;
async function addRotation(userId: string) {
  const id = `rot-${++rowCounter}-${crypto.randomUUID()}`;
  await t.deps.db
    .insert(rotations)
    .values({ id, userId, name: "Kardiologi", startMonth: "2025-01", endMonth: "2025-03" });
  return id;
}
async function addCourse(userId: string) {
  const id = crypto.randomUUID();
  await t.deps.db.insert(courses).values({ id, userId, name: "EKG-kurs", date: "2025-02-01" });
  return id;
}
async function addSitIn(userId: string) {
  const id = crypto.randomUUID();
  await t.deps.db.insert(sitIns).values({
    id,
    userId,
    topic: "Ekokardiografi",
    supervisor: "Dr Handledare",
    date: "2025-03-01",
    notes: "Bra",
  });
  return id;
}

/** The file ids linked to an item, oldest first. */
async function linkedFiles(userId: string, itemKind: string, itemId: string) {
  const rows = await t.deps.db
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.userId, userId),
        eq(certificates.itemKind, itemKind),
        eq(certificates.itemId, itemId),
      ),
    )
    .orderBy(certificates.addedAt);
  return rows.map((r) => r.fileId);
}
const goalCertificates = (userId: string, goalId: string) => linkedFiles(userId, "goal", goalId);

/** How Historik names a goal of the 2015 model: 'a1 Titel'. */
const goalName = (goalId: string) => `${goalId} ${findGoal("2015", goalId)!.title}`;

// ---------------------------------------------------------------------------------------------

describe("detectFileType", () => {
  it.each([
    [PDF, "pdf"],
    [PNG, "png"],
    [JPEG, "jpg"],
    [DOC, "doc"],
    [DOCX, "docx"],
  ] as const)("recognises %#", (bytes, extension) => {
    expect(detectFileType(bytes)?.extension).toBe(extension);
  });

  it.each([
    ["an ELF executable", ELF],
    ["a Windows executable", MZ],
    ["plain text", ascii("hej, detta är text")],
    ["a zip without word/ (xlsx)", XLSX],
    ["nothing", new Uint8Array()],
    ["a truncated PNG signature", PNG.subarray(0, 5)],
  ])("refuses %s", (_name, bytes) => {
    expect(detectFileType(bytes)).toBeNull();
  });
});

describe("local file store", () => {
  it("never leaves its root and tolerates removing a missing file", async () => {
    await withTempStore(async (store) => {
      const one = async function* () {
        yield ascii("%PDF-1.4");
      };
      await expect(store.put("../evil", "pdf", one())).rejects.toBeInstanceOf(
        InvalidStoragePathError,
      );
      for (const path of [
        "../x/00000000-0000-0000-0000-000000000000.pdf",
        "a/../../00000000-0000-0000-0000-000000000000.pdf",
        "/etc/passwd",
        "a/b/00000000-0000-0000-0000-000000000000.pdf",
        "a\\00000000-0000-0000-0000-000000000000.pdf",
      ]) {
        await expect(store.open(path)).rejects.toBeInstanceOf(InvalidStoragePathError);
      }
      const stored = await store.put("owner-1", "pdf", one());
      expect(stored.storagePath).toMatch(/^owner-1\/[0-9a-f-]{36}\.pdf$/);
      await store.commit(stored.storagePath);
      expect(await store.stat(stored.storagePath)).toEqual({ size: 8 });
      await store.remove(stored.storagePath);
      await store.remove(stored.storagePath);
      expect(await store.stat(stored.storagePath)).toBeNull();
      expect(await store.open(stored.storagePath)).toBeNull();
      await store.removeOwner("owner-1");
      await store.removeOwner("owner-1");
    });
  });

  it("removes the partial file when the limit is passed", async () => {
    await withTempStore(async (store, dir) => {
      const big = async function* () {
        yield new Uint8Array(6);
        yield new Uint8Array(6);
      };
      await expect(store.put("o", "pdf", big(), { maxBytes: 10 })).rejects.toThrow(/larger/);
      expect(readdirSync(join(dir, "files", "o"))).toEqual([]);
    });
  });
});

describe("contentDisposition", () => {
  it("gives an ASCII fallback and the exact UTF-8 name", () => {
    expect(contentDisposition("inline", 'intyg "å".pdf')).toBe(
      `inline; filename="intyg _a_.pdf"; filename*=UTF-8''intyg%20%22%C3%A5%22.pdf`,
    );
  });
});

describe("upload", () => {
  it.each([
    ["PDF", PDF, "pdf", "goal", "a1"],
    ["PNG", PNG, "png", "rotation", ""],
    ["JPEG", JPEG, "jpg", "course", ""],
    ["DOC", DOC, "doc", "sit-in", ""],
    ["DOCX", DOCX, "docx", "contract", ""],
  ] as const)(
    "stores a %s, links it, audits it and serves it back unchanged",
    async (_label, bytes, ext, kind, goal) => {
      const { client, user } = await newDoctor();
      const itemId =
        kind === "goal"
          ? goal
          : kind === "rotation"
            ? await addRotation(user.id)
            : kind === "course"
              ? await addCourse(user.id)
              : kind === "sit-in"
                ? await addSitIn(user.id)
                : undefined;
      const name = `intyg åäö.${ext}`;
      // The browser's claim of the type is ignored either way.
      const res = await upload(
        client,
        user.id,
        { kind, ...(itemId ? { itemId } : {}) },
        { bytes, name, type: "application/octet-stream" },
      );
      expect(res.status).toBe(201);
      const body = await res.json();
      const message = {
        goal: M.goalCertificateUploaded,
        rotation: M.recordCertificateUploaded,
        course: M.recordCertificateUploaded,
        "sit-in": M.certificateUploaded,
        contract: M.contractUploaded,
      }[kind];
      expect(body).toMatchObject({ kind, itemId: itemId ?? null, message });
      expect(body.file).toMatchObject({
        originalName: name,
        fileType: MIME[ext],
        fileSize: bytes.length,
        uploadedBy: user.id,
      });

      const [row] = await fileRows(user.id);
      expect(row).toMatchObject({ id: body.file.id, ownerId: user.id, uploadedBy: user.id });
      expect(row!.storagePath).toMatch(new RegExp(`^${user.id}/[0-9a-f-]{36}\\.${ext}$`));
      expect(filesOnDisk(user.id)).toEqual([row!.storagePath]);
      expect(readFileSync(join(t.dataDir, "files", row!.storagePath))).toEqual(Buffer.from(bytes));

      // The link
      if (kind !== "contract") {
        expect(await linkedFiles(user.id, kind, itemId!)).toEqual([body.file.id]);
      } else {
        const [f] = await t.deps.db
          .select()
          .from(formalities)
          .where(eq(formalities.userId, user.id));
        expect(f).toMatchObject({ stContractFileId: body.file.id, stModel: "2015" });
        expect(f!.stStartDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }

      // The audit entry
      const entries = await t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectUserId, user.id), eq(auditLog.entity, "certificate")));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actorId: user.id,
        action: "create",
        entityId: `${kind}:${itemId ?? "contract"}`,
        before: null,
        after: {
          fileId: body.file.id,
          originalName: name,
          itemName: {
            goal: goalName("a1"),
            rotation: "Kardiologi",
            course: "EKG-kurs",
            "sit-in": "Ekokardiografi",
            contract: M.contractName,
          }[kind],
        },
      });

      // The download
      const download = await client.get(`/api/files/${body.file.id}`);
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe(MIME[ext]);
      expect(download.headers.get("content-length")).toBe(String(bytes.length));
      expect(download.headers.get("x-content-type-options")).toBe("nosniff");
      expect(download.headers.get("cache-control")).toBe("private, no-store");
      const disposition = download.headers.get("content-disposition")!;
      const inline = ext === "pdf" || ext === "png" || ext === "jpg";
      expect(disposition.startsWith(inline ? "inline;" : "attachment;")).toBe(true);
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
      const csp = download.headers.get("content-security-policy")!;
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      if (ext !== "pdf") expect(csp).toMatch(/^sandbox/);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(bytes));
    },
  );

  it("names a file by the type of its bytes: a PNG sent as 'intyg.pdf' is kept and served as 'intyg.png'", async () => {
    const { client, user } = await newDoctor();
    const res = await upload(client, user.id, goalItem("a1"), {
      bytes: PNG,
      name: "intyg.pdf",
      type: "application/pdf",
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.file).toMatchObject({ originalName: "intyg.png", fileType: MIME.png });
    const [row] = await fileRows(user.id);
    expect(row?.originalName).toBe("intyg.png");
    const download = await client.get(`/api/files/${body.file.id}`);
    expect(download.headers.get("content-type")).toBe(MIME.png);
    expect(download.headers.get("content-disposition")).toBe(
      contentDisposition("inline", "intyg.png"),
    );
  });

  it("serves a file stored earlier under a name of another type by its own type's extension", async () => {
    const { client, user } = await newDoctor();
    const res = await upload(client, user.id, goalItem("a1"), {
      bytes: PNG,
      name: "bild.png",
      type: "image/png",
    });
    const { file } = await res.json();
    // What an upload before the rule left: the client's name, whatever the bytes were.
    await t.deps.db
      .update(uploadedFiles)
      .set({ originalName: "Intyg delmål – åäö.pdf" })
      .where(eq(uploadedFiles.id, file.id));
    const download = await client.get(`/api/files/${file.id}`);
    expect(download.headers.get("content-disposition")).toBe(
      contentDisposition("inline", "Intyg delmål – åäö.png"),
    );
    const record = await client.get(`/api/st-doctors/${user.id}/record`);
    expect((await record.json()).files).toMatchObject([{ originalName: "Intyg delmål – åäö.png" }]);
  });

  it("keeps both files when two uploads have the same name", async () => {
    const { client, user } = await newDoctor();
    const a = await upload(client, user.id, goalItem("a1"), pdf("intyg.pdf"));
    const b = await upload(client, user.id, goalItem("a2"), { bytes: PNG, name: "intyg.pdf" });
    expect([a.status, b.status]).toEqual([201, 201]);
    const rows = await fileRows(user.id);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.storagePath)).size).toBe(2);
    expect(filesOnDisk(user.id).sort()).toEqual(rows.map((r) => r.storagePath).sort());
  });

  it("accepts exactly 10 MB", async () => {
    const { client, user } = await newDoctor();
    const bytes = new Uint8Array(MAX_UPLOAD_BYTES);
    bytes.set(PDF);
    const res = await upload(client, user.id, goalItem("a3"), { bytes, name: "max.pdf" });
    expect(res.status).toBe(201);
    expect((await res.json()).file.fileSize).toBe(MAX_UPLOAD_BYTES);
  });

  it("refuses one byte over 10 MB and leaves nothing behind", async () => {
    const { client, user } = await newDoctor();
    const bytes = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    bytes.set(PDF);
    const res = await upload(client, user.id, goalItem("a1"), { bytes, name: "stor.pdf" });
    await expectError(res, 413, M.tooLarge);
    await expectNothingStored(user.id);
    expect(await goalCertificates(user.id, "a1")).toEqual([]);
  });

  it("refuses a declared Content-Length far over the limit before reading", async () => {
    const { client, user } = await newDoctor();
    const res = await client.upload(
      `/api/st-doctors/${user.id}/files`,
      form(goalItem("a1"), pdf()),
      {
        "content-length": String(MAX_UPLOAD_BYTES * 2),
      },
    );
    await expectError(res, 413, M.tooLarge);
  });

  it.each([
    ["an ELF executable named x.pdf", ELF, "x.pdf"],
    ["a Windows executable named x.pdf", MZ, "x.pdf"],
    ["plain text", ascii("Detta är inget intyg."), "intyg.pdf"],
    ["an xlsx named .docx", XLSX, "intyg.docx"],
  ])("refuses %s with 'Filtyp inte tillåten'", async (_label, bytes, name) => {
    const { client, user } = await newDoctor();
    const res = await upload(client, user.id, goalItem("a1"), {
      bytes,
      name,
      type: "application/pdf",
    });
    await expectError(res, 415, M.typeNotAllowed);
    await expectNothingStored(user.id);
  });

  it("accepts only PDF and Word for the contract", async () => {
    // No formalities saved yet: a refused contract must not create them either.
    const { client, user } = await t.signedIn("ST_DOCTOR");
    for (const bytes of [PNG, JPEG]) {
      const res = await upload(client, user.id, CONTRACT, { bytes, name: "kontrakt.pdf" });
      await expectError(res, 415, M.typeNotAllowed);
    }
    await expectNothingStored(user.id);
    expect(
      await t.deps.db.select().from(formalities).where(eq(formalities.userId, user.id)),
    ).toEqual([]);
    const ok = await upload(client, user.id, CONTRACT, { bytes: DOC, name: "kontrakt.doc" });
    expect(ok.status).toBe(201);
  });

  it.each([
    [
      "an empty file",
      goalItem("a1"),
      { bytes: new Uint8Array(), name: "tom.pdf" },
      400,
      M.emptyFile,
    ],
    ["a name with ../", goalItem("a1"), pdf("../../etc/x.pdf"), 400, M.invalidFileName],
    ["a name with /", goalItem("a1"), pdf("mapp/x.pdf"), 400, M.invalidFileName],
    ["a name with \\", goalItem("a1"), pdf("C:\\mapp\\x.pdf"), 400, M.invalidFileName],
    [
      "a name with a right-to-left override ('intyg\\u202Efdp.exe' reads 'intygexe.pdf')",
      goalItem("a1"),
      pdf("intyg\u202Efdp.exe"),
      400,
      M.fileNameInvalidCharacters,
    ],
    [
      "a name with a directional isolate",
      goalItem("a1"),
      pdf("intyg\u2067.pdf"),
      400,
      M.fileNameInvalidCharacters,
    ],
    [
      "a name that is too long",
      goalItem("a1"),
      { bytes: PDF, name: `${"x".repeat(300)}.pdf` },
      400,
      M.fileNameTooLong,
    ],
    ["no file part", goalItem("a1"), undefined, 400, M.noFile],
    ["an unknown kind", { kind: "procedure", itemId: "a1" }, pdf(), 400, M.kindInvalid],
    ["no kind", { itemId: "a1" }, pdf(), 400, M.kindInvalid],
    ["no item id", { kind: "goal" }, pdf(), 400, M.itemRequired],
    ["an unknown goal", goalItem("z9"), pdf(), 404, M.goalUnknown],
    ["an unknown rotation", { kind: "rotation", itemId: "finns-inte" }, pdf(), 404, M.itemNotFound],
  ] as const)(
    "refuses %s and leaves nothing behind",
    async (_label, fields, file, status, message) => {
      const { client, user } = await newDoctor();
      const res = await upload(client, user.id, fields, file);
      expect(res.status).toBe(status);
      expect((await res.json()).error).toBe(message);
      await expectNothingStored(user.id);
      expect(await t.deps.db.select().from(userGoals).where(eq(userGoals.userId, user.id))).toEqual(
        [],
      );
    },
  );

  it("refuses a goal before a model is chosen, and a goal of the other model after", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const early = await upload(client, user.id, goalItem("STa3"), pdf());
    await expectError(early, 400, RECORD_MESSAGES.modelRequired);
    await t.chooseModel(user.id, "2015");
    const res = await upload(client, user.id, goalItem("STa4"), pdf());
    await expectError(res, 404, M.goalUnknown);
    const ok = await upload(client, user.id, goalItem("c5"), pdf());
    expect(ok.status).toBe(201);
    expect(filesOnDisk(user.id)).toHaveLength(1);
  });

  it("refuses another doctor's rotation id with 404 and changes nothing", async () => {
    const { client, user } = await newDoctor();
    const other = await t.createUser({ role: "ST_DOCTOR" });
    const rotationId = await addRotation(other.id);
    const res = await upload(client, user.id, rotationItem(rotationId), pdf());
    await expectError(res, 404, M.itemNotFound);
    expect(await linkedFiles(other.id, "rotation", rotationId)).toEqual([]);
    expect(filesOnDisk(user.id)).toEqual([]);
    expect(filesOnDisk(other.id)).toEqual([]);
  });

  it("refuses a body that is not multipart, and an unknown doctor", async () => {
    const { client, user } = await newDoctor();
    const res = await client.post(`/api/st-doctors/${user.id}/files`, { kind: "goal" });
    await expectError(res, 400, M.notMultipart);
    const broken = await client.request(
      "POST",
      `/api/st-doctors/${user.id}/files`,
      "--x\r\nskräp",
      {
        "content-type": "multipart/form-data; boundary=x",
      },
    );
    expect(broken.status).toBe(400);
    const noBoundary = await client.request("POST", `/api/st-doctors/${user.id}/files`, "skräp", {
      "content-type": "multipart/form-data",
    });
    expect(noBoundary.status).toBe(400);
    expect(filesOnDisk(user.id)).toEqual([]);

    const { client: admin } = await t.signedIn("ADMIN");
    const unknown = await upload(admin, "finns-inte", goalItem("a1"), pdf());
    await expectError(unknown, 404, M.doctorNotFound);
  });

  it("reads the fields whether they come before or after the file", async () => {
    const { client, user } = await newDoctor();
    const data = new FormData();
    data.append("file", new Blob([Buffer.from(PDF)]), "forst.pdf");
    data.append("kind", "goal");
    data.append("itemId", "b1");
    const res = await client.upload(`/api/st-doctors/${user.id}/files`, data);
    expect(res.status).toBe(201);
    expect(await goalCertificates(user.id, "b1")).toEqual([(await res.json()).file.id]);
  });

  it("links every one of several uploads for the same item, also when they race", async () => {
    const { client, user } = await newDoctor();
    const results = await Promise.all(
      [PDF, PNG, JPEG].map((bytes, i) =>
        upload(client, user.id, goalItem("c1"), { bytes, name: `${i}.pdf` }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    const rows = await fileRows(user.id);
    expect(rows).toHaveLength(3);
    expect((await goalCertificates(user.id, "c1")).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(filesOnDisk(user.id).sort()).toEqual(rows.map((r) => r.storagePath).sort());
  });

  it("keeps the first certificate when a second is added, and lists and serves both", async () => {
    const { client, user } = await newDoctor();
    const first = (await (await upload(client, user.id, goalItem("a1"), pdf("v1.pdf"))).json())
      .file;
    const second = await upload(client, user.id, goalItem("a1"), { bytes: PNG, name: "v2.png" });
    expect(second.status).toBe(201);
    const { file } = await second.json();
    expect(await goalCertificates(user.id, "a1")).toEqual([first.id, file.id]);

    // The whole record carries both, oldest first, with their files.
    const record = await (await client.get(`/api/st-doctors/${user.id}/record`)).json();
    const goal = record.goals.find((g: { goalId: string }) => g.goalId === "a1");
    expect(goal.certificateFileIds).toEqual([first.id, file.id]);
    expect(record.files.map((f: { id: string }) => f.id).sort()).toEqual(
      [first.id, file.id].sort(),
    );
    // Both download.
    expect(Buffer.from(await (await client.get(`/api/files/${first.id}`)).arrayBuffer())).toEqual(
      Buffer.from(PDF),
    );
    expect(Buffer.from(await (await client.get(`/api/files/${file.id}`)).arrayBuffer())).toEqual(
      Buffer.from(PNG),
    );
    // A certificate alone records no progress on the goal.
    expect(await t.deps.db.select().from(userGoals).where(eq(userGoals.userId, user.id))).toEqual(
      [],
    );
    expect(goal).toMatchObject({ status: "not_started", plannedQuarter: null });
  });

  it("refuses a second contract instead of replacing the first silently", async () => {
    const { client, user } = await newDoctor();
    const first = await (await upload(client, user.id, CONTRACT, pdf("k1.pdf"))).json();
    const second = await upload(client, user.id, CONTRACT, { bytes: DOC, name: "k2.doc" });
    await expectError(second, 409, M.contractExists);
    const [f] = await t.deps.db.select().from(formalities).where(eq(formalities.userId, user.id));
    expect(f!.stContractFileId).toBe(first.file.id);
    expect((await fileRows(user.id)).map((r) => r.id)).toEqual([first.file.id]);
    expect(filesOnDisk(user.id)).toHaveLength(1);
  });
});

describe("the item a certificate entry names", () => {
  it("is the goal's title as the clinic corrected it, not the shipped one", async () => {
    const { client, user } = await newDoctor();
    const admin = await t.signedIn("ADMIN");
    const title = "Rättad titel för a5";
    const corrected = await admin.client.patch("/api/catalog/goals/a5", { title });
    expect(corrected.status).toBe(200);
    const res = await upload(client, user.id, goalItem("a5"), pdf("intyg.pdf"));
    expect(res.status).toBe(201);
    const entry = await auditEntry("goal:a5", "create");
    expect(entry?.after).toMatchObject({ itemName: `a5 ${title}` });
  });
});

describe("delete certificate", () => {
  it("removes one certificate and keeps the other, with an audit entry naming the item", async () => {
    const { client, user } = await newDoctor();
    const uploadA4 = async (name: string) =>
      (await (await upload(client, user.id, goalItem("a4"), pdf(name))).json()).file;
    const kept = await uploadA4("behall.pdf");
    const file = await uploadA4("bort.pdf");
    const res = await client.delete(`/api/st-doctors/${user.id}/certificates/goal/a4/${file.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      kind: "goal",
      itemId: "a4",
      fileId: file.id,
      removed: true,
      message: M.certificateRemoved,
    });
    expect(await goalCertificates(user.id, "a4")).toEqual([kept.id]);
    const rows = await fileRows(user.id);
    expect(rows.map((r) => r.id)).toEqual([kept.id]);
    expect(filesOnDisk(user.id)).toEqual([rows[0]!.storagePath]);
    expect((await client.get(`/api/files/${kept.id}`)).status).toBe(200);
    expect((await client.get(`/api/files/${file.id}`)).status).toBe(404);
    const entry = await auditEntry("goal:a4", "delete");
    expect(entry).toMatchObject({
      actorId: user.id,
      entity: "certificate",
      before: { fileId: file.id, originalName: "bort.pdf", itemName: goalName("a4") },
      after: null,
    });
    // Historik carries the entry with the item's name.
    const history = await (await client.get(`/api/st-doctors/${user.id}/history`)).json();
    expect(
      history.entries.find(
        (e: { entity: string; action: string }) =>
          e.entity === "certificate" && e.action === "delete",
      ).before.itemName,
    ).toBe(goalName("a4"));

    // Repeating it (a retried request) answers the same and changes nothing.
    const again = await client.delete(`/api/st-doctors/${user.id}/certificates/goal/a4/${file.id}`);
    expect(again.status).toBe(200);
    expect((await again.json()).removed).toBe(false);
    expect(await goalCertificates(user.id, "a4")).toEqual([kept.id]);
  });

  it("removes a rotation's certificates with the rotation", async () => {
    const { client, user } = await newDoctor();
    const rotationId = await addRotation(user.id);
    for (const name of ["a.pdf", "b.pdf"]) {
      await upload(client, user.id, rotationItem(rotationId), pdf(name));
    }
    expect(filesOnDisk(user.id)).toHaveLength(2);
    const res = await client.delete(`/api/st-doctors/${user.id}/records/rotation/${rotationId}`);
    expect(res.status).toBe(200);
    expect(await fileRows(user.id)).toEqual([]);
    expect(await linkedFiles(user.id, "rotation", rotationId)).toEqual([]);
    expect(filesOnDisk(user.id)).toEqual([]);
  });

  it("does not remove a certificate named under another item", async () => {
    const { client, user } = await newDoctor();
    const { file } = await (await upload(client, user.id, goalItem("a1"), pdf())).json();
    const res = await client.delete(`/api/st-doctors/${user.id}/certificates/goal/a2/${file.id}`);
    expect(res.status).toBe(200);
    expect((await res.json()).removed).toBe(false);
    expect(await goalCertificates(user.id, "a1")).toEqual([file.id]);
  });

  it("removes the contract, by /contract or /contract/contract", async () => {
    const { client, user } = await newDoctor();
    await upload(client, user.id, CONTRACT, pdf("k.pdf"));
    const res = await client.delete(`/api/st-doctors/${user.id}/certificates/contract`);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(M.contractRemoved);
    const [f] = await t.deps.db.select().from(formalities).where(eq(formalities.userId, user.id));
    expect(f!.stContractFileId).toBeNull();
    expect(filesOnDisk(user.id)).toEqual([]);
    const entry = await auditEntry("contract:contract", "delete");
    expect(entry!.before).toMatchObject({ itemName: M.contractName, originalName: "k.pdf" });
    await upload(client, user.id, { kind: "contract", itemId: "contract" }, pdf("k.pdf"));
    expect(
      (await client.delete(`/api/st-doctors/${user.id}/certificates/contract/contract`)).status,
    ).toBe(200);
    expect(await fileRows(user.id)).toEqual([]);
  });

  it("answers 404 for an unknown record, 400 for an unknown kind or a missing file id", async () => {
    const { client, user } = await newDoctor();
    const other = await t.createUser({ role: "ST_DOCTOR" });
    const othersRotation = await addRotation(other.id);
    const fileId = crypto.randomUUID();
    const base = `/api/st-doctors/${user.id}/certificates`;
    expect((await client.delete(`${base}/rotation/${othersRotation}/${fileId}`)).status).toBe(404);
    expect((await client.delete(`${base}/course/nej/${fileId}`)).status).toBe(404);
    expect((await client.delete(`${base}/goal/zz/${fileId}`)).status).toBe(404);
    const res = await client.delete(`${base}/bok/1/${fileId}`);
    await expectError(res, 400, M.kindInvalid);
    const missing = await client.delete(`${base}/goal/a1`);
    await expectError(missing, 400, M.fileIdRequired);
  });
});

describe("interrupted uploads", () => {
  it("leaves no file, final or temporary, when the database refuses the row", async () => {
    const { client, user } = await newDoctor();
    // A database fault at the last write of the upload's transaction, for this doctor only.
    await t.deps.db.execute(
      sql.raw(`create or replace function fail_certificate() returns trigger language plpgsql as
        $$ begin raise exception 'simulated fault'; end $$`),
    );
    await t.deps.db.execute(
      sql.raw(`create trigger fail_certificate_${user.id.replaceAll("-", "_")}
        before insert on audit_log for each row
        when (new.subject_user_id = '${user.id}' and new.entity = 'certificate')
        execute function fail_certificate()`),
    );
    const res = await upload(client, user.id, goalItem("a1"), pdf());
    expect(res.status).toBe(500);
    await expectNothingStored(user.id);
    expect(await goalCertificates(user.id, "a1")).toEqual([]);
  });

  it("keeps an upload under a temporary name until it is committed", async () => {
    await withTempStore(async (store, dir) => {
      const one = async function* () {
        yield ascii("%PDF-1.4");
      };
      const { storagePath } = await store.put("o", "pdf", one());
      expect(readdirSync(join(dir, "files", "o"))).toEqual([
        `${storagePath.split("/")[1]}${TEMPORARY_SUFFIX}`,
      ]);
      expect(await store.open(storagePath)).toBeNull();
      await store.commit(storagePath);
      expect(readdirSync(join(dir, "files", "o"))).toEqual([storagePath.split("/")[1]]);
      expect(await store.stat(storagePath)).toEqual({ size: 8 });
      // remove() also takes an upload that was never committed.
      const pending = await store.put("o", "pdf", one());
      await store.remove(pending.storagePath);
      expect(readdirSync(join(dir, "files", "o"))).toEqual([storagePath.split("/")[1]]);
    });
  });

  it("settles at start-up what a crash left: committed rows get their file, the rest goes", async () => {
    const { user } = await newDoctor();
    const one = async function* () {
      yield PDF;
    };
    // A crash after the commit, before the rename: the row exists, the file is still temporary.
    const committed = await t.deps.files.put(user.id, "pdf", one());
    await t.deps.db.insert(uploadedFiles).values({
      id: crypto.randomUUID(),
      ownerId: user.id,
      storagePath: committed.storagePath,
      originalName: "a.pdf",
      fileType: "application/pdf",
      fileSize: PDF.length,
    });
    // A crash before the commit: no row.
    const orphan = await t.deps.files.put(user.id, "pdf", one());
    // An upload under way right now is left alone.
    const recent = await t.deps.files.put(user.id, "pdf", one());
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const path of [committed.storagePath, orphan.storagePath]) {
      utimesSync(join(t.dataDir, "files", path + TEMPORARY_SUFFIX), old, old);
    }
    const result = await sweepTemporaryFiles(t.deps);
    expect(result).toEqual({ committed: 1, removed: 1 });
    expect(filesOnDisk(user.id).sort()).toEqual(
      [committed.storagePath, recent.storagePath + TEMPORARY_SUFFIX].sort(),
    );
    await t.deps.files.remove(recent.storagePath);
  });
});

describe("download", () => {
  it("answers 404 for an unknown id and for a file missing on disk", async () => {
    const { client, user } = await newDoctor();
    expect((await client.get(`/api/files/${crypto.randomUUID()}`)).status).toBe(404);
    const { file } = await (await upload(client, user.id, goalItem("a5"), pdf())).json();
    const [row] = await fileRows(user.id);
    rmSync(join(t.dataDir, "files", row!.storagePath));
    const res = await client.get(`/api/files/${file.id}`);
    await expectError(res, 404, M.fileNotFound);
  });
});

describe("permissions", () => {
  it("lets an ST doctor act only on their own record", async () => {
    const { client: me } = await newDoctor();
    const { client: other, user: otherUser } = await newDoctor();
    const { file } = await (await upload(other, otherUser.id, goalItem("a1"), pdf())).json();
    const filesBefore = filesOnDisk(otherUser.id);

    const up = await upload(me, otherUser.id, goalItem("a2"), pdf());
    expect(up.status).toBe(403);
    expect((await me.get(`/api/files/${file.id}`)).status).toBe(403);
    expect(
      (await me.delete(`/api/st-doctors/${otherUser.id}/certificates/goal/a1/${file.id}`)).status,
    ).toBe(403);

    expect(filesOnDisk(otherUser.id)).toEqual(filesBefore);
    expect((await fileRows(otherUser.id)).map((r) => r.id)).toEqual([file.id]);
    expect(await goalCertificates(otherUser.id, "a1")).toEqual([file.id]);
    expect(await goalCertificates(otherUser.id, "a2")).toEqual([]);
  });

  it.each(["SUPERVISOR", "DIRECTOR", "ADMIN"] as const)(
    "lets a %s upload for, view and remove any ST doctor's certificate; the file is the doctor's",
    async (role: Role) => {
      const doctor = await t.createUser({ role: "ST_DOCTOR" });
      const { client, user: actor } = await t.signedIn(role);
      const rotationId = await addRotation(doctor.id);
      const res = await upload(client, doctor.id, rotationItem(rotationId), {
        bytes: JPEG,
        name: "bild.jpg",
      });
      expect(res.status).toBe(201);
      const { file } = await res.json();
      expect(file.uploadedBy).toBe(actor.id);
      const [row] = await fileRows(doctor.id);
      expect(row).toMatchObject({ ownerId: doctor.id, uploadedBy: actor.id });
      expect(row!.storagePath.startsWith(`${doctor.id}/`)).toBe(true);
      expect(filesOnDisk(actor.id)).toEqual([]);
      const [entry] = await t.deps.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, `rotation:${rotationId}`));
      expect(entry).toMatchObject({ actorId: actor.id, subjectUserId: doctor.id });

      expect((await client.get(`/api/files/${file.id}`)).status).toBe(200);
      await expectStatus(
        client.delete(
          `/api/st-doctors/${doctor.id}/certificates/rotation/${rotationId}/${file.id}`,
        ),
        200,
      );
      expect(filesOnDisk(doctor.id)).toEqual([]);
    },
  );

  it("refuses a specialist everything, and a signed-out client with 401", async () => {
    const { client: doctorClient, user: doctor } = await newDoctor();
    const { file } = await (await upload(doctorClient, doctor.id, goalItem("a1"), pdf())).json();
    const { client: specialist } = await t.signedIn("SPECIALIST");
    expect((await upload(specialist, doctor.id, goalItem("a2"), pdf())).status).toBe(403);
    expect((await specialist.get(`/api/files/${file.id}`)).status).toBe(403);
    expect(
      (await specialist.delete(`/api/st-doctors/${doctor.id}/certificates/goal/a1/${file.id}`))
        .status,
    ).toBe(403);

    const anonymous = t.client();
    expect((await upload(anonymous, doctor.id, goalItem("a2"), pdf())).status).toBe(401);
    expect((await anonymous.get(`/api/files/${file.id}`)).status).toBe(401);
    expect(
      (await anonymous.delete(`/api/st-doctors/${doctor.id}/certificates/goal/a1/${file.id}`))
        .status,
    ).toBe(401);

    expect(filesOnDisk(doctor.id)).toHaveLength(1);
    expect(await goalCertificates(doctor.id, "a1")).toEqual([file.id]);
  });
});

describe("helpers for other modules", () => {
  it("removes a doctor's stored files (profile reset, user deletion)", async () => {
    const { client, user } = await newDoctor();
    await upload(client, user.id, goalItem("a1"), pdf());
    await upload(client, user.id, CONTRACT, pdf("k.pdf"));

    const removed = await t.deps.db.transaction((tx) => deleteFileRowsOfOwner(tx, user.id));
    expect([...removed].sort()).toEqual(filesOnDisk(user.id).sort());
    await removeStoredFiles(t.deps.files, removed);
    expect(filesOnDisk(user.id)).toEqual([]);
    expect(await goalCertificates(user.id, "a1")).toEqual([]);
    await t.deps.files.removeOwner(user.id);
    expect(existsSync(join(t.dataDir, "files", user.id))).toBe(false);
  });
});
