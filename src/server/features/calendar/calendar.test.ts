import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/fixtures/expect-response";
import { parseCalendar } from "../../../../tests/fixtures/icalendar";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { ACCOUNT_MESSAGES } from "../../../shared/messages/account";
import { COMMON_MESSAGES } from "../../../shared/messages/common";
import { ROLES } from "../../../shared/roles";
import { addDays, isoDateInTimeZone } from "../../../shared/rules/dates";
import { auditLog, calendarFeeds } from "../../db/schema";

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedIn("ADMIN")).client;
});
afterAll(() => t.close());

const today = isoDateInTimeZone(new Date());
const thisMonth = today.slice(0, 7);
const nextYear = String(Number(today.slice(0, 4)) + 1);

/** The path of a feed address, to call the app without a host. */
const pathOf = (url: string) => new URL(url).pathname;

async function createFeed(client: TestClient) {
  const res = await client.post("/api/account/calendar-feed");
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { url: string; createdAt: string; message: string };
}

/** A fetch as a calendar app makes it: no cookie, no origin. */
async function fetchFeed(url: string) {
  return t.app.request(pathOf(url));
}

async function addRecord(client: TestClient, doctorId: string, type: string, body: object) {
  const res = await client.post(`/api/st-doctors/${doctorId}/records/${type}`, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { record: { id: string } }).record.id;
}

describe("the calendar feed", () => {
  it("lists the doctor's planned rotations, courses and meetings, read back exactly", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR", {
      firstName: "Åsa, Maria",
      lastName: "Öberg; Lind",
    });
    const rotationId = await addRecord(client, user.id, "rotation", {
      name: "Lund, kardiologi; avd 3 \\ å",
      startDate: thisMonth,
      endDate: `${nextYear}-02`,
    });
    // A rotation that is over, a course already done and a meeting in the past stay out.
    await addRecord(client, user.id, "rotation", {
      name: "Förbi",
      startDate: "2020-01",
      endDate: "2020-03",
    });
    const courseId = await addRecord(client, user.id, "course", {
      name: "Strålskydd, grund",
      date: `${nextYear}-03-10`,
      status: "planned",
    });
    await addRecord(client, user.id, "course", {
      name: "Klar kurs",
      date: `${nextYear}-03-11`,
      status: "completed",
    });
    const meetingId = await addRecord(client, user.id, "meeting", {
      date: addDays(today, 7),
      // A topic is one line (decision 167); escaping line breaks is icalendar.test.ts's.
      topic: "Plan för hösten: mål, kurser; randningar",
      supervisor: "Karin Holm",
      notes: "Privata anteckningar",
    });
    await addRecord(client, user.id, "meeting", {
      date: "2021-05-05",
      topic: "Gammal",
      supervisor: "X",
      notes: "Gammal anteckning",
    });

    const { url } = await createFeed(client);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await fetchFeed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const text = await res.text();
    for (const line of text.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const calendar = parseCalendar(text);
    expect(calendar.properties["X-WR-CALNAME"]).toBe("ST-portalen: Åsa, Maria Öberg; Lind");
    const [rotation, course, meeting, ...rest] = calendar.events;
    expect(rest).toEqual([]);
    expect(rotation).toMatchObject({
      UID: `rotation-${rotationId}@st-portalen`,
      SUMMARY: "Randning: Lund, kardiologi; avd 3 \\ å",
      "DTSTART;VALUE=DATE": `${thisMonth.replace("-", "")}01`,
      "DTEND;VALUE=DATE": `${nextYear}0301`,
    });
    expect(course).toMatchObject({
      UID: `course-${courseId}@st-portalen`,
      SUMMARY: "Kurs: Strålskydd, grund",
      "DTSTART;VALUE=DATE": `${nextYear}0310`,
      "DTEND;VALUE=DATE": `${nextYear}0311`,
    });
    expect(meeting).toMatchObject({
      UID: `meeting-${meetingId}@st-portalen`,
      SUMMARY: "Handledarträff: Plan för hösten: mål, kurser; randningar",
      DESCRIPTION: "Handledare: Karin Holm",
    });
    expect(text).not.toContain("Privata anteckningar");
    expect(meeting?.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);

    // The same UIDs on the next fetch: calendar apps update rather than duplicate.
    const again = parseCalendar(await (await fetchFeed(url)).text());
    expect(again.events.map((e) => e.UID)).toEqual(calendar.events.map((e) => e.UID));
  });

  it("gives a doctor with nothing planned a valid calendar every client accepts", async () => {
    const { client } = await t.signedIn("ST_DOCTOR");
    const res = await fetchFeed((await createFeed(client)).url);
    expect(res.status).toBe(200);
    const calendar = parseCalendar(await res.text());
    expect(calendar.events).toEqual([]);
    expect(calendar.components).toEqual(["VTIMEZONE"]);
  });

  it("never shows one doctor's events through another doctor's address", async () => {
    const first = await t.signedIn("ST_DOCTOR");
    const second = await t.signedIn("ST_DOCTOR");
    await addRecord(first.client, first.user.id, "course", {
      name: "Första doktorns kurs",
      date: `${nextYear}-01-15`,
      status: "planned",
    });
    await addRecord(second.client, second.user.id, "course", {
      name: "Andra doktorns kurs",
      date: `${nextYear}-01-16`,
      status: "planned",
    });
    const firstFeed = await (await fetchFeed((await createFeed(first.client)).url)).text();
    const secondFeed = await (await fetchFeed((await createFeed(second.client)).url)).text();
    expect(firstFeed).toContain("Första doktorns kurs");
    expect(firstFeed).not.toContain("Andra doktorns kurs");
    expect(secondFeed).toContain("Andra doktorns kurs");
    expect(secondFeed).not.toContain("Första doktorns kurs");
  });

  it("stores only the hash, and a new address ends the old one", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const first = await createFeed(client);
    const token = pathOf(first.url).split("/").pop()!.replace(".ics", "");
    const [row] = await t.deps.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, user.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
    const second = await createFeed(client);
    expect(second.url).not.toBe(first.url);
    await expectError(await fetchFeed(first.url), 404, COMMON_MESSAGES.notFound);
    expect((await fetchFeed(second.url)).status).toBe(200);
    const status = await (await client.get("/api/account/calendar-feed")).json();
    expect(status).toEqual({ feed: { createdAt: second.createdAt } });
  });

  it("answers 404 once revoked, audits create and revoke without the secret", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const { url } = await createFeed(client);
    const res = await client.delete("/api/account/calendar-feed");
    expect(await res.json()).toEqual({ revoked: true, message: ACCOUNT_MESSAGES.calendarRevoked });
    await expectError(await fetchFeed(url), 404, COMMON_MESSAGES.notFound);
    expect(await (await client.get("/api/account/calendar-feed")).json()).toEqual({ feed: null });
    const again = await client.delete("/api/account/calendar-feed");
    expect(await again.json()).toEqual({ revoked: false, message: ACCOUNT_MESSAGES.calendarNone });
    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, user.id));
    const feedEntries = entries.filter((e) => e.entity === "calendar-feed");
    expect(feedEntries.map((e) => e.action).sort()).toEqual(["create", "delete"]);
    const token = pathOf(url).split("/").pop()!.replace(".ics", "");
    expect(JSON.stringify(feedEntries)).not.toContain(token);
  });

  it("answers malformed, unknown and inactive doctors' addresses with the same 404", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const { url } = await createFeed(client);
    const token = pathOf(url).split("/").pop()!.replace(".ics", "");
    const other = token.startsWith("A") ? `B${token.slice(1)}` : `A${token.slice(1)}`;
    const bodies = new Set<string>();
    for (const path of [
      `/api/calendar/${other}.ics`,
      `/api/calendar/${token}`,
      `/api/calendar/${token}.ical`,
      `/api/calendar/${token.slice(1)}.ics`,
      "/api/calendar/..%2F..%2Fetc.ics",
      "/api/calendar/x.ics",
      "/api/finns-inte",
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      bodies.add(await res.text());
    }
    expect(bodies.size).toBe(1);
    // A deactivated doctor's address stops answering too.
    expect((await admin.patch(`/api/users/${user.id}`, { isActive: false })).status).toBe(200);
    expect((await fetchFeed(url)).status).toBe(404);
  });

  it.each(ROLES.filter((r) => r !== "ST_DOCTOR"))(
    "refuses a %s a feed of their own",
    async (role) => {
      const { client } = await t.signedIn(role);
      for (const res of [
        await client.get("/api/account/calendar-feed"),
        await client.post("/api/account/calendar-feed"),
        await client.delete("/api/account/calendar-feed"),
      ])
        await expectError(res, 403, ACCOUNT_MESSAGES.calendarOnlyStDoctors);
    },
  );
});

describe("a password change ends the calendar address (decision 172)", () => {
  async function doctorWithFeed() {
    const signed = await t.signedIn("ST_DOCTOR", { mustChangePassword: false });
    const { url } = await createFeed(signed.client);
    expect((await fetchFeed(url)).status).toBe(200);
    return { ...signed, url };
  }

  async function expectEnded(userId: string, url: string, actorId: string) {
    expect((await fetchFeed(url)).status).toBe(404);
    expect(
      await t.deps.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)),
    ).toEqual([]);
    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, userId));
    expect(
      entries.filter((e) => e.entity === "calendar-feed" && e.action === "delete"),
    ).toMatchObject([{ actorId }]);
  }

  it("when the doctor changes it on Min Profil", async () => {
    const { client, user, url } = await doctorWithFeed();
    const res = await client.post("/api/session/password", {
      currentPassword: user.password,
      newPassword: "nytt-eget",
      confirmPassword: "nytt-eget",
    });
    expect(res.status).toBe(200);
    await expectEnded(user.id, url, user.id);
    // A new address works again.
    expect((await fetchFeed((await createFeed(client)).url)).status).toBe(200);
  });

  it("when the doctor resets it by a link", async () => {
    const { user, url } = await doctorWithFeed();
    const before = t.outbox().length;
    await t.client("198.51.100.70").post("/api/password-reset/request", { email: user.email });
    const token = new URL(t.outbox()[before]?.link ?? "").searchParams.get("token") ?? "";
    const res = await t.client("198.51.100.70").post("/api/password-reset/confirm", {
      token,
      newPassword: "via-lanken",
      confirmPassword: "via-lanken",
    });
    expect(res.status).toBe(200);
    await expectEnded(user.id, url, user.id);
  });

  it("when an administrator sets it", async () => {
    const { user, url } = await doctorWithFeed();
    const { client: admin, user: adminUser } = await t.signedIn("ADMIN");
    expect(
      (await admin.post(`/api/users/${user.id}/password`, { password: "satt-av-admin" })).status,
    ).toBe(200);
    await expectEnded(user.id, url, adminUser.id);
  });

  it("and a failed change leaves it alone", async () => {
    const { client, user, url } = await doctorWithFeed();
    const res = await client.post("/api/session/password", {
      currentPassword: "fel-nuvarande",
      newPassword: "nytt-eget",
      confirmPassword: "nytt-eget",
    });
    expect(res.status).toBe(400);
    expect((await fetchFeed(url)).status).toBe(200);
    expect(await t.signInStatus({ email: user.email, password: user.password })).toBe(200);
  });
});
