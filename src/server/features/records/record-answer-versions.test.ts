import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countQueries } from "../../../../tests/fixtures/query-counter";
import {
  createTestApp,
  type SeedUser,
  type TestApp,
  type TestClient,
} from "../../../../tests/fixtures/test-app";
import { clinicMemberships } from "../../db/schema";

/*
 * The record and its history are named by the version of their data (decision 256): a reader who
 * has the answer gets 304 with no body, before anything is built; a write, a name shown in it, the
 * reader or the reader's access changes it.
 */

let t: TestApp;
let doctor: { client: TestClient; user: SeedUser & { id: string } };
let admin: TestClient;
const bare = (tag: string | null) => tag?.replace(/^W\//, "") ?? "";

beforeAll(async () => {
  t = await createTestApp();
  doctor = await t.signedIn("ST_DOCTOR");
  const signed = await t.signedIn("ADMIN");
  admin = signed.client;
});
afterAll(() => t.close());

const recordPath = () => `/api/st-doctors/${doctor.user.id}/record`;
const read = (client: TestClient, path: string, tag?: string) =>
  client.request("GET", path, undefined, tag ? { "if-none-match": tag } : {});

describe("a versioned answer", () => {
  it("carries its tag, stays out of shared caches, and is 304 with no body when the reader has it", async () => {
    const full = await read(doctor.client, recordPath());
    expect(full.status).toBe(200);
    expect(full.headers.get("cache-control")).toBe("no-store");
    const tag = bare(full.headers.get("etag"));
    expect(tag).toMatch(/^"[\w-]{32}"$/);
    const body = await full.text();

    for (const sent of [tag, `W/${tag}`, `"other", ${tag}`]) {
      const again = await read(doctor.client, recordPath(), sent);
      expect(again.status, sent).toBe(304);
      expect(bare(again.headers.get("etag"))).toBe(tag);
      expect(await again.text()).toBe("");
    }
    // Without the tag, the same answer under the same tag.
    const repeat = await read(doctor.client, recordPath());
    expect(bare(repeat.headers.get("etag"))).toBe(tag);
    expect(await repeat.text()).toBe(body);
  });

  it("is answered 304, and from the cache, with one statement and nothing built", async () => {
    const path = `/api/st-doctors/${doctor.user.id}/history`;
    const tag = bare((await read(doctor.client, path)).headers.get("etag"));
    const original = t.deps.db;
    const counting = countQueries(t.database);
    t.deps.db = counting.db;
    try {
      for (const [sent, status] of [
        [tag, 304],
        [undefined, 200],
      ] as const) {
        counting.reset();
        const res = await read(doctor.client, path, sent);
        expect(res.status).toBe(status);
        await res.arrayBuffer();
        expect(counting.count(), `${status}`).toBe(1);
      }
    } finally {
      t.deps.db = original;
    }
  });

  it("changes with a write to the record, and the new answer holds the write", async () => {
    const before = await read(doctor.client, recordPath());
    const tag = bare(before.headers.get("etag"));
    const added = await doctor.client.post(`/api/st-doctors/${doctor.user.id}/records/course`, {
      name: "Nuklearmedicinsk fysik",
      date: "2026-03-02",
      status: "planned",
    });
    expect(added.status).toBe(201);
    const after = await read(doctor.client, recordPath(), tag);
    expect(after.status).toBe(200);
    expect(bare(after.headers.get("etag"))).not.toBe(tag);
    const record = (await after.json()) as { courses: { name: string }[] };
    expect(record.courses.map((c) => c.name)).toContain("Nuklearmedicinsk fysik");
  });

  it("differs between readers: one reader's tag is no answer for another", async () => {
    const own = await read(doctor.client, recordPath());
    const tag = bare(own.headers.get("etag"));
    await own.arrayBuffer();
    const theirs = await read(admin, recordPath(), tag);
    expect(theirs.status).toBe(200);
    expect(bare(theirs.headers.get("etag"))).not.toBe(tag);
    // The administrator's answer has the administrator's permissions, not the doctor's.
    const record = (await theirs.json()) as { permissions: unknown };
    const doctors = (await (await read(doctor.client, recordPath())).json()) as {
      permissions: unknown;
    };
    expect(record.permissions).not.toEqual(doctors.permissions);
  });

  it("changes when a supervisor shown in the record is renamed", async () => {
    const supervisor = await t.createUser({ role: "SUPERVISOR" });
    const assigned = await admin.put(`/api/st-doctors/${doctor.user.id}/supervisors`, {
      supervisorIds: [supervisor.id],
    });
    expect(assigned.status, await assigned.clone().text()).toBe(200);
    const tag = bare((await read(doctor.client, recordPath())).headers.get("etag"));
    const renamed = await admin.patch(`/api/users/${supervisor.id}`, { firstName: "Örjan" });
    expect(renamed.status).toBe(200);
    const after = await read(doctor.client, recordPath(), tag);
    expect(after.status).toBe(200);
    const record = (await after.json()) as { supervisors: { displayName: string }[] };
    expect(record.supervisors[0]?.displayName).toMatch(/^Örjan /);
  });

  it("is refused, never 304, once the reader may no longer see the doctor", async () => {
    const director = await t.signedIn("DIRECTOR");
    const tag = bare((await read(director.client, recordPath())).headers.get("etag"));
    expect(tag).not.toBe("");
    // The director leaves the clinic, with the triggers off: the versions stay as they were, so
    // only the access check made with the version can refuse.
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(clinicMemberships).where(eq(clinicMemberships.userId, director.user.id));
    });
    const res = await read(director.client, recordPath(), tag);
    expect(res.status).toBe(404);
  });

  it("names an evaluation's statistics by its doctor's data: a new assessment changes them", async () => {
    const assess = () =>
      admin.post("/api/signing-rights/assessments", {
        procedureId: "c4-mps",
        stDoctorId: doctor.user.id,
        evaluationDate: "2026-01-15",
        specialistName: "Dr Matris",
        evaluationResult: "no_changes",
        caseDifficulty: "medium",
        stDoctorConfidence: "would_sign",
      });
    const first = await assess();
    expect(first.status, await first.clone().text()).toBe(201);
    const { evaluation } = (await first.json()) as { evaluation: { id: string } };
    const path = `/api/signing-rights/evaluations/${evaluation.id}`;
    const full = await read(admin, path);
    const tag = bare(full.headers.get("etag"));
    expect(tag).not.toBe("");
    expect((await read(admin, path, tag)).status).toBe(304);
    expect((await assess()).status).toBeLessThan(300);
    const after = await read(admin, path, tag);
    expect(after.status).toBe(200);
    const detail = (await after.json()) as { assessments: unknown[] };
    expect(detail.assessments).toHaveLength(2);
    // Another threshold is another answer.
    const other = await read(admin, `${path}?successRateThreshold=0.5`, tag);
    expect(other.status).toBe(200);
  });
});
