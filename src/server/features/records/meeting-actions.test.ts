import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import {
  MEETING_ACTION_MESSAGES as A,
  MAX_ACTIONS_PER_MEETING,
} from "../../../shared/messages/meeting-actions";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { isoDateInTimeZone } from "../../../shared/rules/dates";
import type { TDoctorRecord } from "../../../shared/schemas/doctor-record";
import { auditLog, meetingActions } from "../../db/schema";
import { listOpenActionsDue } from ".";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => isoDateInTimeZone(new Date());
const meetingsOf = async (client: TestClient, doctorId: string) => {
  const res = await client.get(`/api/st-doctors/${doctorId}/record`);
  expect(res.status).toBe(200);
  return ((await res.json()) as TDoctorRecord).meetings;
};
const meeting = (overrides: Record<string, unknown> = {}) => ({
  date: "2026-01-10",
  topic: "Uppföljning",
  supervisor: "Karin Holm",
  notes: "Gick igenom planen",
  agenda: "1. Kurser\n2. Randningar",
  actions: [
    { what: "Anmäla sig till kursen", owner: "ST-läkare", dueDate: "2026-02-01" },
    { what: "Boka randning", owner: "Handledare", dueDate: "2026-03-01" },
  ],
  ...overrides,
});
const action = (what: string, owner = "ST-läkare", dueDate = "2026-02-01") => ({
  what,
  owner,
  dueDate,
});

async function createMeeting(client: TestClient, doctorId: string, body = meeting()) {
  const res = await client.post(`/api/st-doctors/${doctorId}/records/meeting`, body);
  expect(res.status).toBe(201);
  return (await res.json()).record as TDoctorRecord["meetings"][number];
}

const mark = (client: TestClient, doctorId: string, actionId: string, body: object) =>
  client.put(`/api/st-doctors/${doctorId}/meeting-actions/${actionId}`, body);

describe("a meeting's agenda and actions", () => {
  it("are saved with the meeting in one write and read back in their order", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const saved = await createMeeting(client, user.id);
    expect(saved.agenda).toBe("1. Kurser\n2. Randningar");
    expect(saved.actions.map((a) => [a.what, a.owner, a.dueDate, a.doneOn, a.version])).toEqual([
      ["Anmäla sig till kursen", "ST-läkare", "2026-02-01", null, 1],
      ["Boka randning", "Handledare", "2026-03-01", null, 1],
    ]);
    const [read] = await meetingsOf(client, user.id);
    expect(read).toEqual(saved);
  });

  it("a meeting saved without them, as before, has an empty agenda and no actions", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const saved = await createMeeting(client, user.id, {
      date: "2025-01-01",
      topic: "T",
      supervisor: "S",
      notes: "N",
    } as never);
    expect(saved).toMatchObject({ agenda: "", actions: [] });
  });

  it("an update changes, adds and removes actions, keeping a saved one's id and done state", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const saved = await createMeeting(client, user.id);
    const [first, second] = saved.actions;
    if (!first || !second) throw new Error("two actions expected");
    expect((await mark(client, user.id, first.id, { done: true, version: 1 })).status).toBe(200);

    const res = await client.put(`/api/st-doctors/${user.id}/records/meeting/${saved.id}`, {
      ...meeting(),
      actions: [
        { id: first.id, ...action("Anmäla sig till kursen i februari") },
        action("Läsa riktlinjen", "Lars Lindqvist", "2026-04-01"),
      ],
      version: saved.version,
    });
    expect(res.status).toBe(200);
    const [read] = await meetingsOf(client, user.id);
    expect(read?.actions.map((a) => [a.id === first.id, a.what, a.owner, a.doneOn])).toEqual([
      [true, "Anmäla sig till kursen i februari", "ST-läkare", today()],
      [false, "Läsa riktlinjen", "Lars Lindqvist", null],
    ]);
    const rows = await t.deps.db
      .select()
      .from(meetingActions)
      .where(eq(meetingActions.id, second.id));
    expect(rows).toEqual([]);
  });

  it("a stale save of the meeting is a 409 and changes none of its actions", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const saved = await createMeeting(client, user.id);
    const first = await client.put(`/api/st-doctors/${user.id}/records/meeting/${saved.id}`, {
      ...meeting({ topic: "Först" }),
      version: saved.version,
    });
    expect(first.status).toBe(200);
    const before = await meetingsOf(client, user.id);
    const stale = await client.put(`/api/st-doctors/${user.id}/records/meeting/${saved.id}`, {
      ...meeting({ actions: [action("Något annat")] }),
      version: saved.version,
    });
    await expectError(stale, 409, RECORD_MESSAGES.staleWrite);
    expect(await meetingsOf(client, user.id)).toEqual(before);
  });

  it("go with the meeting when it is deleted", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const saved = await createMeeting(client, user.id);
    const res = await client.delete(`/api/st-doctors/${user.id}/records/meeting/${saved.id}`);
    expect(res.status).toBe(200);
    const rows = await t.deps.db
      .select()
      .from(meetingActions)
      .where(eq(meetingActions.meetingId, saved.id));
    expect(rows).toEqual([]);
  });
});

describe("bad input is refused with a Swedish message and nothing is written", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["an action without owner", { actions: [action("Läsa", "")] }, A.ownerRequired],
    ["an action without a date", { actions: [action("Läsa", "ST-läkare", "")] }, A.dueDateRequired],
    ["an action without text", { actions: [action("  ")] }, A.whatRequired],
    [
      "an action with no owner field",
      { actions: [{ what: "Läsa", dueDate: "2026-01-01" }] },
      A.ownerRequired,
    ],
    [
      "an action's date that is no date",
      { actions: [action("Läsa", "ST-läkare", "2026-02-30")] },
      RECORD_MESSAGES.invalidDate,
    ],
    [
      "a control character in an action",
      { actions: [action("Läsa\u0007")] },
      RECORD_MESSAGES.invalidCharacters,
    ],
    [
      "a line break in an action's owner",
      { actions: [action("Läsa", "ST-\nläkare")] },
      RECORD_MESSAGES.invalidCharacters,
    ],
    [
      "a control character in the agenda",
      { agenda: "Punkt\u0000ett" },
      RECORD_MESSAGES.invalidCharacters,
    ],
    ["actions that are no list", { actions: "Läsa" }, A.actionsInvalid],
    [
      "too many actions",
      {
        actions: Array.from({ length: MAX_ACTIONS_PER_MEETING + 1 }, (_, i) =>
          action(`Åtgärd ${i}`),
        ),
      },
      A.tooManyActions,
    ],
    [
      "one action twice",
      {
        actions: [
          { id: "a1", ...action("Läsa") },
          { id: "a1", ...action("Skriva") },
        ],
      },
      A.duplicateAction,
    ],
  ];

  it.each(cases)("%s", async (_name, overrides, message) => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const res = await client.post(`/api/st-doctors/${user.id}/records/meeting`, meeting(overrides));
    await expectError(res, 400, message);
    expect(await meetingsOf(client, user.id)).toEqual([]);
  });

  it("an update naming an action that is not the meeting's is refused whole", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const other = await createMeeting(client, user.id, meeting({ date: "2025-12-01" }));
    const saved = await createMeeting(client, user.id);
    const before = await meetingsOf(client, user.id);
    const foreignId = other.actions[0]?.id;
    const res = await client.put(`/api/st-doctors/${user.id}/records/meeting/${saved.id}`, {
      ...meeting({
        topic: "Ändrad",
        actions: [action("Ny"), { id: foreignId, ...action("Flyttad") }],
      }),
      version: saved.version,
    });
    await expectError(res, 400, A.unknownAction);
    expect(await meetingsOf(client, user.id)).toEqual(before);
  });

  it("a mark without done or version is a 400", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const saved = await createMeeting(client, user.id);
    const id = saved.actions[0]?.id ?? "";
    await expectError(await mark(client, user.id, id, { version: 1 }), 400, A.doneRequired);
    await expectError(
      await mark(client, user.id, id, { done: true }),
      400,
      RECORD_MESSAGES.versionRequired,
    );
    expect((await meetingsOf(client, user.id))[0]?.actions[0]?.doneOn).toBeNull();
  });
});

describe("marking an action done", () => {
  it("dates it today, keeps that date when marked again, opens it again, each audited", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const saved = await createMeeting(client, user.id);
    const id = saved.actions[0]?.id ?? "";
    const done = await mark(client, user.id, id, { done: true, version: 1 });
    expect(done.status).toBe(200);
    const doneBody = await done.json();
    expect(doneBody).toMatchObject({
      message: A.markedDone,
      action: { id, doneOn: today(), version: 2 },
    });
    const again = await (await mark(client, user.id, id, { done: true, version: 2 })).json();
    expect(again.action).toMatchObject({ doneOn: today(), version: 3 });
    const open = await mark(client, user.id, id, { done: false, version: 3 });
    expect(await open.json()).toMatchObject({ message: A.markedOpen, action: { doneOn: null } });
    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(auditLog.seq);
    expect(entries.map((e) => [e.entity, e.action])).toEqual([
      ["meeting-action", "update"],
      ["meeting-action", "update"],
      ["meeting-action", "update"],
    ]);
  });

  it("on a stale version is a 409 and changes nothing", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const saved = await createMeeting(client, user.id);
    const id = saved.actions[0]?.id ?? "";
    expect((await mark(client, user.id, id, { done: true, version: 1 })).status).toBe(200);
    await expectError(
      await mark(client, user.id, id, { done: false, version: 1 }),
      409,
      A.staleAction,
    );
    expect((await meetingsOf(client, user.id))[0]?.actions[0]).toMatchObject({
      doneOn: today(),
      version: 2,
    });
  });

  it("twice at once on one version: one is saved, the other is a 409", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const saved = await createMeeting(client, user.id);
    const id = saved.actions[0]?.id ?? "";
    const answers = await Promise.all([
      mark(client, user.id, id, { done: true, version: 1 }),
      mark(client, user.id, id, { done: true, version: 1 }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await meetingsOf(client, user.id))[0]?.actions[0]?.version).toBe(2);
  });

  it("is a 404 for an unknown action or another doctor's", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const { client: otherClient, user: other } = await t.signedIn("ST_DOCTOR");
    const theirs = await createMeeting(otherClient, other.id);
    const theirId = theirs.actions[0]?.id ?? "";
    await expectError(
      await mark(client, user.id, "ingen", { done: true, version: 1 }),
      404,
      A.actionNotFound,
    );
    await expectError(
      await mark(client, user.id, theirId, { done: true, version: 1 }),
      404,
      A.actionNotFound,
    );
    expect((await meetingsOf(otherClient, other.id))[0]?.actions[0]?.doneOn).toBeNull();
  });

  it.each([
    ["SUPERVISOR", 200],
    ["DIRECTOR", 200],
    ["ADMIN", 200],
    ["SPECIALIST", 403],
  ] as const)("by a %s answers %i", async (role, status) => {
    const { client: doctorClient, user: doctor } = await t.signedIn("ST_DOCTOR");
    const saved = await createMeeting(doctorClient, doctor.id);
    const id = saved.actions[0]?.id ?? "";
    const { client } = await t.signedIn(role);
    expect((await mark(client, doctor.id, id, { done: true, version: 1 })).status).toBe(status);
    const after = (await meetingsOf(doctorClient, doctor.id))[0]?.actions[0];
    expect(after?.doneOn).toBe(status === 200 ? today() : null);
  });

  it("is refused to another ST doctor, and so is saving the meeting", async () => {
    const { client: doctorClient, user: doctor } = await t.signedIn("ST_DOCTOR");
    const saved = await createMeeting(doctorClient, doctor.id);
    const { client } = await t.signedIn("ST_DOCTOR");
    const id = saved.actions[0]?.id ?? "";
    expect((await mark(client, doctor.id, id, { done: true, version: 1 })).status).toBe(403);
    const put = await client.put(`/api/st-doctors/${doctor.id}/records/meeting/${saved.id}`, {
      ...meeting({ actions: [] }),
      version: saved.version,
    });
    expect(put.status).toBe(403);
    expect((await meetingsOf(doctorClient, doctor.id))[0]).toEqual(saved);
  });

  it("a supervisor saves a meeting with actions for the doctor", async () => {
    const { user: doctor } = await t.signedIn("ST_DOCTOR");
    const { client } = await t.signedIn("SUPERVISOR");
    const saved = await createMeeting(client, doctor.id);
    expect(saved.actions).toHaveLength(2);
  });
});

describe("the open actions due by a date, for the reminders", () => {
  it("lists every doctor's open actions due on or before the date, oldest first", async () => {
    const { client: c1, user: d1 } = await t.signedIn("ST_DOCTOR");
    const { client: c2, user: d2 } = await t.signedIn("ST_DOCTOR");
    const m1 = await createMeeting(
      c1,
      d1.id,
      meeting({
        actions: [
          action("Tidig", "ST-läkare", "1990-01-05"),
          action("Sen", "Handledare", "1990-03-01"),
        ],
      }),
    );
    await createMeeting(c2, d2.id, meeting({ actions: [action("Mellan", "Karin", "1990-01-10")] }));
    const done = await createMeeting(
      c2,
      d2.id,
      meeting({ date: "2026-01-11", actions: [action("Klar", "ST-läkare", "1990-01-01")] }),
    );
    await mark(c2, d2.id, done.actions[0]?.id ?? "", { done: true, version: 1 });
    const due = (await listOpenActionsDue(t.deps.db, "1990-02-01")).filter((a) =>
      [d1.id, d2.id].includes(a.doctorId),
    );
    expect(due).toEqual([
      {
        doctorId: d1.id,
        actionId: m1.actions[0]?.id,
        what: "Tidig",
        owner: "ST-läkare",
        dueDate: "1990-01-05",
      },
      {
        doctorId: d2.id,
        actionId: expect.any(String),
        what: "Mellan",
        owner: "Karin",
        dueDate: "1990-01-10",
      },
    ]);
  });
});
