import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../tests/fixtures/test-app";
import { ROLES, type Role } from "../shared/roles";
import {
  accounts,
  auditLog,
  formalities,
  goalCatalogue,
  stProjects,
  supervisorAssignments,
  supervisorMeetings,
  userGoals,
  userProcedures,
  users,
} from "./db/schema";

/**
 * Every API route, for each of the five roles and for a signed-out visitor: the allowed get 2xx,
 * the rest 401/403 and the database (and outbox) are exactly as before.
 */
type Who = Role | "SIGNED_OUT";
const EVERYONE: Who[] = [...ROLES, "SIGNED_OUT"];
const SIGNED_IN: Who[] = [...ROLES];

interface Fixture {
  doctorId: string;
  supervisorId: string;
  ownPassword: string;
}

interface RouteCase {
  name: string;
  allowed: Who[];
  call(client: TestClient, f: Fixture): Promise<Response>;
}

const FOLLOWERS: Who[] = ["SUPERVISOR", "DIRECTOR", "ADMIN"];

const ROUTES: RouteCase[] = [
  { name: "GET /api/session", allowed: SIGNED_IN, call: (c) => c.get("/api/session") },
  {
    name: "POST /api/session/password",
    allowed: SIGNED_IN,
    call: (c, f) =>
      c.post("/api/session/password", {
        currentPassword: f.ownPassword,
        newPassword: "ett-nytt-losen",
        confirmPassword: "ett-nytt-losen",
      }),
  },
  { name: "GET /api/users", allowed: ["ADMIN", "DIRECTOR"], call: (c) => c.get("/api/users") },
  {
    name: "POST /api/users",
    allowed: ["ADMIN", "DIRECTOR"],
    call: (c) =>
      c.post("/api/users", { email: `ny-${crypto.randomUUID()}@example.se`, role: "ST_DOCTOR" }),
  },
  {
    name: "PATCH /api/users/:id",
    allowed: ["ADMIN"],
    call: (c, f) => c.patch(`/api/users/${f.doctorId}`, { firstName: "Nytt" }),
  },
  {
    name: "DELETE /api/users/:id",
    allowed: ["ADMIN"],
    call: (c, f) => c.delete(`/api/users/${f.doctorId}`),
  },
  {
    name: "POST /api/users/:id/password",
    allowed: ["ADMIN", "DIRECTOR"],
    call: (c, f) => c.post(`/api/users/${f.doctorId}/password`, { password: "nytt-losen" }),
  },
  {
    name: "POST /api/users/:id/reset-link",
    allowed: ["ADMIN", "DIRECTOR"],
    call: (c, f) => c.post(`/api/users/${f.doctorId}/reset-link`),
  },
  {
    name: "GET /api/st-doctors",
    allowed: ["ST_DOCTOR", "SUPERVISOR", "DIRECTOR", "ADMIN"],
    call: (c) => c.get("/api/st-doctors"),
  },
  {
    name: "GET /api/supervisors",
    allowed: ["ADMIN", "DIRECTOR"],
    call: (c) => c.get("/api/supervisors"),
  },
  {
    name: "PUT /api/st-doctors/:id/supervisors",
    allowed: ["ADMIN", "DIRECTOR"],
    call: (c, f) =>
      c.put(`/api/st-doctors/${f.doctorId}/supervisors`, { supervisorIds: [f.supervisorId] }),
  },
  // The ST doctor's record. The fixture doctor is never the signed-in user, so an ST_DOCTOR is
  // always looking at someone else's record here (their own is covered in records.test.ts).
  {
    name: "GET /api/st-doctors/:id/record",
    allowed: FOLLOWERS,
    call: (c, f) => c.get(`/api/st-doctors/${f.doctorId}/record`),
  },
  {
    name: "GET /api/st-doctors/:id/history",
    allowed: FOLLOWERS,
    call: (c, f) => c.get(`/api/st-doctors/${f.doctorId}/history`),
  },
  {
    // Choosing the model is a model change: directors and admins only (spec section 4).
    name: "PUT /api/st-doctors/:id/formalities",
    allowed: ["DIRECTOR", "ADMIN"],
    call: (c, f) =>
      c.put(`/api/st-doctors/${f.doctorId}/formalities`, {
        stModel: "2015",
        stStartDate: "2025-01-01",
        stDurationMonths: 60,
        version: 0,
      }),
  },
  {
    name: "PUT /api/st-doctors/:id/goals/:goalId",
    allowed: FOLLOWERS,
    call: (c, f) => c.put(`/api/st-doctors/${f.doctorId}/goals/STa1`, { status: "completed" }),
  },
  {
    name: "PUT /api/st-doctors/:id/procedures/:procedureId",
    allowed: FOLLOWERS,
    call: (c, f) =>
      c.put(`/api/st-doctors/${f.doctorId}/procedures/c4-mps`, { status: "completed" }),
  },
  {
    name: "POST /api/st-doctors/:id/records/:type",
    allowed: FOLLOWERS,
    call: (c, f) =>
      c.post(`/api/st-doctors/${f.doctorId}/records/meeting`, {
        date: "2025-01-01",
        topic: "T",
        supervisor: "S",
        notes: "N",
      }),
  },
  {
    name: "PUT /api/st-doctors/:id/st-project",
    allowed: FOLLOWERS,
    call: (c, f) =>
      c.put(`/api/st-doctors/${f.doctorId}/st-project`, { topic: "Ämne", version: 0 }),
  },
  // The clinic's goal texts: everyone reads them, only an administrator corrects or checks them.
  { name: "GET /api/catalog/goals", allowed: SIGNED_IN, call: (c) => c.get("/api/catalog/goals") },
  {
    name: "PATCH /api/catalog/goals/:id",
    allowed: ["ADMIN"],
    call: (c) => c.patch("/api/catalog/goals/STc14", { title: `Rättad titel ${Date.now()}` }),
  },
  {
    name: "PUT /api/catalog/goals/:id/checked",
    allowed: ["ADMIN"],
    call: (c) => c.put("/api/catalog/goals/STc13/checked", { checked: true }),
  },
  {
    name: "POST /api/st-doctors/:id/reset",
    allowed: [],
    call: (c, f) => c.post(`/api/st-doctors/${f.doctorId}/reset`),
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function snapshot() {
  const db = t.deps.db;
  return JSON.stringify({
    users: await db.select().from(users).orderBy(asc(users.id)),
    accounts: await db
      .select({ userId: accounts.userId, password: accounts.password })
      .from(accounts)
      .orderBy(asc(accounts.userId)),
    assignments: await db
      .select()
      .from(supervisorAssignments)
      .orderBy(asc(supervisorAssignments.stDoctorId)),
    record: [
      await db.select().from(formalities).orderBy(asc(formalities.userId)),
      await db.select().from(userGoals).orderBy(asc(userGoals.userId), asc(userGoals.goalId)),
      await db
        .select()
        .from(userProcedures)
        .orderBy(asc(userProcedures.userId), asc(userProcedures.procedureId)),
      await db.select().from(supervisorMeetings).orderBy(asc(supervisorMeetings.id)),
      await db.select().from(stProjects).orderBy(asc(stProjects.userId)),
    ],
    goals: await db.select().from(goalCatalogue).orderBy(asc(goalCatalogue.id)),
    audit: (await db.select({ id: auditLog.id }).from(auditLog)).length,
    mails: t.outbox().length,
  });
}

describe.each(ROUTES)("$name", (route) => {
  it.each(EVERYONE)("as %s", async (who) => {
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    await t.chooseModel(doctor.id, "2021");
    const supervisor = await t.createUser({ role: "SUPERVISOR" });
    let client = t.client();
    let ownPassword = "inget";
    if (who !== "SIGNED_OUT") {
      const signedIn = await t.signedIn(who);
      client = signedIn.client;
      ownPassword = signedIn.user.password;
    }
    const fixture = { doctorId: doctor.id, supervisorId: supervisor.id, ownPassword };
    const before = await snapshot();
    const res = await route.call(client, fixture);
    if (route.allowed.includes(who)) {
      expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(300);
    } else {
      expect(res.status).toBe(who === "SIGNED_OUT" ? 401 : 403);
      expect((await res.json()).error).toMatch(/\S/);
      expect(await snapshot()).toBe(before);
    }
  });
});
