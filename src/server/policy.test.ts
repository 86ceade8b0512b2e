import { and, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "../../scripts/all-routes";
import { openTestDatabase } from "../../tests/fixtures/test-database";
import { SPECIALTY_MESSAGES } from "../shared/messages/specialties";
import { POLICY_ACTIONS, type PolicyActionType } from "../shared/policy-actions";
import { DOCTOR_PAGES, GENERAL_PAGES, ROLES, type Role } from "../shared/roles";
import type { Database, Db } from "./db/client";
import { clinicMemberships, clinics, users } from "./db/schema";
import { listDoctorsFor } from "./features/users/users.service";
import type { AppError } from "./lib/errors";
import {
  type Action,
  accessibleDoctorsWhere,
  can,
  type DoctorAccess,
  decide,
  decideByRole,
  requireDoctorAccess,
} from "./policy";

const actor = (role: Role, id = "actor") => ({ id, role });
const doctor = { id: "doctor", role: "ST_DOCTOR" as const };
const admin = { id: "admin", role: "ADMIN" as const };
const review = { id: "review", role: "SPECIALIST" as const, isReviewAccount: true };

const FOLLOW: Role[] = ["SUPERVISOR", "DIRECTOR", "ADMIN"];

/** Expected allowed roles per action, role by role. */
const TABLE: [string, Action, Role[]][] = [
  ["list users", { type: "users:list" }, ["DIRECTOR", "ADMIN"]],
  ["create an ST doctor", { type: "users:create", role: "ST_DOCTOR" }, ["DIRECTOR", "ADMIN"]],
  ["create an admin", { type: "users:create", role: "ADMIN" }, ["ADMIN"]],
  ["edit a user", { type: "users:update", target: doctor, changes: {} }, ["ADMIN"]],
  ["delete a user", { type: "users:delete", target: doctor }, ["ADMIN"]],
  [
    "set a doctor's password",
    { type: "users:set-password", target: doctor },
    ["DIRECTOR", "ADMIN"],
  ],
  ["set an admin's password", { type: "users:set-password", target: admin }, ["ADMIN"]],
  ["set the review password", { type: "users:set-password", target: review }, ["ADMIN"]],
  ["send the review account a reset link", { type: "users:send-reset", target: review }, ["ADMIN"]],
  [
    "create the review account",
    { type: "users:create", role: "SPECIALIST", isReviewAccount: true },
    ["ADMIN"],
  ],
  [
    "change the review password from the profile",
    { type: "password:change-own", isReviewAccount: true },
    [],
  ],
  [
    "change one's own password",
    { type: "password:change-own", isReviewAccount: false },
    [...ROLES],
  ],
  [
    "send a doctor a reset link",
    { type: "users:send-reset", target: doctor },
    ["DIRECTOR", "ADMIN"],
  ],
  ["list ST doctors", { type: "doctors:list" }, ["ST_DOCTOR", "SUPERVISOR", "DIRECTOR", "ADMIN"]],
  [
    "view another doctor's record",
    { type: "doctor:view", doctorId: "someone-else" },
    ["SUPERVISOR", "DIRECTOR", "ADMIN"],
  ],
  [
    "edit another doctor's record",
    { type: "doctor:edit", doctorId: "someone-else" },
    ["SUPERVISOR", "DIRECTOR", "ADMIN"],
  ],
  ["assign supervisors", { type: "supervisors:assign", doctorId: "doctor" }, ["DIRECTOR", "ADMIN"]],
  [
    "use signing rights",
    { type: "signing-rights:use" },
    ["SPECIALIST", "SUPERVISOR", "DIRECTOR", "ADMIN"],
  ],
  ["close or cancel an evaluation", { type: "signing-rights:close" }, FOLLOW],
  ["record a final decision", { type: "signing-rights:decide" }, FOLLOW],
  ["delete an evaluation", { type: "signing-rights:delete" }, ["ADMIN"]],
  ["see the assessors' calibration", { type: "signing-rights:calibration" }, ["DIRECTOR", "ADMIN"]],
  ["see the cohort of ST doctors", { type: "cohort:view" }, FOLLOW],
  ["read the early-warning limits", { type: "warning-settings:read" }, [...ROLES]],
  ["change the early-warning limits", { type: "warning-settings:edit" }, ["ADMIN"]],
  ["open the cohort page", { type: "page:open", page: "cohort" }, FOLLOW],
  ["edit the examination and goal catalogues", { type: "catalog:edit" }, ["ADMIN"]],
  ["upload Socialstyrelsen's blank forms", { type: "certificate-forms:manage" }, ["ADMIN"]],
  ["read the goal texts", { type: "curriculum:read" }, [...ROLES]],
  [
    "acknowledge an IUP as another doctor's main supervisor",
    { type: "iup:acknowledge", doctorId: "someone-else", mainSupervisorId: "actor" },
    // A director or administrator is never assigned as a supervisor, so never the main one.
    ["SUPERVISOR"],
  ],
  [
    "acknowledge one's own IUP",
    { type: "iup:acknowledge", doctorId: "actor", mainSupervisorId: null },
    ["ST_DOCTOR"],
  ],
  [
    "acknowledge an IUP of a doctor one is not main supervisor of",
    { type: "iup:acknowledge", doctorId: "someone-else", mainSupervisorId: "another" },
    [],
  ],
  ["open a record page", { type: "page:open", page: "history" }, ["ST_DOCTOR", ...FOLLOW]],
  [
    "open signing rights",
    { type: "page:open", page: "signing-rights-assessment" },
    ["SPECIALIST", ...FOLLOW],
  ],
  ["open the director panel", { type: "page:open", page: "director" }, ["DIRECTOR"]],
  ["open the catalogue", { type: "page:open", page: "catalog" }, ["ADMIN"]],
  [
    "change another doctor's locked model",
    {
      type: "record:change-model",
      doctorId: "someone-else",
      currentModel: "2021",
      hasActivity: true,
    },
    ["DIRECTOR", "ADMIN"],
  ],
  [
    "change the specialty of another doctor's record without progress",
    { type: "record:change-specialty", doctorId: "someone-else", hasActivity: false },
    ["DIRECTOR", "ADMIN"],
  ],
  [
    "change the specialty of another doctor's record with progress",
    { type: "record:change-specialty", doctorId: "someone-else", hasActivity: true },
    [],
  ],
  ["manage one's own calendar feed", { type: "calendar-feed:manage" }, ["ST_DOCTOR"]],
  [
    "turn one's own reminders off",
    { type: "reminder-settings:manage", userId: "actor" },
    [...ROLES],
  ],
  ["turn someone else's reminders off", { type: "reminder-settings:manage", userId: "doctor" }, []],
  ["export a doctor's data", { type: "data-export:read", target: doctor }, ["ADMIN"]],
  [
    "record a structured assessment of another doctor",
    { type: "structured-assessments:record", doctorId: "someone-else" },
    ["SPECIALIST", ...FOLLOW],
  ],
  [
    "change a structured assessment someone else recorded",
    { type: "structured-assessments:change", doctorId: "someone-else", recordedBy: "other" },
    FOLLOW,
  ],
  ["export an administrator's data", { type: "data-export:read", target: admin }, ["ADMIN"]],
  [
    "ask for an assessment by link for a doctor one does not supervise",
    { type: "assessment-links:request", doctorId: "someone-else", supervisesDoctor: false },
    ["DIRECTOR", "ADMIN"],
  ],
  [
    "ask for an assessment by link for a doctor one supervises",
    { type: "assessment-links:request", doctorId: "someone-else", supervisesDoctor: true },
    FOLLOW,
  ],
  ["list the clinics", { type: "clinics:list" }, ["DIRECTOR", "ADMIN"]],
  [
    "manage clinics as a region administrator",
    { type: "clinics:manage", regionWide: true },
    [...ROLES],
  ],
  ["manage clinics without being one", { type: "clinics:manage", regionWide: false }, []],
  [
    "move a doctor as a region administrator",
    { type: "doctor:move", regionWide: true, adminOfBoth: false },
    ["SUPERVISOR", "DIRECTOR", "ADMIN", "SPECIALIST"],
  ],
  [
    "move a doctor as an administrator of both clinics",
    { type: "doctor:move", regionWide: false, adminOfBoth: true },
    ["ADMIN"],
  ],
  [
    "move a doctor as a member of only one clinic",
    { type: "doctor:move", regionWide: false, adminOfBoth: false },
    [],
  ],
  [
    "edit a clinic's standard plan as a region administrator",
    { type: "plan-template:edit", regionWide: true, memberOfClinic: false },
    [...ROLES],
  ],
  [
    "edit the standard plan of one's own clinic",
    { type: "plan-template:edit", regionWide: false, memberOfClinic: true },
    ["DIRECTOR", "ADMIN"],
  ],
  [
    "edit the standard plan of another clinic",
    { type: "plan-template:edit", regionWide: false, memberOfClinic: false },
    [],
  ],
];

describe.each(TABLE)("%s", (_name, action, allowed) => {
  it.each(ROLES)("for %s", (role) => {
    expect(can(actor(role), action)).toBe(allowed.includes(role));
  });
});

/**
 * The actions as they reach the policy for an actor with id "me": the table's, and the same about
 * the actor's own record and account, so that every target a role could name is tried.
 */
function samplesFor(role: Role): Action[] {
  const self = { id: "me", role };
  return [
    ...TABLE.map(([, action]) => action),
    ...ROLES.map((r) => ({ type: "users:create" as const, role: r })),
    { type: "users:update", target: self, changes: {} },
    { type: "users:delete", target: self },
    { type: "users:set-password", target: self },
    { type: "users:send-reset", target: self },
    { type: "doctor:view", doctorId: "me" },
    { type: "doctor:edit", doctorId: "me" },
    { type: "record:reset", doctorId: "me" },
    { type: "record:reset", doctorId: "someone-else" },
    { type: "record:change-model", doctorId: "me", currentModel: "2015", hasActivity: false },
    { type: "record:change-specialty", doctorId: "me", hasActivity: false },
    { type: "supervisors:list" },
    { type: "supervisors:assign", doctorId: "me" },
    ...[...DOCTOR_PAGES, ...GENERAL_PAGES].map((page) => ({ type: "page:open" as const, page })),
    { type: "data-export:read", target: self },
    { type: "reminder-settings:manage", userId: "me" },
    { type: "structured-assessments:record", doctorId: "me" },
    { type: "structured-assessments:change", doctorId: "me", recordedBy: "me" },
    { type: "iup:acknowledge", doctorId: "me", mainSupervisorId: null },
    { type: "iup:acknowledge", doctorId: "someone-else", mainSupervisorId: "me" },
    { type: "assessment-links:request", doctorId: "me", supervisesDoctor: false },
  ];
}

describe("the part a route checks, by role alone (decision 185)", () => {
  it("has examples of every action", () => {
    const tried = new Set(ROLES.flatMap((role) => samplesFor(role).map((a) => a.type)));
    expect([...tried].sort()).toEqual([...POLICY_ACTIONS].sort());
  });

  it.each(ROLES)(
    "never refuses %s what the whole rule allows, and refuses with its reason",
    (role) => {
      const actor = { id: "me", role };
      for (const action of samplesFor(role)) {
        const byRole = decideByRole(role, action.type);
        const whole = decide(actor, action);
        if (whole.allowed) expect(byRole, JSON.stringify(action)).toEqual({ allowed: true });
        if (!byRole.allowed) expect(whole, JSON.stringify(action)).toEqual(byRole);
      }
    },
  );

  // The roles a route's reference lists are the ones some record or account lets through.
  const named = [...new Set(API_ROUTES.map((r) => r.permission))].filter(
    (p): p is PolicyActionType => p !== "public" && p !== "session",
  );
  it.each(named)("lets through only roles that %s allows for some target", (type) => {
    for (const role of ROLES) {
      if (!decideByRole(role, type).allowed) continue;
      const actor = { id: "me", role };
      const somewhere = samplesFor(role).some((a) => a.type === type && can(actor, a));
      expect(somewhere, role).toBe(true);
    }
  });
});

describe("own records and own account", () => {
  it("lets an ST doctor view and edit their own record only", () => {
    expect(can(actor("ST_DOCTOR", "me"), { type: "doctor:view", doctorId: "me" })).toBe(true);
    expect(can(actor("ST_DOCTOR", "me"), { type: "doctor:edit", doctorId: "me" })).toBe(true);
    expect(can(actor("SPECIALIST", "me"), { type: "doctor:view", doctorId: "me" })).toBe(false);
  });

  it("lets the ST doctor record structured assessments in their own record and change their own", () => {
    const me = actor("ST_DOCTOR", "me");
    expect(can(me, { type: "structured-assessments:record", doctorId: "me" })).toBe(true);
    const change = (recordedBy: string | null) =>
      can(me, { type: "structured-assessments:change", doctorId: "me", recordedBy });
    expect(change("me")).toBe(true);
    expect(change("supervisor")).toBe(false);
    const specialist = actor("SPECIALIST", "me");
    expect(
      can(specialist, { type: "structured-assessments:change", doctorId: "d", recordedBy: "me" }),
    ).toBe(true);
  });

  it("lets the ST doctor change their own model only while it is unlocked", () => {
    const change = (hasActivity: boolean) =>
      decide(actor("ST_DOCTOR", "me"), {
        type: "record:change-model",
        doctorId: "me",
        currentModel: "2015",
        hasActivity,
      });
    expect(change(false)).toEqual({ allowed: true });
    expect(change(true)).toMatchObject({ allowed: false });
  });

  it("locks the specialty once there is progress, for the doctor and the director alike", () => {
    for (const role of ["ST_DOCTOR", "DIRECTOR", "ADMIN"] as const) {
      const change = (hasActivity: boolean) =>
        decide(actor(role, "me"), { type: "record:change-specialty", doctorId: "me", hasActivity });
      expect(change(false)).toEqual({ allowed: true });
      expect(change(true)).toEqual({ allowed: false, reason: SPECIALTY_MESSAGES.specialtyLocked });
    }
  });

  it("lets everyone export their own data, and only an administrator anyone else's", () => {
    for (const role of ROLES) {
      const self = actor(role, "me");
      expect(can(self, { type: "data-export:read", target: { id: "me", role } })).toBe(true);
      expect(can(self, { type: "data-export:read", target: { ...doctor, id: "other" } })).toBe(
        role === "ADMIN",
      );
    }
  });

  it("lets only the ST doctor reset their own profile", () => {
    expect(can(actor("ST_DOCTOR", "me"), { type: "record:reset", doctorId: "me" })).toBe(true);
    for (const role of ROLES) {
      expect(can(actor(role, "other"), { type: "record:reset", doctorId: "me" })).toBe(false);
    }
  });

  it("sends one's own password through the normal change, not the admin action", () => {
    const self = { id: "admin", role: "ADMIN" as const };
    expect(can(self, { type: "users:set-password", target: self })).toBe(false);
    expect(can(self, { type: "users:delete", target: self })).toBe(false);
    expect(can(self, { type: "users:update", target: self, changes: { isActive: false } })).toBe(
      false,
    );
    expect(can(self, { type: "users:update", target: self, changes: { role: "ST_DOCTOR" } })).toBe(
      false,
    );
    expect(can(self, { type: "users:update", target: self, changes: { role: "ADMIN" } })).toBe(
      true,
    );
  });

  it("gives the spec's reasons", () => {
    const denied = decide(actor("SUPERVISOR"), { type: "users:create", role: "ST_DOCTOR" });
    expect(denied).toEqual({
      allowed: false,
      reason: "Du har inte behörighet att skapa nya användare",
    });
    expect(decide(actor("ST_DOCTOR"), { type: "users:set-password", target: admin })).toEqual({
      allowed: false,
      reason: "Du har inte behörighet att sätta lösenord för andra användare",
    });
    expect(decide(actor("SPECIALIST"), { type: "users:send-reset", target: doctor })).toEqual({
      allowed: false,
      reason: "Du har inte behörighet att återställa lösenord för andra användare",
    });
  });
});

describe("access by ST doctor, against the database", () => {
  let database: Database;
  // One account per role; the ST doctor's own record, another ST doctor's, and an inactive one.
  const ids = Object.fromEntries(ROLES.map((r) => [r, `actor-${r}`])) as Record<Role, string>;
  const own = ids.ST_DOCTOR;
  const other = "doctor-other";
  const inactive = "doctor-inactive";
  const unknown = "no-such-user";
  // An ST doctor of another clinic: out of every follower's scope, answered as an unknown id.
  const far = "doctor-far";
  const ACCESS: DoctorAccess[] = ["view", "edit"];
  const FOLLOWERS: Role[] = ["SUPERVISOR", "DIRECTOR", "ADMIN"];

  beforeAll(async () => {
    database = await openTestDatabase();
    const row = (id: string, role: Role, isActive = true) => ({
      id,
      role,
      isActive,
      name: id,
      email: `${id}@example.se`,
    });
    await database.db.insert(clinics).values([
      { id: "near", name: "Lund" },
      { id: "away", name: "Malmö" },
    ]);
    const inClinic = (clinicId: string) => (r: ReturnType<typeof row>) => ({
      ...r,
      clinicId: r.role === "ST_DOCTOR" ? clinicId : null,
    });
    await database.db
      .insert(users)
      .values([
        ...[...ROLES.map((r) => row(ids[r], r)), row(other, "ST_DOCTOR")].map(inClinic("near")),
        inClinic("near")(row(inactive, "ST_DOCTOR", false)),
        inClinic("away")(row(far, "ST_DOCTOR")),
      ]);
    await database.db
      .insert(clinicMemberships)
      .values(
        ROLES.filter((r) => r !== "ST_DOCTOR").map((r) => ({ userId: ids[r], clinicId: "near" })),
      );
  });
  afterAll(() => database.close());

  /** What the actor may reach among own/other doctor, as today's `decide` answers one by one. */
  const expected = (role: Role, doctorId: string) =>
    FOLLOWERS.includes(role) || (role === "ST_DOCTOR" && doctorId === own);

  describe.each(ACCESS)("%s", (access) => {
    it.each(ROLES)("one doctor at a time, for %s", async (role) => {
      const actor = { id: ids[role], role };
      for (const doctorId of [own, other]) {
        const call = requireDoctorAccess(database.db, actor, access, doctorId);
        if (expected(role, doctorId)) {
          expect((await call).id).toBe(doctorId);
        } else {
          await expect(call).rejects.toMatchObject({ status: 403 });
        }
        expect(can(actor, { type: `doctor:${access}`, doctorId })).toBe(expected(role, doctorId));
      }
      // Another clinic's doctor: for a follower exactly as an unknown id (decision 231).
      const farCall = requireDoctorAccess(database.db, actor, access, far);
      await expect(farCall).rejects.toMatchObject({
        status: FOLLOWERS.includes(role) ? 404 : 403,
      });
    });

    it.each(ROLES)("a list's SQL condition keeps the same doctors, for %s", async (role) => {
      const actor = { id: ids[role], role };
      const asked = [own, other, inactive, unknown, far, ids.SUPERVISOR];
      const rows = await database.db
        .select({ id: users.id })
        .from(users)
        .where(and(accessibleDoctorsWhere(actor, access), inArray(users.id, asked)));
      const wanted = [own, other, inactive].filter((id) => expected(role, id));
      expect(rows.map((r) => r.id).sort()).toEqual(wanted.sort());
    });
  });

  it("answers 404 for an id in scope that is no ST doctor, 403 for one out of scope", async () => {
    const status = (role: Role, doctorId: string) =>
      requireDoctorAccess(database.db, { id: ids[role], role }, "view", doctorId).then(
        () => 200,
        (e: AppError) => e.status,
      );
    expect(await status("SUPERVISOR", unknown)).toBe(404);
    expect(await status("SUPERVISOR", ids.DIRECTOR)).toBe(404);
    expect(await status("ST_DOCTOR", unknown)).toBe(403);
    expect(await status("SPECIALIST", unknown)).toBe(403);
    expect(await status("SUPERVISOR", inactive)).toBe(200);
  });

  /** A db whose query builders are counted: every statement starts with one of these calls. */
  function counting(db: Db) {
    let queries = 0;
    const starts = new Set(["select", "selectDistinct", "execute", "insert", "update", "delete"]);
    const proxy = new Proxy(db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (typeof prop !== "string" || !starts.has(prop) || typeof value !== "function")
          return value;
        return (...args: unknown[]) => {
          queries++;
          return value.apply(target, args);
        };
      },
    });
    return { db: proxy, queries: () => queries };
  }

  it.each(ROLES)("filters the ST doctor list for %s in its one query", async (role) => {
    const actor = {
      id: ids[role],
      role,
      email: "",
      firstName: "",
      lastName: "",
      mustChangePassword: false,
    };
    const { db, queries } = counting(database.db);
    // One query: the doctors, each with its supervisors' ids. The route refuses a specialist
    // before this runs (its definition names doctors:list); the list's own condition holds none.
    const { doctors } = await listDoctorsFor(db, actor);
    expect(queries()).toBe(1);
    const expectedIds = role === "SPECIALIST" ? [] : role === "ST_DOCTOR" ? [own] : [own, other];
    expect(
      doctors
        .map((d) => d.id)
        .filter((id) => id === own || id === other)
        .sort(),
    ).toEqual(expectedIds.sort());
    expect(doctors.map((d) => d.id)).not.toContain(inactive);
    expect(doctors.map((d) => d.id)).not.toContain(far);
  });
});
