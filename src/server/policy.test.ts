import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "../shared/roles";
import { type Action, can, decide } from "./policy";

const actor = (role: Role, id = "actor") => ({ id, role });
const doctor = { id: "doctor", role: "ST_DOCTOR" as const };
const admin = { id: "admin", role: "ADMIN" as const };
const review = { id: "review", role: "SPECIALIST" as const, isReviewAccount: true };

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
  ["edit the examination and goal catalogues", { type: "catalog:edit" }, ["ADMIN"]],
  ["read the goal texts", { type: "curriculum:read" }, [...ROLES]],
];

describe.each(TABLE)("%s", (_name, action, allowed) => {
  it.each(ROLES)("for %s", (role) => {
    expect(can(actor(role), action)).toBe(allowed.includes(role));
  });
});

describe("own records and own account", () => {
  it("lets an ST doctor view and edit their own record only", () => {
    expect(can(actor("ST_DOCTOR", "me"), { type: "doctor:view", doctorId: "me" })).toBe(true);
    expect(can(actor("ST_DOCTOR", "me"), { type: "doctor:edit", doctorId: "me" })).toBe(true);
    expect(can(actor("SPECIALIST", "me"), { type: "doctor:view", doctorId: "me" })).toBe(false);
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
