import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectStatus } from "../../../../tests/fixtures/expect-response";
import { createTestApp, type TestApp } from "../../../../tests/fixtures/test-app";
import type { ProcedureDefinition } from "../../../shared/curriculum/procedures";
import {
  DEFAULT_PROCEDURE_CATALOGUE,
  examinationAbbreviations,
} from "../../../shared/curriculum/shipped-procedures";
import { CATALOGUE_MESSAGES } from "../../../shared/messages/catalogue";
import { ROLES } from "../../../shared/roles";
import { auditLog, procedureCatalogue, userProcedures } from "../../db/schema";
import { loadActiveCatalogue, seedCatalogue } from "./catalogue.repo";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const snapshot = async () =>
  JSON.stringify(
    await t.deps.db.select().from(procedureCatalogue).orderBy(asc(procedureCatalogue.id)),
  );

const first = DEFAULT_PROCEDURE_CATALOGUE[0]!;
const synced = DEFAULT_PROCEDURE_CATALOGUE.find((p) => p.syncId)!;
const syncSibling = DEFAULT_PROCEDURE_CATALOGUE.find(
  (p) => p.syncId === synced.syncId && p.id !== synced.id,
)!;

describe("the shipped catalogue", () => {
  it("is in the database after start-up, with its verification and source", async () => {
    const { client } = await t.signedIn("ADMIN");
    const { procedures } = await (await client.get("/api/catalog/procedures")).json();
    expect(procedures).toHaveLength(DEFAULT_PROCEDURE_CATALOGUE.length);
    expect(procedures[0]).toMatchObject({
      id: first.id,
      name: first.name,
      retired: false,
      verification: first.verification,
    });
  });
});

describe("who may use 'Katalog'", () => {
  it.each(ROLES.filter((r) => r !== "ADMIN"))("refuses %s and changes nothing", async (role) => {
    const { client } = await t.signedIn(role);
    const before = await snapshot();
    expect((await client.get("/api/catalog/procedures")).status).toBe(403);
    await expectStatus(
      client.post("/api/catalog/procedures", {
        id: "ny-us",
        name: "Ny",
        column: "c4",
        level: "B",
      }),
      403,
    );
    expect(
      (await client.patch(`/api/catalog/procedures/${first.id}`, { name: "Ändrad" })).status,
    ).toBe(403);
    expect(
      (await client.put(`/api/catalog/procedures/${first.id}/retired`, { retired: true })).status,
    ).toBe(403);
    expect(
      (await client.put(`/api/catalog/procedures/${first.id}/checked`, { checked: true })).status,
    ).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it("refuses a signed-out visitor", async () => {
    expect((await t.client().get("/api/catalog/procedures")).status).toBe(401);
  });
});

describe("corrections", () => {
  it("adds an entry with an audit record", async () => {
    const { client, user } = await t.signedIn("ADMIN");
    const res = await client.post("/api/catalog/procedures", {
      id: "stress-mr",
      name: "Stress-MR",
      column: "c8",
      level: "A_VALBAR",
      syncId: "",
    });
    expect(res.status).toBe(201);
    expect((await res.json()).procedure).toMatchObject({
      id: "stress-mr",
      syncId: null,
      retired: false,
    });
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, "stress-mr"));
    expect(entry).toMatchObject({
      actorId: user.id,
      action: "create",
      entity: "procedure-catalogue",
    });
  });

  it("corrects name, column, level and sync link", async () => {
    const { client } = await t.signedIn("ADMIN");
    const res = await client.patch(`/api/catalog/procedures/${first.id}`, {
      name: "Rättat namn",
      level: "B",
    });
    expect(res.status).toBe(200);
    expect((await res.json()).procedure).toMatchObject({ name: "Rättat namn", level: "B" });
  });

  it.each([
    [{ id: "Ogiltigt ID", name: "X", column: "c4", level: "B" }, CATALOGUE_MESSAGES.idFormat],
    [{ id: "ok-id", name: "", column: "c4", level: "B" }, CATALOGUE_MESSAGES.nameRequired],
    [{ id: "ok-id", name: "X", column: "c13", level: "B" }, CATALOGUE_MESSAGES.columnInvalid],
    [{ id: "ok-id", name: "X", column: "c4", level: "D" }, CATALOGUE_MESSAGES.levelInvalid],
  ])("rejects %j and changes nothing", async (body, message) => {
    const { client } = await t.signedIn("ADMIN");
    const before = await snapshot();
    const res = await client.post("/api/catalog/procedures", body);
    await expectError(res, 400, message);
    expect(await snapshot()).toBe(before);
  });

  it("rejects a duplicate id", async () => {
    const { client } = await t.signedIn("ADMIN");
    const before = await snapshot();
    const res = await client.post("/api/catalog/procedures", {
      id: first.id,
      name: "Dubblett",
      column: "c4",
      level: "B",
    });
    await expectError(res, 409, CATALOGUE_MESSAGES.idTaken(first.id));
    expect(await snapshot()).toBe(before);
  });

  it("rejects a sync group with two members in one column, and changes nothing", async () => {
    const { client } = await t.signedIn("ADMIN");
    const before = await snapshot();
    const res = await client.patch(`/api/catalog/procedures/${syncSibling.id}`, {
      column: synced.column,
    });
    await expectError(res, 400, CATALOGUE_MESSAGES.syncColumnClash(synced.syncId!, synced.column));
    expect(await snapshot()).toBe(before);
  });

  it("answers 404 for an unknown entry", async () => {
    const { client } = await t.signedIn("ADMIN");
    expect((await client.patch("/api/catalog/procedures/finns-inte", { name: "X" })).status).toBe(
      404,
    );
  });

  it("retires an entry but keeps progress recorded against it, and can bring it back", async () => {
    const { client } = await t.signedIn("ADMIN");
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const target = DEFAULT_PROCEDURE_CATALOGUE.find((p) => !p.syncId && p.id !== first.id)!;
    await t.deps.db.insert(userProcedures).values({
      userId: doctor.id,
      procedureId: target.id,
      status: "completed",
      achievedLevel: "B",
    });
    const res = await client.put(`/api/catalog/procedures/${target.id}/retired`, { retired: true });
    expect(res.status).toBe(200);
    expect((await res.json()).procedure.retired).toBe(true);
    expect((await loadActiveCatalogue(t.deps.db)).some((p) => p.id === target.id)).toBe(false);
    const progress = await t.deps.db
      .select()
      .from(userProcedures)
      .where(eq(userProcedures.userId, doctor.id));
    expect(progress).toHaveLength(1);
    await client.put(`/api/catalog/procedures/${target.id}/retired`, { retired: false });
    expect((await loadActiveCatalogue(t.deps.db)).some((p) => p.id === target.id)).toBe(true);
  });
});

describe("checking an examination against the official source", () => {
  it("marks it checked with an audit entry; a later correction asks for a new check", async () => {
    const { client, user } = await t.signedIn("ADMIN");
    const target = DEFAULT_PROCEDURE_CATALOGUE[5]!;
    const res = await client.put(`/api/catalog/procedures/${target.id}/checked`, { checked: true });
    expect(res.status).toBe(200);
    expect((await res.json()).procedure).toMatchObject({ verificationState: "checked" });
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, target.id));
    expect(audits.at(-1)).toMatchObject({ actorId: user.id, entity: "procedure-catalogue" });
    const edited = await client.patch(`/api/catalog/procedures/${target.id}`, { name: "Rättad" });
    expect((await edited.json()).procedure).toMatchObject({
      verificationState: "unchecked",
      checked: null,
    });
  });

  it("shows every shipped examination as not checked", async () => {
    const { client } = await t.signedIn("ADMIN");
    const { procedures } = await (await client.get("/api/catalog/procedures")).json();
    expect(procedures[1]).toMatchObject({ verificationState: "unchecked", checked: null });
  });
});

describe("a newer shipped catalogue", () => {
  it("adds new entries and updates untouched ones, but never overwrites a clinic's correction", async () => {
    const { client } = await t.signedIn("ADMIN");
    const corrected = DEFAULT_PROCEDURE_CATALOGUE[2]!;
    const untouched = DEFAULT_PROCEDURE_CATALOGUE[3]!;
    const checked = DEFAULT_PROCEDURE_CATALOGUE[4]!;
    await client.patch(`/api/catalog/procedures/${corrected.id}`, { name: "Klinikens namn" });
    await client.put(`/api/catalog/procedures/${checked.id}/checked`, { checked: true });
    const newer: ProcedureDefinition[] = [
      ...DEFAULT_PROCEDURE_CATALOGUE.map((p) =>
        p.id === corrected.id || p.id === untouched.id || p.id === checked.id
          ? { ...p, name: `${p.name} (ny version)` }
          : p,
      ),
      { id: "ny-i-leveransen", name: "Ny i leveransen", column: "c12", level: "C", syncId: null },
    ];
    await seedCatalogue(t.deps.db, newer);
    const rows = await loadActiveCatalogue(t.deps.db);
    const byId = (id: string) => rows.find((p) => p.id === id);
    expect(byId(corrected.id)?.name).toBe("Klinikens namn");
    expect(byId(untouched.id)?.name).toBe(`${untouched.name} (ny version)`);
    expect(byId(checked.id)?.name).toBe(checked.name);
    expect(byId("ny-i-leveransen")).toBeDefined();
  });
});

describe("the examinations in use, fetched once and revalidated (decision 117)", () => {
  const path = "/api/catalog/procedures/in-use";
  const getWith = (client: Awaited<ReturnType<TestApp["signedIn"]>>["client"], tag: string) =>
    client.request("GET", path, undefined, { "if-none-match": tag });

  it.each(ROLES)("answers %s with the entries in use, an ETag and revalidation", async (role) => {
    const { client } = await t.signedIn(role);
    const res = await client.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const { procedures } = await res.json();
    // The entries as the rules take them, with the shipped abbreviations the search finds.
    expect(procedures).toEqual(
      (await loadActiveCatalogue(t.deps.db)).map((entry) => ({
        ...entry,
        abbreviations: [...examinationAbbreviations(entry.id)],
      })),
    );
    expect(procedures.find((p: { id: string }) => p.id === "c7-tte").abbreviations).toEqual([
      "UCG",
    ]);
    expect(procedures.every((p: { retired: boolean }) => !p.retired)).toBe(true);
  });

  it("answers 304 with no body when the client has the current version", async () => {
    const { client } = await t.signedIn("ST_DOCTOR");
    const tag = (await client.get(path)).headers.get("etag")!;
    for (const sent of [tag, `W/${tag}`, `"annan", ${tag}`, "*"]) {
      const res = await getWith(client, sent);
      expect(res.status, sent).toBe(304);
      expect(await res.text()).toBe("");
      expect(res.headers.get("etag")).toBe(tag);
    }
    expect((await getWith(client, '"gammal"')).status).toBe(200);
  });

  it("answers 200 with a new ETag once an administrator has changed the catalogue", async () => {
    const { client } = await t.signedIn("SUPERVISOR");
    const { client: admin } = await t.signedIn("ADMIN");
    const before = (await client.get(path)).headers.get("etag")!;
    const target = DEFAULT_PROCEDURE_CATALOGUE[3]!;
    await expectStatus(
      admin.patch(`/api/catalog/procedures/${target.id}`, { name: `Nytt namn ${Date.now()}` }),
      200,
    );
    const res = await getWith(client, before);
    expect(res.status).toBe(200);
    const after = res.headers.get("etag");
    expect(after).not.toBe(before);
    const { procedures } = await res.json();
    expect(procedures.find((p: { id: string }) => p.id === target.id).name).toMatch(/^Nytt namn/);
    // Retiring takes the entry out of the matrix, and changes the tag again.
    await expectStatus(
      admin.put(`/api/catalog/procedures/${target.id}/retired`, { retired: true }),
      200,
    );
    const retired = await getWith(client, after!);
    expect(retired.status).toBe(200);
    const { procedures: inUse } = await retired.json();
    expect(inUse.some((p: { id: string }) => p.id === target.id)).toBe(false);
    await admin.put(`/api/catalog/procedures/${target.id}/retired`, { retired: false });
  });

  it("refuses a signed-out visitor, with or without a tag", async () => {
    const visitor = t.client();
    expect((await visitor.get(path)).status).toBe(401);
    const { client } = await t.signedIn("ADMIN");
    const tag = (await client.get(path)).headers.get("etag")!;
    expect((await visitor.request("GET", path, undefined, { "if-none-match": tag })).status).toBe(
      401,
    );
  });
});
