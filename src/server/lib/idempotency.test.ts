import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessmentBody } from "../../../tests/fixtures/signing-rights";
import { createTestApp, type TestApp, type TestClient } from "../../../tests/fixtures/test-app";
import { COMMON_MESSAGES } from "../../shared/messages/common";
import type { TDoctorRecord } from "../../shared/schemas/doctor-record";
import {
  formalities,
  idempotencyKeys,
  specialistEvaluations,
  uploadedFiles,
  users,
} from "../db/schema";
import { OPENAPI_PATH } from "../openapi";
import { IDEMPOTENCY_KEY_HOURS } from "./idempotency";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

let keys = 0;
const newKey = () => `nyckel-${Date.now()}-${++keys}-${Math.random().toString(36).slice(2)}`;

const withKey = (client: TestClient, path: string, body: unknown, key: string) =>
  client.request("POST", path, body, { "idempotency-key": key });

async function readRecord(client: TestClient, doctorId: string): Promise<TDoctorRecord> {
  const res = await client.get(`/api/st-doctors/${doctorId}/record`);
  expect(res.status).toBe(200);
  return res.json();
}

async function doctorWithModel() {
  const signedIn = await t.signedIn("ST_DOCTOR");
  await t.chooseModel(signedIn.user.id, "2021");
  return signedIn;
}

/** Sends the same create `times` at once with one key; every answer must be the one stored. */
async function burst(send: () => Promise<Response>, times = 6) {
  const answers = await Promise.all(Array.from({ length: times }, send));
  const bodies = await Promise.all(answers.map((res) => res.text()));
  expect(answers.map((res) => res.status)).toEqual(Array(times).fill(201));
  expect(new Set(bodies).size).toBe(1);
  expect(answers.filter((res) => res.headers.get("idempotent-replayed") === "true")).toHaveLength(
    times - 1,
  );
  return JSON.parse(bodies[0]!);
}

const RECORD_BODIES = {
  rotation: { name: "Kardiologi", startDate: "2025-01", endDate: "2025-03" },
  course: { name: "Ledarskap", date: "2025-02-03", status: "planned" },
  "sit-in": { topic: "Akut", supervisor: "Dr Lind", date: "2025-02-04", notes: "Bra" },
  meeting: { date: "2025-02-05", topic: "Uppföljning", supervisor: "Dr Lind", notes: "Plan" },
  absence: { mode: "exact", startDate: "2025-03-01", endDate: "2025-03-05", description: "Sjuk" },
  credit: { mode: "exact", startDate: "2023-01-01", endDate: "2023-01-31", description: "AT" },
} as const;

const recordRows = (record: TDoctorRecord, type: keyof typeof RECORD_BODIES) =>
  ({
    rotation: record.rotations,
    course: record.courses,
    "sit-in": record.sitIns,
    meeting: record.meetings,
    absence: record.formalities.absences,
    credit: record.formalities.credits,
  })[type];

describe("a create sent again with the same Idempotency-Key stores one row", () => {
  it.each(Object.keys(RECORD_BODIES) as (keyof typeof RECORD_BODIES)[])(
    "a parallel burst of one %s stores one row and answers each with it",
    async (type) => {
      const { client, user } = await doctorWithModel();
      const key = newKey();
      const path = `/api/st-doctors/${user.id}/records/${type}`;
      const answer = await burst(() => withKey(client, path, RECORD_BODIES[type], key));
      const rows = recordRows(await readRecord(client, user.id), type);
      expect(rows.map((row) => row.id)).toEqual([answer.record.id]);

      // A retry long after the first answer (the answer was lost) gets the same answer back.
      const retry = await withKey(client, path, RECORD_BODIES[type], key);
      expect(retry.status).toBe(201);
      expect(retry.headers.get("idempotent-replayed")).toBe("true");
      expect((await retry.json()).record.id).toBe(answer.record.id);
      expect(recordRows(await readRecord(client, user.id), type)).toHaveLength(1);

      // Another key is another create.
      expect((await withKey(client, path, RECORD_BODIES[type], newKey())).status).toBe(201);
      expect(recordRows(await readRecord(client, user.id), type)).toHaveLength(2);
    },
  );

  it("an account, whose one-time password only the first answer carries and nothing stores", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const key = newKey();
    const email = `dubbelklick-${keys}@example.se`;
    const body = { email, firstName: "Dubbel", lastName: "Klick", role: "ST_DOCTOR" };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => withKey(admin, "/api/users", body, key)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(201));
    const bodies = await Promise.all(answers.map((res) => res.json()));
    const first = bodies.filter((b) => b.oneTimePassword !== undefined);
    expect(first).toHaveLength(1);
    expect(new Set(bodies.map((b) => b.user.id)).size).toBe(1);
    const [stored] = await t.deps.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, email));
    expect(stored!.n).toBe(1);
    const kept = await t.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.answer).not.toContain(first[0].oneTimePassword);
  });

  it("an assessment", async () => {
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const { client: specialist } = await t.signedIn("SPECIALIST");
    const key = newKey();
    await burst(() =>
      withKey(specialist, "/api/signing-rights/assessments", assessmentBody(doctor.id), key),
    );
    const [stored] = await t.deps.db
      .select({ n: count() })
      .from(specialistEvaluations)
      .where(eq(specialistEvaluations.stDoctorId, doctor.id));
    expect(stored!.n).toBe(1);
  });

  it("a certificate upload", async () => {
    const { client, user } = await doctorWithModel();
    const key = newKey();
    const upload = () => {
      const form = new FormData();
      form.append("kind", "contract");
      form.append("file", new Blob([PDF], { type: "application/pdf" }), "avtal.pdf");
      return client.upload(`/api/st-doctors/${user.id}/files`, form, { "idempotency-key": key });
    };
    const answer = await burst(upload, 4);
    const stored = await t.deps.db
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.ownerId, user.id));
    expect(stored.map((row) => row.id)).toEqual([answer.file.id]);
  });

  it("an examination in the catalogue", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const body = { id: `dubbel-${keys}`, name: "Dubbel", column: "c4", level: "B" };
    const answer = await burst(() => withKey(admin, "/api/catalog/procedures", body, newKeyOnce));
    expect(answer.procedure.id).toBe(body.id);
  });
  const newKeyOnce = newKey();
});

describe("what a key binds", () => {
  it("refuses the same key with another body, and stores nothing for it", async () => {
    const { client, user } = await doctorWithModel();
    const key = newKey();
    const path = `/api/st-doctors/${user.id}/records/course`;
    expect((await withKey(client, path, RECORD_BODIES.course, key)).status).toBe(201);
    const other = await withKey(client, path, { ...RECORD_BODIES.course, name: "Annan" }, key);
    expect(other.status).toBe(409);
    expect((await other.json()).error).toBe(COMMON_MESSAGES.idempotencyKeyReused);
    expect((await readRecord(client, user.id)).courses).toHaveLength(1);
  });

  it("is one user's: another user's request with the same key is their own create", async () => {
    const first = await doctorWithModel();
    const second = await doctorWithModel();
    const key = newKey();
    for (const { client, user } of [first, second]) {
      const res = await withKey(
        client,
        `/api/st-doctors/${user.id}/records/meeting`,
        RECORD_BODIES.meeting,
        key,
      );
      expect(res.status).toBe(201);
      expect(res.headers.get("idempotent-replayed")).toBeNull();
      expect((await readRecord(client, user.id)).meetings).toHaveLength(1);
    }
  });

  it("is not spent by a refused request: the corrected retry with the same key is stored", async () => {
    const { client, user } = await doctorWithModel();
    const key = newKey();
    const path = `/api/st-doctors/${user.id}/records/course`;
    expect((await withKey(client, path, { ...RECORD_BODIES.course, name: "" }, key)).status).toBe(
      400,
    );
    expect((await withKey(client, path, RECORD_BODIES.course, key)).status).toBe(201);
    expect((await readRecord(client, user.id)).courses).toHaveLength(1);
  });

  it(`is honoured for ${IDEMPOTENCY_KEY_HOURS} hours, then a request with it is a new create`, async () => {
    const { client, user } = await doctorWithModel();
    const key = newKey();
    const path = `/api/st-doctors/${user.id}/records/course`;
    expect((await withKey(client, path, RECORD_BODIES.course, key)).status).toBe(201);
    await t.deps.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS}, secs => 1)` })
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    const late = await withKey(client, path, RECORD_BODIES.course, key);
    expect(late.status).toBe(201);
    expect(late.headers.get("idempotent-replayed")).toBeNull();
    expect((await readRecord(client, user.id)).courses).toHaveLength(2);
  });

  it("refuses a key that is not 8-128 letters, digits or -_.:", async () => {
    const { client, user } = await doctorWithModel();
    const path = `/api/st-doctors/${user.id}/records/course`;
    for (const key of ["kort", "x".repeat(129), "mellan slag i nyckeln"]) {
      const res = await withKey(client, path, RECORD_BODIES.course, key);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(COMMON_MESSAGES.idempotencyKeyInvalid);
    }
    expect((await readRecord(client, user.id)).courses).toHaveLength(0);
  });

  it("leaves a create without a key as it was: each request stores its row", async () => {
    const { client, user } = await doctorWithModel();
    const path = `/api/st-doctors/${user.id}/records/course`;
    await Promise.all([
      client.post(path, RECORD_BODIES.course),
      client.post(path, RECORD_BODIES.course),
    ]);
    expect((await readRecord(client, user.id)).courses).toHaveLength(2);
  });
});

/** A create kept on the device while offline, as its draft sends it again (decision 220). */
interface OfflineCreate {
  client: TestClient;
  path: string;
  body: Record<string, unknown>;
  /** The same create with one field changed, as a draft fixed after its first send would be. */
  changed: Record<string, unknown>;
  rows: () => Promise<number>;
}

const OFFLINE_CREATES: Record<string, () => Promise<OfflineCreate>> = {
  "sit-in": async () => {
    const { client, user } = await doctorWithModel();
    return {
      client,
      path: `/api/st-doctors/${user.id}/records/sit-in`,
      body: { ...RECORD_BODIES["sit-in"] },
      changed: { ...RECORD_BODIES["sit-in"], notes: "Ändrad" },
      rows: async () => (await readRecord(client, user.id)).sitIns.length,
    };
  },
  "supervisor meeting": async () => {
    const { client, user } = await doctorWithModel();
    return {
      client,
      path: `/api/st-doctors/${user.id}/records/meeting`,
      body: { ...RECORD_BODIES.meeting },
      changed: { ...RECORD_BODIES.meeting, topic: "Ändrad" },
      rows: async () => (await readRecord(client, user.id)).meetings.length,
    };
  },
  "structured assessment": async () => {
    const { client, user } = await doctorWithModel();
    await t.deps.db
      .update(formalities)
      .set({ stStartDate: "2024-01-01", version: 1 })
      .where(eq(formalities.userId, user.id));
    const path = `/api/st-doctors/${user.id}/structured-assessments`;
    const body = {
      kind: "cbd",
      date: "2025-02-01",
      ratings: {
        "record-keeping": 4,
        "clinical-assessment": 4,
        investigations: 5,
        management: 4,
        "follow-up": null,
        professionalism: 5,
        overall: 4,
      },
      caseDifficulty: "medium",
      strengths: "Tydlig journal.",
      suggestions: "",
      assessorName: "Eva Handledare",
      assessorRole: "supervisor",
      goalIds: [],
      examinationIds: [],
    };
    return {
      client,
      path,
      body,
      changed: { ...body, strengths: "Ändrad" },
      rows: async () => (await (await client.get(path)).json()).assessments.length,
    };
  },
  "signing-rights assessment": async () => {
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const { client } = await t.signedIn("SPECIALIST");
    return {
      client,
      path: "/api/signing-rights/assessments",
      body: { ...assessmentBody(doctor.id) },
      changed: { ...assessmentBody(doctor.id), comments: "Ändrad" },
      rows: async () => {
        const [stored] = await t.deps.db
          .select({ n: count() })
          .from(specialistEvaluations)
          .where(eq(specialistEvaluations.stDoctorId, doctor.id));
        return stored!.n;
      },
    };
  },
};

describe("the creates a doctor keeps on the device without network, sent again by their key", () => {
  it.each(Object.keys(OFFLINE_CREATES))(
    "a %s sent again after a lost answer is one row; another body with its key is 409",
    async (name) => {
      const { client, path, body, changed, rows } = await OFFLINE_CREATES[name]!();
      const key = newKey();
      // The first send reached the server, but its answer was lost on the way back.
      const first = await withKey(client, path, body, key);
      expect(first.status).toBe(201);
      const again = await withKey(client, path, body, key);
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(await again.text()).toBe(await first.text());
      expect(await rows()).toBe(1);

      // A draft changed after its first send would be another create under the same key.
      const refused = await withKey(client, path, changed, key);
      expect(refused.status).toBe(409);
      expect((await refused.json()).error).toBe(COMMON_MESSAGES.idempotencyKeyReused);
      expect(await rows()).toBe(1);
    },
  );
});

describe("which routes honour the key", () => {
  it("every create (a POST answering 201) documents the header, and no other route does", async () => {
    const doc = (await (await t.client().get(OPENAPI_PATH)).json()) as {
      paths: Record<
        string,
        Record<string, { responses: object; parameters?: { in: string; name: string }[] }>
      >;
    };
    const creates: string[] = [];
    const documented: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        // The calendar feed replaces the doctor's one feed (there is no second row to store), and
        // its answer is a secret the server keeps only as a hash: it is not stored for a replay.
        const replaces = path === "/api/account/calendar-feed";
        if (method === "post" && "201" in operation.responses && !replaces) creates.push(name);
        const header = operation.parameters?.find(
          (p) => p.in === "header" && p.name.toLowerCase() === "idempotency-key",
        );
        if (header) documented.push(name);
      }
    }
    expect(creates.length).toBeGreaterThanOrEqual(10);
    expect(documented.sort()).toEqual(creates.sort());
  });
});
