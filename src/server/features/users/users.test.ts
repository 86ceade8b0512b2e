import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, expectStatus } from "../../../../tests/fixtures/expect-response";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import { USER_MESSAGES } from "../../../shared/messages/users";
import { auditLog, sessions, supervisorAssignments, users } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countUsers = async () => (await t.deps.db.select({ id: users.id }).from(users)).length;

describe("create user", () => {
  it("creates a user with a chosen password who must change it at first sign-in", async () => {
    const { client: admin, user: actor } = await t.signedIn("ADMIN");
    const res = await admin.post("/api/users", {
      email: "  Ny.Lakare@Example.se ",
      firstName: "Ny",
      lastName: "Läkare",
      role: "ST_DOCTOR",
      password: "forsta-losen",
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.user).toMatchObject({
      email: "ny.lakare@example.se",
      displayName: "Ny Läkare",
      role: "ST_DOCTOR",
      isActive: true,
    });
    expect(body.oneTimePassword).toBeUndefined();

    const doctor = t.client();
    const signIn = await doctor.post("/api/session/sign-in", {
      email: "ny.lakare@example.se",
      password: "forsta-losen",
    });
    expect(signIn.status).toBe(200);
    expect((await signIn.json()).user.mustChangePassword).toBe(true);

    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, body.user.id));
    expect(entry).toMatchObject({ actorId: actor.id, action: "create", entity: "user" });
  });

  it("generates a one-time password when none is given, shown once", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const res = await admin.post("/api/users", {
      email: "engang@example.se",
      role: "SUPERVISOR",
      password: "",
    });
    expect(res.status).toBe(201);
    const { oneTimePassword, user } = await res.json();
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9]{12,}$/);
    const list = await (await admin.get("/api/users?search=engang")).json();
    expect(JSON.stringify(list)).not.toContain(oneTimePassword);
    const signIn = await t
      .client()
      .post("/api/session/sign-in", { email: user.email, password: oneTimePassword });
    expect(signIn.status).toBe(200);
  });

  it("lets a director create users but not administrators", async () => {
    const { client: director } = await t.signedIn("DIRECTOR");
    expect(
      (await director.post("/api/users", { email: "fran-sr@example.se", role: "ST_DOCTOR" }))
        .status,
    ).toBe(201);
    const before = await countUsers();
    const res = await director.post("/api/users", { email: "ny-admin@example.se", role: "ADMIN" });
    await expectError(res, 403, USER_MESSAGES.noPermissionAdminRole);
    expect(await countUsers()).toBe(before);
  });

  it.each([
    [{ role: "ST_DOCTOR" }, USER_MESSAGES.emailInvalid],
    [{ email: "inte-adress", role: "ST_DOCTOR" }, USER_MESSAGES.emailInvalid],
    [{ email: "a@example.se", role: "KUNG" }, USER_MESSAGES.roleInvalid],
    [{ email: "a@example.se" }, USER_MESSAGES.roleInvalid],
    [
      { email: "a@example.se", role: "ST_DOCTOR", password: "kort" },
      USER_MESSAGES.passwordRequiredNew,
    ],
    [
      { email: "a@example.se", role: "ST_DOCTOR", firstName: "x".repeat(101) },
      USER_MESSAGES.nameTooLong,
    ],
    [
      { email: "a@example.se", role: "ST_DOCTOR", password: "x".repeat(129) },
      USER_MESSAGES.passwordTooLong,
    ],
  ])("rejects %j with 400 and creates nothing", async (body, message) => {
    const { client: admin } = await t.signedIn("ADMIN");
    const before = await countUsers();
    const res = await admin.post("/api/users", body);
    await expectError(res, 400, message);
    expect(await countUsers()).toBe(before);
  });

  it("rejects a duplicate e-mail, whatever its case, with 409", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const existing = await t.createUser({ role: "ST_DOCTOR" });
    const before = await countUsers();
    const res = await admin.post("/api/users", {
      email: existing.email.toUpperCase(),
      role: "ST_DOCTOR",
    });
    await expectError(res, 409, USER_MESSAGES.emailTaken);
    expect(await countUsers()).toBe(before);
  });
});

describe("list users", () => {
  it("searches by name or e-mail and filters by role, with per-row permissions", async () => {
    const { client: admin, user: me } = await t.signedIn("ADMIN");
    const target = await t.createUser({
      role: "SUPERVISOR",
      firstName: "Sökbar",
      lastName: "Handledare",
    });
    const bySearch = await (await admin.get("/api/users?search=sökbar")).json();
    expect(bySearch.users.map((u: { id: string }) => u.id)).toEqual([target.id]);
    const byRole = await (await admin.get("/api/users?role=ADMIN")).json();
    expect(byRole.users.every((u: { role: string }) => u.role === "ADMIN")).toBe(true);
    const self = byRole.users.find((u: { id: string }) => u.id === me.id);
    expect(self.permissions).toEqual({
      canEdit: true,
      canDelete: false,
      canSetPassword: false,
      canSendReset: false,
      canExport: true,
    });
    expect((await admin.get("/api/users?role=KUNG")).status).toBe(400);
  });

  it("treats % and _ in a search as plain characters", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const res = await (await admin.get(`/api/users?search=${encodeURIComponent("%")}`)).json();
    expect(res.users).toEqual([]);
  });

  it("shows a director which rows they may act on", async () => {
    const { client: director } = await t.signedIn("DIRECTOR");
    const adminUser = await t.createUser({ role: "ADMIN" });
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const { users: rows } = await (await director.get("/api/users?pageSize=100")).json();
    const find = (id: string) => rows.find((u: { id: string }) => u.id === id);
    expect(find(adminUser.id).permissions).toEqual({
      canEdit: false,
      canDelete: false,
      canSetPassword: false,
      canSendReset: false,
      canExport: false,
    });
    expect(find(doctor.id).permissions).toEqual({
      canEdit: false,
      canDelete: false,
      canSetPassword: true,
      canSendReset: true,
      canExport: false,
    });
  });
});

describe("update user", () => {
  it("changes names, e-mail, role and active flag, with an audit entry", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const res = await admin.patch(`/api/users/${user.id}`, {
      firstName: "Ändrad",
      email: "andrad@example.se",
      role: "SUPERVISOR",
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({
      firstName: "Ändrad",
      email: "andrad@example.se",
      role: "SUPERVISOR",
    });
    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, user.id))
      .orderBy(auditLog.seq);
    const update = entries.find((e) => e.action === "update");
    expect(update?.before).toMatchObject({ firstName: user.firstName, role: "ST_DOCTOR" });
    expect(update?.after).toMatchObject({ firstName: "Ändrad", role: "SUPERVISOR" });
  });

  it.each([
    [{}, USER_MESSAGES.nothingToUpdate],
    [{ role: "KUNG" }, USER_MESSAGES.roleInvalid],
    [{ email: "nej" }, USER_MESSAGES.emailInvalid],
    [{ lastName: "y".repeat(101) }, USER_MESSAGES.nameTooLong],
  ])("rejects %j and changes nothing", async (body, message) => {
    const { client: admin } = await t.signedIn("ADMIN");
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const res = await admin.patch(`/api/users/${user.id}`, body);
    await expectError(res, 400, message);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, lastName: user.lastName, role: "ST_DOCTOR" });
  });

  it("rejects an e-mail that another user has", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const a = await t.createUser({ role: "ST_DOCTOR" });
    const b = await t.createUser({ role: "ST_DOCTOR" });
    const res = await admin.patch(`/api/users/${a.id}`, { email: b.email });
    expect(res.status).toBe(409);
  });

  it("answers 404 for an unknown user", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const res = await admin.patch(`/api/users/${crypto.randomUUID()}`, { firstName: "X" });
    await expectError(res, 404, USER_MESSAGES.userNotFound);
  });

  it("does not let an administrator lock themself out", async () => {
    const { client: admin, user } = await t.signedIn("ADMIN");
    expect((await admin.patch(`/api/users/${user.id}`, { isActive: false })).status).toBe(403);
    expect((await admin.patch(`/api/users/${user.id}`, { role: "ST_DOCTOR" })).status).toBe(403);
    expect((await admin.patch(`/api/users/${user.id}`, { firstName: "Egen" })).status).toBe(200);
  });
});

describe("delete user", () => {
  it("removes the account, its sessions and assignments in one go", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const { client: doctorClient, user: doctor } = await t.signedIn("ST_DOCTOR");
    const supervisor = await t.createUser({ role: "SUPERVISOR" });
    await expectStatus(
      admin.put(`/api/st-doctors/${doctor.id}/supervisors`, {
        supervisorIds: [supervisor.id],
      }),
      200,
    );

    const res = await admin.delete(`/api/users/${doctor.id}`);
    expect(res.status).toBe(200);
    expect(await t.deps.db.select().from(users).where(eq(users.id, doctor.id))).toEqual([]);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, doctor.id))).toEqual(
      [],
    );
    expect(
      await t.deps.db
        .select()
        .from(supervisorAssignments)
        .where(eq(supervisorAssignments.stDoctorId, doctor.id)),
    ).toEqual([]);
    expect((await doctorClient.get("/api/session")).status).toBe(401);
    expect(await t.signInStatus({ email: doctor.email, password: doctor.password })).toBe(401);
  });

  it("refuses to delete oneself", async () => {
    const { client: admin, user } = await t.signedIn("ADMIN");
    const res = await admin.delete(`/api/users/${user.id}`);
    await expectError(res, 403, USER_MESSAGES.cannotDeleteSelf);
  });
});

describe("set password and send reset link", () => {
  it("sets another user's password, ends their sessions and asks them to choose their own", async () => {
    const { client: director } = await t.signedIn("DIRECTOR");
    const { client: doctorClient, user: doctor } = await t.signedIn("ST_DOCTOR");
    const res = await director.post(`/api/users/${doctor.id}/password`, { password: "satt-av-sr" });
    expect(res.status).toBe(200);
    expect((await doctorClient.get("/api/session")).status).toBe(401);
    const again = t.client();
    const signIn = await again.post("/api/session/sign-in", {
      email: doctor.email,
      password: "satt-av-sr",
    });
    expect((await signIn.json()).user.mustChangePassword).toBe(true);
  });

  it("rejects a too-short password", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const user = await t.createUser({ role: "ST_DOCTOR" });
    const res = await admin.post(`/api/users/${user.id}/password`, { password: "kort" });
    await expectError(res, 400, USER_MESSAGES.passwordTooShort);
    expect(await t.signInStatus({ email: user.email, password: user.password })).toBe(200);
  });

  it("does not let a director take over an administrator account", async () => {
    const { client: director } = await t.signedIn("DIRECTOR");
    const admin = await t.createUser({ role: "ADMIN" });
    expect(
      (await director.post(`/api/users/${admin.id}/password`, { password: "kapat-konto" })).status,
    ).toBe(403);
    expect((await director.post(`/api/users/${admin.id}/reset-link`)).status).toBe(403);
    expect(await t.signInStatus({ email: admin.email, password: admin.password })).toBe(200);
  });

  it("mails a reset link to the user", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const user = await t.createUser({ role: "SUPERVISOR" });
    const before = t.outbox().length;
    const res = await admin.post(`/api/users/${user.id}/reset-link`);
    expect(res.status).toBe(200);
    const mail = t.outbox()[before];
    expect(mail?.to).toContain(user.email);
    expect(mail?.link).toMatch(/\/reset-password\?token=/);
  });
});

describe("the link mail an administrator sends", () => {
  const SELF_SERVICE = "Någon (förhoppningsvis du)";

  async function sendLink(admin: TestClient, userId: string) {
    const before = t.outbox().length;
    expect((await admin.post(`/api/users/${userId}/reset-link`)).status).toBe(200);
    const mails = t.outbox().slice(before);
    expect(mails).toHaveLength(1);
    return mails[0]!;
  }

  it("welcomes a user whose account was just created, and the link sets their password", async () => {
    const { client: director } = await t.signedIn("DIRECTOR");
    const email = `ny-${crypto.randomUUID()}@example.se`;
    const created = await director.post("/api/users", {
      email,
      firstName: "Nina",
      lastName: "Ny",
      role: "ST_DOCTOR",
    });
    expect(created.status).toBe(201);
    const { user } = (await created.json()) as { user: { id: string } };
    const mail = await sendLink(director, user.id);
    expect(mail.to).toContain(email);
    expect(mail.subject).toBe(AUTH_MESSAGES.newAccountMailSubject);
    expect(mail.text).toContain("Ett konto har skapats åt dig");
    expect(mail.text).not.toContain(SELF_SERVICE);
    expect(mail.autoSubmitted).toBe("auto-generated");

    const token = new URL(mail.link ?? "").searchParams.get("token") ?? "";
    const confirmed = await t.client().post("/api/password-reset/confirm", {
      token,
      newPassword: "mitt-forsta",
      confirmPassword: "mitt-forsta",
    });
    expect(confirmed.status).toBe(200);
    expect(await t.signInStatus({ email, password: "mitt-forsta" })).toBe(200);
  });

  it("tells a user who has an account that the administrator sent it", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const user = await t.createUser({ role: "SUPERVISOR", mustChangePassword: false });
    const mail = await sendLink(admin, user.id);
    expect(mail.subject).toBe(AUTH_MESSAGES.adminResetMailSubject);
    expect(mail.text).toContain("Administratören har skickat");
    expect(mail.text).not.toContain(SELF_SERVICE);
    expect(mail.autoSubmitted).toBe("auto-generated");
  });

  it("does not call an account new once an administrator has set its password", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const user = await t.createUser({ role: "ST_DOCTOR", mustChangePassword: false });
    expect(
      (await admin.post(`/api/users/${user.id}/password`, { password: "satt-av-admin" })).status,
    ).toBe(200);
    const mail = await sendLink(admin, user.id);
    expect(mail.subject).toBe(AUTH_MESSAGES.adminResetMailSubject);
  });
});

describe("supervisor assignment", () => {
  it("assigns and replaces supervisors of an ST doctor", async () => {
    const { client: director } = await t.signedIn("DIRECTOR");
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const s1 = await t.createUser({ role: "SUPERVISOR" });
    const s2 = await t.createUser({ role: "SUPERVISOR" });
    expect(
      await (
        await director.put(`/api/st-doctors/${doctor.id}/supervisors`, {
          supervisorIds: [s1.id, s2.id, s1.id],
        })
      ).json(),
    ).toEqual({ supervisorIds: [s1.id, s2.id], mainSupervisorId: null });
    await director.put(`/api/st-doctors/${doctor.id}/supervisors`, { supervisorIds: [s2.id] });
    const { doctors } = await (await director.get("/api/st-doctors")).json();
    expect(doctors.find((d: { id: string }) => d.id === doctor.id).supervisorIds).toEqual([s2.id]);
    const { supervisors } = await (
      await director.get(`/api/supervisors?search=${encodeURIComponent(s1.email)}`)
    ).json();
    expect(supervisors.map((s: { id: string }) => s.id)).toEqual([s1.id]);
    const assigned = await (await director.get(`/api/st-doctors/${doctor.id}/supervisors`)).json();
    expect(assigned).toEqual({
      supervisors: [
        // The sole supervisor is the main one though none is marked (decision 198).
        { id: s2.id, displayName: `${s2.firstName} ${s2.lastName}`, isActive: true, isMain: true },
      ],
    });
  });

  it("marks one main supervisor, keeps the mark when it is left out, and refuses one not chosen", async () => {
    const { client: director } = await t.signedIn("DIRECTOR");
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const s1 = await t.createUser({ role: "SUPERVISOR" });
    const s2 = await t.createUser({ role: "SUPERVISOR" });
    const s3 = await t.createUser({ role: "SUPERVISOR" });
    const put = (body: object) => director.put(`/api/st-doctors/${doctor.id}/supervisors`, body);
    const mains = async () =>
      (await (await director.get(`/api/st-doctors/${doctor.id}/supervisors`)).json()).supervisors
        .filter((s: { isMain: boolean }) => s.isMain)
        .map((s: { id: string }) => s.id);
    expect(
      await (await put({ supervisorIds: [s1.id, s2.id], mainSupervisorId: s2.id })).json(),
    ).toEqual({ supervisorIds: [s1.id, s2.id], mainSupervisorId: s2.id });
    expect(await mains()).toEqual([s2.id]);
    await put({ supervisorIds: [s2.id, s3.id] });
    expect(await mains()).toEqual([s2.id]);
    await expectError(
      await put({ supervisorIds: [s1.id, s3.id], mainSupervisorId: s2.id }),
      400,
      USER_MESSAGES.mainSupervisorNotAssigned,
    );
    expect(await mains()).toEqual([s2.id]);
    // Two supervisors, none marked: nobody is the main supervisor.
    await put({ supervisorIds: [s1.id, s3.id], mainSupervisorId: null });
    expect(await mains()).toEqual([]);
    const record = await (await director.get(`/api/st-doctors/${doctor.id}/record`)).json();
    expect(record.supervisors.map((s: { isMain: boolean }) => s.isMain)).toEqual([false, false]);
  });

  it("offers supervisors by name, searched, and says when more match than it answers", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const orjan = await t.createUser({
      role: "SUPERVISOR",
      firstName: "Örjan",
      lastName: "Valsökt",
    });
    const asa = await t.createUser({ role: "SUPERVISOR", firstName: "åsa", lastName: "Valsökt" });
    const bo = await t.createUser({ role: "SUPERVISOR", firstName: "Bo", lastName: "Valsökt" });
    await t.createUser({ role: "SUPERVISOR", lastName: "Valsökt", isActive: false });
    const res = await (await admin.get("/api/supervisors?search=VALS%C3%96KT")).json();
    expect(res).toEqual({
      supervisors: [bo, asa, orjan].map((s) => ({
        id: s.id,
        email: s.email,
        displayName: `${s.firstName} ${s.lastName}`,
      })),
      hasMore: false,
    });
    await expectError(
      await admin.get(`/api/supervisors?search=${"x".repeat(201)}`),
      400,
      USER_MESSAGES.searchTooLong,
    );
  });

  it("names an ST doctor's supervisors only for those who assign them, and only for ST doctors", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const supervisor = await t.createUser({ role: "SUPERVISOR" });
    await expectError(
      await admin.get(`/api/st-doctors/${supervisor.id}/supervisors`),
      400,
      USER_MESSAGES.notAnStDoctor,
    );
    await expectError(
      await admin.get("/api/st-doctors/finns-inte/supervisors"),
      404,
      USER_MESSAGES.userNotFound,
    );
  });

  it("accepts only users with role SUPERVISOR and only ST doctors as the target", async () => {
    const { client: admin } = await t.signedIn("ADMIN");
    const doctor = await t.createUser({ role: "ST_DOCTOR" });
    const supervisor = await t.createUser({ role: "SUPERVISOR" });
    const director = await t.createUser({ role: "DIRECTOR" });
    await admin.put(`/api/st-doctors/${doctor.id}/supervisors`, { supervisorIds: [supervisor.id] });
    const bad = await admin.put(`/api/st-doctors/${doctor.id}/supervisors`, {
      supervisorIds: [supervisor.id, director.id],
    });
    await expectError(bad, 400, USER_MESSAGES.notASupervisor);
    const rows = await t.deps.db
      .select()
      .from(supervisorAssignments)
      .where(eq(supervisorAssignments.stDoctorId, doctor.id));
    expect(rows.map((r) => r.supervisorId)).toEqual([supervisor.id]);
    const notDoctor = await admin.put(`/api/st-doctors/${supervisor.id}/supervisors`, {
      supervisorIds: [],
    });
    expect(notDoctor.status).toBe(400);
    expect(
      (await admin.put(`/api/st-doctors/${doctor.id}/supervisors`, { supervisorIds: "x" })).status,
    ).toBe(400);
  });
});

describe("ST doctors visible to each role", () => {
  it("shows an ST doctor only themself and a supervisor every active ST doctor", async () => {
    const { client: doctorClient, user: doctor } = await t.signedIn("ST_DOCTOR");
    await t.createUser({ role: "ST_DOCTOR", isActive: false });
    const mine = await (await doctorClient.get("/api/st-doctors")).json();
    expect(mine.doctors.map((d: { id: string }) => d.id)).toEqual([doctor.id]);
    const { client: supervisor } = await t.signedIn("SUPERVISOR");
    const all = await (await supervisor.get("/api/st-doctors")).json();
    expect(all.doctors.length).toBeGreaterThan(1);
    expect(all.doctors.some((d: { id: string }) => d.id === doctor.id)).toBe(true);
  });
});
