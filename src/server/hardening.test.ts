import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectStatus } from "../../tests/fixtures/expect-response";
import { createTestApp, type TestApp } from "../../tests/fixtures/test-app";
import { AUTH_MESSAGES } from "../shared/messages/auth";
import { COMMON_MESSAGES } from "../shared/messages/common";
import { FILE_MESSAGES } from "../shared/messages/files";
import { RECORD_MESSAGES } from "../shared/messages/records";
import { USER_MESSAGES } from "../shared/messages/users";
import { THROTTLE } from "./auth/sign-in-throttle";
import { createLogger } from "./lib/logger";

/** Inputs and requests found in review to misbehave: each must get a clear 4xx and change nothing. */
let t: TestApp;
/** What the server logged as errors: a refused request is not one. */
const errorLog: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    logger: createLogger("error", { write: (line: string) => errorLog.push(line) }),
  });
});
afterAll(() => t.close());

describe("record paths and values", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])(
    "answers /records/%s with 404, not a crash",
    async (type) => {
      const { client, user } = await t.signedIn("ST_DOCTOR");
      const res = await client.post(`/api/st-doctors/${user.id}/records/${type}`, {});
      await expectError(res, 404, RECORD_MESSAGES.unknownRecordType);
      expect((await client.delete(`/api/st-doctors/${user.id}/records/${type}/x`)).status).toBe(
        404,
      );
    },
  );

  it.each([
    [
      "a far-future start",
      "/formalities",
      { stModel: "2015", stStartDate: "9999-12-31", stDurationMonths: 240, version: 0 },
    ],
    ["year zero", "/records/course", { name: "Kurs", date: "0000-01-01", status: "planned" }],
    [
      "an absence ending in 9999",
      "/records/absence",
      { mode: "exact", startDate: "2024-01-01", endDate: "9999-12-31", description: "x" },
    ],
    [
      "a rotation in 2201",
      "/records/rotation",
      { name: "Kardiologi", startDate: "2200-01", endDate: "2201-01" },
    ],
  ])(
    "refuses %s with the year range message, and the record still loads",
    async (_name, path, body) => {
      const { client, user } = await t.signedIn("ST_DOCTOR");
      const method = path === "/formalities" ? "PUT" : "POST";
      const res = await client.request(method, `/api/st-doctors/${user.id}${path}`, body);
      await expectError(res, 400, RECORD_MESSAGES.yearOutOfRange);
      expect((await client.get(`/api/st-doctors/${user.id}/record`)).status).toBe(200);
    },
  );

  it("refuses a planned quarter outside the years a person may enter", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const res = await client.put(`/api/st-doctors/${user.id}/procedures/c4-mps`, {
      status: "planned",
      plannedQuarter: "9999-Q4",
    });
    expect(res.status).toBe(400);
  });

  it.each([
    [
      "a NUL in a course name",
      "/records/course",
      { name: "a\u0000b", date: "2024-01-01", status: "planned" },
    ],
    [
      "a direction override in a sit-in",
      "/records/sit-in",
      { topic: "abc\u202Edef", supervisor: "S", date: "2024-01-01", notes: "n" },
    ],
  ])("refuses %s", async (_name, path, body) => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const res = await client.post(`/api/st-doctors/${user.id}${path}`, body);
    await expectError(res, 400, RECORD_MESSAGES.invalidCharacters);
  });

  it("keeps line breaks in notes", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const res = await client.post(`/api/st-doctors/${user.id}/records/meeting`, {
      date: "2024-01-01",
      topic: "T",
      supervisor: "S",
      notes: "rad ett\nrad två\ttab",
    });
    expect(res.status).toBe(201);
  });

  it("refuses a months value that is not a number", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const res = await client.post(`/api/st-doctors/${user.id}/records/credit`, {
      mode: "months",
      months: true,
      description: "x",
    });
    await expectError(res, 400, RECORD_MESSAGES.periodMonthsInvalid);
    await expectStatus(
      client.post(`/api/st-doctors/${user.id}/records/credit`, {
        mode: "months",
        months: "4",
        description: "x",
      }),
      201,
    );
  });

  it("refuses control characters in names and searches of accounts", async () => {
    const { client } = await t.signedIn("ADMIN");
    const created = await client.post("/api/users", {
      email: "nul@example.se",
      role: "ST_DOCTOR",
      firstName: "a\u0000",
    });
    await expectError(created, 400, USER_MESSAGES.nameInvalidCharacters);
    expect((await client.get(`/api/users?search=${encodeURIComponent("a\u0000")}`)).status).toBe(
      400,
    );
  });
});

describe("the ST model", () => {
  it("tells a supervisor that the role, not a lock, stops a model change", async () => {
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const { client } = await t.signedIn("SUPERVISOR");
    const res = await client.put(`/api/st-doctors/${doctor.id}/formalities`, {
      stModel: "2021",
      stStartDate: "2024-01-01",
      stDurationMonths: 60,
      version: 0,
    });
    await expectError(res, 403, RECORD_MESSAGES.modelChangeNotAllowed);
  });
});

describe("throttling behind a load balancer", () => {
  it("counts the address the balancer appended, not the one the client wrote first", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR" });
    for (let i = 0; i < THROTTLE.perAddress; i++) {
      const client = t.client(`198.51.100.${i}, 203.0.113.9`);
      await client.post("/api/session/sign-in", { email: `okand${i}@example.se`, password: "fel" });
    }
    const locked = await t
      .client("198.51.100.250, 203.0.113.9")
      .post("/api/session/sign-in", { email: user.email, password: user.password });
    expect(locked.status).toBe(429);
  });
});

describe("reset-link requests", () => {
  it("mail one address at most three times per window, with the same answer every time", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const before = t.outbox().filter((m) => m.to.includes(user.email)).length;
    const answers = new Set<string>();
    for (let i = 0; i < THROTTLE.resetPerEmail + 2; i++) {
      const res = await t.client().post("/api/password-reset/request", { email: user.email });
      expect(res.status).toBe(200);
      answers.add((await res.json()).message);
    }
    expect([...answers]).toEqual([AUTH_MESSAGES.resetRequested]);
    expect(t.outbox().filter((m) => m.to.includes(user.email)).length - before).toBe(
      THROTTLE.resetPerEmail,
    );
  });

  it("tell one client address to wait after too many requests", async () => {
    const client = t.client("192.0.2.200");
    for (let i = 0; i < THROTTLE.resetPerAddress; i++) {
      expect(
        (await client.post("/api/password-reset/request", { email: `vem${i}@example.se` })).status,
      ).toBe(200);
    }
    const res = await client.post("/api/password-reset/request", { email: "en-till@example.se" });
    await expectError(res, 429, AUTH_MESSAGES.tooManyResetRequests(THROTTLE.windowMinutes));
  });
});

describe("concurrent supervisor assignments", () => {
  it("both succeed and leave one consistent assignment", async () => {
    const { client } = await t.signedIn("DIRECTOR");
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const supervisor = await t.createUser({ role: "SUPERVISOR" });
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        client.put(`/api/st-doctors/${doctor.id}/supervisors`, { supervisorIds: [supervisor.id] }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const { doctors } = await (await client.get("/api/st-doctors")).json();
    expect(doctors.find((d: { id: string }) => d.id === doctor.id).supervisorIds).toEqual([
      supervisor.id,
    ]);
  });
});

describe("a NUL character, which PostgreSQL cannot store", () => {
  const NUL = encodeURIComponent("a\u0000b");

  it.each([
    ["PATCH", `/api/users/${NUL}`, { firstName: "Namn" }],
    ["GET", `/api/st-doctors/${NUL}/record`, undefined],
    ["PUT", `/api/st-doctors/${NUL}/supervisors`, { supervisorIds: [] }],
    ["GET", `/api/files/${NUL}`, undefined],
    ["DELETE", `/api/signing-rights/evaluations/${NUL}`, undefined],
    ["DELETE", `/api/st-doctors/{doctorId}/records/course/${NUL}`, undefined],
    ["DELETE", `/api/st-doctors/{doctorId}/certificates/rotation/${NUL}/x`, undefined],
  ])("in a path parameter is an unknown id: %s %s", async (method, path, body) => {
    const { client, user } = await t.signedIn("ADMIN");
    const errorsBefore = errorLog.length;
    const res = await client.request(method, path.replace("{doctorId}", user.id), body);
    await expectError(res, 404, COMMON_MESSAGES.notFound);
    expect(errorLog.slice(errorsBefore)).toEqual([]);
  });

  it.each([
    ["a query value", "GET", `/api/password-reset/status?token=${NUL}`, undefined, "token"],
    [
      "a body string",
      "POST",
      "/api/signing-rights/assessments",
      {
        procedureId: "c4-mps",
        stDoctorId: "a\u0000b",
        evaluationDate: "2025-01-15",
        specialistName: "Dr Matris",
        evaluationResult: "no_changes",
        caseDifficulty: "medium",
        stDoctorConfidence: "would_sign",
      },
      "stDoctorId",
    ],
    [
      "a list item",
      "PUT",
      "/api/st-doctors/{doctorId}/supervisors",
      { supervisorIds: ["\u0000"] },
      "supervisorIds.0",
    ],
    [
      "a password",
      "POST",
      "/api/session/sign-in",
      { email: "a@example.se", password: "x\u0000" },
      "password",
    ],
  ])("in %s is refused with 400 naming the field", async (_name, method, path, body, field) => {
    const { client } = await t.signedIn("ADMIN");
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const errorsBefore = errorLog.length;
    const res = await client.request(method, path.replace("{doctorId}", doctor.id), body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: COMMON_MESSAGES.unstorableCharacter(field),
      code: "BAD_REQUEST",
      field,
    });
    expect(errorLog.slice(errorsBefore)).toEqual([]);
  });

  it("in an uploaded certificate's item id is an unknown item", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const form = new FormData();
    form.append("kind", "rotation");
    form.append("itemId", "a\u0000b");
    form.append("file", new Blob(["%PDF-1.4\n%%EOF\n"], { type: "application/pdf" }), "intyg.pdf");
    const errorsBefore = errorLog.length;
    const res = await client.upload(`/api/st-doctors/${user.id}/files`, form);
    await expectError(res, 404, FILE_MESSAGES.itemNotFound);
    expect(errorLog.slice(errorsBefore)).toEqual([]);
  });
});
