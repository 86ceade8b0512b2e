import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { createTestApp, type TestApp } from "../../../../tests/fixtures/test-app";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { type Database, type Db, openDatabase } from "../../db/client";
import {
  auditLog,
  formalities,
  iupFollowUpDates,
  iupRevisions,
  meetingActions,
  reminderDigests,
  remindersSent,
  supervisorAssignments,
  supervisorMeetings,
  userSettings,
} from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { type Mail, type Mailer, mailMessage } from "../../lib/mail";
import { DIGEST_LEASE_MS, runReminderPass } from "./reminder-pass";
import { remindersOf } from "./reminders.repo";

/**
 * The reminder pass against a real database (decisions 209, 210): two instances on one database,
 * each with its own connections on PostgreSQL, sending each due reminder exactly once; a crash
 * between claim and send; a failed send; reminders turned off.
 */
let t: TestApp;
/** The second instance's database handle: its own pool on PostgreSQL, the same one on PGlite. */
let second: Database | undefined;
let dbB: Db;
const logger = createLogger("silent");
const PUBLIC_URL = "https://st.example.se";

beforeAll(async () => {
  t = await createTestApp();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const result = await t.deps.db.execute(sql`select current_database() as name`);
    const { name } = (result as unknown as { rows: { name: string }[] }).rows[0]!;
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    second = await openDatabase({ databaseUrl: url.toString() });
    dbB = second.db;
  } else {
    dbB = t.deps.db;
  }
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

beforeEach(async () => {
  // Each test's doctors alone: a doctor without the form has no ST period, so no reminder.
  const tables = [
    reminderDigests,
    remindersSent,
    userSettings,
    supervisorMeetings,
    iupRevisions,
    formalities,
  ];
  for (const table of tables) {
    await t.deps.db.delete(table);
  }
});

type Sent = ReturnType<typeof mailMessage> & { instance: string };

/** A mailer that keeps what it sends, named by instance; `behave` can throw or hang instead. */
function recordingMailer(
  instance: string,
  sent: Sent[],
  behave?: (mail: Mail) => Promise<void> | undefined,
): Mailer {
  return {
    async send(mail) {
      const special = behave?.(mail);
      if (special) return special;
      sent.push({ ...mailMessage("st@example.se", mail), instance });
    },
  };
}

/** Noon in Sweden on a day: inside the day whatever the summer time. */
const noon = (day: string) => new Date(`${day}T11:00:00Z`);

async function doctorWithGap(lastMeeting: string | null, supervisorIds: string[]) {
  const doctor = await t.createUser({ role: "ST_DOCTOR", firstName: "Ali", lastName: "Hassan" });
  await t.deps.db
    .insert(formalities)
    .values({ userId: doctor.id, stModel: "2021", stStartDate: "2024-01-01", version: 1 });
  for (const supervisorId of supervisorIds) {
    await t.deps.db.insert(supervisorAssignments).values({ stDoctorId: doctor.id, supervisorId });
  }
  if (lastMeeting) {
    await t.deps.db.insert(supervisorMeetings).values({
      id: crypto.randomUUID(),
      userId: doctor.id,
      date: lastMeeting,
      topic: "Uppföljning",
      supervisor: "Handledare",
      notes: "",
    });
  }
  return doctor;
}

/** Every reminder line in the mails, with its recipient: one per item, state and person. */
const remindedLines = (sent: readonly Sent[]) =>
  sent.flatMap((m) =>
    m.text
      .split("\n")
      .filter((line) => line.startsWith("- "))
      .map((line) => `${m.to} ${line}`),
  );

describe("the reminder pass", () => {
  it("two instances on one database, the clock moved forward: each due reminder is sent exactly once", async () => {
    const s1 = await t.createUser({ role: "SUPERVISOR" });
    const s2 = await t.createUser({ role: "SUPERVISOR" });
    // Limit on 2026-11-29 (three months after the meeting), and one long passed.
    const d1 = await doctorWithGap("2026-08-29", [s1.id, s2.id]);
    const d2 = await doctorWithGap("2026-05-10", [s1.id]);
    const sent: Sent[] = [];
    const a = { db: t.deps.db, mailer: recordingMailer("a", sent), logger, publicUrl: PUBLIC_URL };
    const b = { db: dbB, mailer: recordingMailer("b", sent), logger, publicUrl: PUBLIC_URL };
    for (let day = 22; day <= 30; day++) {
      const date = `2026-11-${String(day).padStart(2, "0")}`;
      // Several passes a day on both instances at once, as their timers would fire.
      for (const hour of ["06", "11", "16"]) {
        const now = new Date(`${date}T${hour}:00:00Z`);
        await Promise.all([
          runReminderPass(a, { now, instanceId: "a" }),
          runReminderPass(b, { now, instanceId: "b" }),
          runReminderPass(a, { now, instanceId: "a2" }),
        ]);
      }
    }
    const lines = remindedLines(sent);
    expect(new Set(lines).size).toBe(lines.length);
    // d2 passed long ago: once, overdue. d1: once a week ahead (22 Nov), once when passed (30 Nov).
    expect(lines.sort()).toEqual(
      [
        `${s1.email} - Ingen handledarträff med Ali Hassan sedan 10 maj 2026: gränsen på 3 månader har passerats.`,
        `${s1.email} - Ingen handledarträff med Ali Hassan sedan 29 aug 2026: gränsen på 3 månader nås 29 nov 2026.`,
        `${s2.email} - Ingen handledarträff med Ali Hassan sedan 29 aug 2026: gränsen på 3 månader nås 29 nov 2026.`,
        `${s1.email} - Ingen handledarträff med Ali Hassan sedan 29 aug 2026: gränsen på 3 månader har passerats.`,
        `${s2.email} - Ingen handledarträff med Ali Hassan sedan 29 aug 2026: gränsen på 3 månader har passerats.`,
      ].sort(),
    );
    // At most one mail per person and day: s1's first digest gathers both doctors.
    const perPersonDay = sent.map((m) => `${m.to} ${m.messageId}`);
    expect(new Set(perPersonDay).size).toBe(sent.length);
    expect(sent.filter((m) => m.to === s1.email)).toHaveLength(2);
    const first = sent.find((m) => m.to === s1.email)!;
    expect(first.subject).toBe("ST-portalen: 2 påminnelser");
    expect(first.text).toContain(`${PUBLIC_URL}/meetings?st=${d1.id}`);
    expect(first.text).toContain(`${PUBLIC_URL}/meetings?st=${d2.id}`);
    expect(first.text).toContain(`${PUBLIC_URL}/profile`);
    expect(first.headers["Auto-Submitted"]).toBe("auto-generated");
    // The doctor hears nothing of a missing meeting: that is the main supervisor's.
    expect(sent.some((m) => m.to === d1.email || m.to === d2.email)).toBe(false);
    // A new meeting ends the reminder: nothing more on the following days.
    await t.deps.db.insert(supervisorMeetings).values({
      id: crypto.randomUUID(),
      userId: d1.id,
      date: "2026-12-01",
      topic: "Uppföljning",
      supervisor: "Handledare",
      notes: "",
    });
    const before = sent.length;
    await runReminderPass(a, { now: noon("2026-12-02"), instanceId: "a" });
    await runReminderPass(b, { now: noon("2026-12-03"), instanceId: "b" });
    expect(sent.length).toBe(before);
  });

  it("a crash between claim and send: once the lease has run out another instance sends it, once", async () => {
    const supervisor = await t.createUser({ role: "SUPERVISOR" });
    await doctorWithGap("2026-05-10", [supervisor.id]);
    const sent: Sent[] = [];
    const now = noon("2026-11-20");
    // Instance a claims and dies before its mail goes out: its send never ends.
    const dead = {
      db: t.deps.db,
      mailer: recordingMailer("a", sent, () => new Promise(() => {})),
      logger,
      publicUrl: PUBLIC_URL,
    };
    const b = { db: dbB, mailer: recordingMailer("b", sent), logger, publicUrl: PUBLIC_URL };
    void runReminderPass(dead, { now, instanceId: "a" });
    await waitFor(async () => (await t.deps.db.select().from(reminderDigests)).length === 1);
    // Within the lease, nobody else takes it.
    expect(
      await runReminderPass(b, { now: new Date(now.getTime() + 60_000), instanceId: "b" }),
    ).toBe(0);
    const later = new Date(now.getTime() + DIGEST_LEASE_MS + 60_000);
    expect(await runReminderPass(b, { now: later, instanceId: "b" })).toBe(1);
    expect(await runReminderPass(b, { now: later, instanceId: "b2" })).toBe(0);
    expect(sent.map((m) => m.instance)).toEqual(["b"]);
    const [digest] = await t.deps.db.select().from(reminderDigests);
    expect(digest).toMatchObject({ claimedBy: "b", attempts: 2 });
    expect(digest?.sentAt).not.toBeNull();
  });

  it("a crash between sending and marking it sent: the mail may go twice, with one Message-ID", async () => {
    const supervisor = await t.createUser({ role: "SUPERVISOR" });
    await doctorWithGap("2026-05-10", [supervisor.id]);
    const sent: Sent[] = [];
    const now = noon("2026-11-20");
    const dying = recordingMailer("a", sent, (mail) => {
      sent.push({ ...mailMessage("st@example.se", mail), instance: "a" });
      return new Promise(() => {});
    });
    void runReminderPass(
      { db: t.deps.db, mailer: dying, logger, publicUrl: PUBLIC_URL },
      { now, instanceId: "a" },
    );
    await waitFor(async () => sent.length === 1);
    const b = { db: dbB, mailer: recordingMailer("b", sent), logger, publicUrl: PUBLIC_URL };
    const later = new Date(now.getTime() + DIGEST_LEASE_MS + 60_000);
    expect(await runReminderPass(b, { now: later, instanceId: "b" })).toBe(1);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.messageId).toBe(`<reminder.${supervisor.id}.2026-11-20@st.example.se>`);
    expect(sent[1]?.messageId).toBe(sent[0]?.messageId);
  });

  it("a send that fails gives the claim back: the next pass sends it, once", async () => {
    const supervisor = await t.createUser({ role: "SUPERVISOR" });
    await doctorWithGap("2026-05-10", [supervisor.id]);
    const sent: Sent[] = [];
    const now = noon("2026-11-20");
    const failing = recordingMailer("a", sent, () => Promise.reject(new Error("SMTP away")));
    const a = { db: t.deps.db, mailer: failing, logger, publicUrl: PUBLIC_URL };
    const b = { db: dbB, mailer: recordingMailer("b", sent), logger, publicUrl: PUBLIC_URL };
    expect(await runReminderPass(a, { now, instanceId: "a" })).toBe(0);
    expect(await t.deps.db.select().from(remindersSent)).toEqual([]);
    expect(await runReminderPass(b, { now, instanceId: "b" })).toBe(1);
    expect(await runReminderPass(b, { now: noon("2026-11-21"), instanceId: "b" })).toBe(0);
    expect(sent).toHaveLength(1);
    // What the person's data export shows of it.
    const exported = await remindersOf(t.deps.db, supervisor.id);
    expect(exported.mails).toMatchObject([{ day: "2026-11-20", items: [{ state: "overdue" }] }]);
  });

  it("a mail refused again and again is tried five times in a day, and again the next day", async () => {
    const supervisor = await t.createUser({ role: "SUPERVISOR" });
    await doctorWithGap("2026-05-10", [supervisor.id]);
    let tries = 0;
    const refusing = recordingMailer("a", [], () => {
      tries += 1;
      return Promise.reject(new Error("550 no such user"));
    });
    const a = { db: t.deps.db, mailer: refusing, logger, publicUrl: PUBLIC_URL };
    for (let i = 0; i < 8; i++)
      await runReminderPass(a, { now: noon("2026-11-20"), instanceId: "a" });
    expect(tries).toBe(5);
    await runReminderPass(a, { now: noon("2026-11-21"), instanceId: "a" });
    expect(tries).toBe(6);
  });

  it("turned off on Min Profil: no reminders to that person, the others still get theirs", async () => {
    const off = await t.signedIn("SUPERVISOR");
    const on = await t.createUser({ role: "SUPERVISOR" });
    await doctorWithGap("2026-05-10", [off.user.id, on.id]);
    const res = await off.client.put("/api/account/reminder-settings", {
      remindersEnabled: false,
      version: 0,
    });
    expect(res.status).toBe(200);
    const sent: Sent[] = [];
    const a = { db: t.deps.db, mailer: recordingMailer("a", sent), logger, publicUrl: PUBLIC_URL };
    await runReminderPass(a, { now: noon("2026-11-20"), instanceId: "a" });
    await runReminderPass(a, { now: noon("2026-11-21"), instanceId: "a" });
    expect(sent.map((m) => m.to)).toEqual([on.email]);
    // Turned on again: what is still due arrives with the next day's digest.
    await off.client.put("/api/account/reminder-settings", { remindersEnabled: true, version: 1 });
    await runReminderPass(a, { now: noon("2026-11-22"), instanceId: "a" });
    expect(sent.map((m) => m.to)).toEqual([on.email, off.user.email]);
  });

  it("an agreed action: the doctor and the supervisor hear of it a week ahead and when it has passed, once each", async () => {
    const supervisor = await t.createUser({ role: "SUPERVISOR" });
    const doctor = await doctorWithGap("2026-11-10", [supervisor.id]);
    const [meeting] = await t.deps.db
      .select({ id: supervisorMeetings.id })
      .from(supervisorMeetings)
      .where(eq(supervisorMeetings.userId, doctor.id));
    const action = (what: string, doneOn: string | null) => ({
      id: crypto.randomUUID(),
      userId: doctor.id,
      meetingId: meeting!.id,
      position: 0,
      what,
      owner: "ST-läkare",
      dueDate: "2026-11-25",
      doneOn,
    });
    await t.deps.db
      .insert(meetingActions)
      .values([action("Boka strålskyddskursen", null), action("Läsa PM", "2026-11-12")]);
    const sent: Sent[] = [];
    const a = { db: t.deps.db, mailer: recordingMailer("a", sent), logger, publicUrl: PUBLIC_URL };
    for (let day = 14; day <= 30; day++) {
      await runReminderPass(a, { now: noon(`2026-11-${day}`), instanceId: "a" });
    }
    const due = "”Boka strålskyddskursen” ska vara klar senast 25 nov 2026.";
    const passed = "”Boka strålskyddskursen” skulle vara klar 25 nov 2026.";
    const line = (to: string, what: string) =>
      `${to} - Överenskommen åtgärd för Ali Hassan (ST-läkare): ${what}`;
    expect(remindedLines(sent).sort()).toEqual(
      [
        line(doctor.email, due),
        line(supervisor.email, due),
        line(doctor.email, passed),
        line(supervisor.email, passed),
      ].sort(),
    );
    // Two mails each (18 Nov, a week ahead; 26 Nov, passed); the action done on time: none.
    expect(sent).toHaveLength(4);
    expect(sent.every((m) => m.text.includes(`${PUBLIC_URL}/meetings?st=${doctor.id}`))).toBe(true);
  });

  it("an IUP follow-up goes to the doctor and the main supervisor alone; a new revision replaces its dates", async () => {
    const main = await t.createUser({ role: "SUPERVISOR" });
    const other = await t.createUser({ role: "SUPERVISOR" });
    const doctor = await doctorWithGap("2026-11-10", [main.id, other.id]);
    await t.deps.db
      .update(supervisorAssignments)
      .set({ isMain: true })
      .where(eq(supervisorAssignments.supervisorId, main.id));
    const revision = async (number: number, date: string, followUp: string) => {
      const id = crypto.randomUUID();
      await t.deps.db.insert(iupRevisions).values({
        id,
        stDoctorId: doctor.id,
        number,
        revisionDate: date,
        authorName: "Karin Holm",
      });
      await t.deps.db
        .insert(iupFollowUpDates)
        .values({ revisionId: id, stDoctorId: doctor.id, followUpDate: followUp });
    };
    await revision(1, "2026-10-01", "2026-11-25");
    const sent: Sent[] = [];
    const a = { db: t.deps.db, mailer: recordingMailer("a", sent), logger, publicUrl: PUBLIC_URL };
    for (let day = 16; day <= 20; day++) {
      await runReminderPass(a, { now: noon(`2026-11-${day}`), instanceId: "a" });
    }
    const soon = "Uppföljning av IUP:n för Ali Hassan är överenskommen till 25 nov 2026.";
    expect(remindedLines(sent).sort()).toEqual(
      [`${doctor.email} - ${soon}`, `${main.email} - ${soon}`].sort(),
    );
    expect(sent[0]!.text).toContain(`${PUBLIC_URL}/iup?st=${doctor.id}`);
    // Revision 2 on the 21st moves the follow-up: the old date never shows as passed.
    await revision(2, "2026-11-21", "2027-02-01");
    for (let day = 21; day <= 30; day++) {
      await runReminderPass(a, { now: noon(`2026-11-${day}`), instanceId: "a" });
    }
    expect(sent).toHaveLength(2);
    expect(sent.some((m) => m.to === other.email)).toBe(false);
  });

  it("an inactive supervisor gets none", async () => {
    const inactive = await t.createUser({ role: "SUPERVISOR", isActive: false });
    await doctorWithGap("2026-05-10", [inactive.id]);
    const sent: Sent[] = [];
    const a = { db: t.deps.db, mailer: recordingMailer("a", sent), logger, publicUrl: PUBLIC_URL };
    expect(await runReminderPass(a, { now: noon("2026-11-20"), instanceId: "a" })).toBe(0);
  });
});

describe("the reminder setting (Min Profil)", () => {
  it("is on until turned off, only one's own, audited, and a stale save is refused", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const initial = await client.get("/api/account/reminder-settings");
    expect(await initial.json()).toEqual({ remindersEnabled: true, version: 0 });
    const off = await client.put("/api/account/reminder-settings", {
      remindersEnabled: false,
      version: 0,
    });
    expect(await off.json()).toEqual({
      settings: { remindersEnabled: false, version: 1 },
      message: "E-postpåminnelser är avstängda.",
    });
    // Another tab still at version 0: refused, nothing changed.
    await expectError(
      await client.put("/api/account/reminder-settings", { remindersEnabled: true, version: 0 }),
      409,
      RECORD_MESSAGES.staleWrite,
    );
    expect(await (await client.get("/api/account/reminder-settings")).json()).toEqual({
      remindersEnabled: false,
      version: 1,
    });
    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "user-settings"));
    expect(entries.filter((e) => e.actorId === user.id)).toEqual([
      expect.objectContaining({
        action: "create",
        subjectUserId: user.id,
        after: { remindersEnabled: false },
      }),
    ]);
  });

  it.each([
    ["no version", { remindersEnabled: false }],
    ["a text for the choice", { remindersEnabled: "nej", version: 0 }],
    ["a negative version", { remindersEnabled: false, version: -1 }],
  ])("refuses %s with 400 and changes nothing", async (_name, body) => {
    const { client, user } = await t.signedIn("SUPERVISOR");
    const res = await client.put("/api/account/reminder-settings", body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/\p{L}/u);
    expect(
      await t.deps.db.select().from(userSettings).where(eq(userSettings.userId, user.id)),
    ).toEqual([]);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((done) => setTimeout(done, 10));
  }
}
