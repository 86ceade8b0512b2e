import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, fromDayNumber, toDayNumber } from "./dates";
import { DEFAULT_WARNING_THRESHOLDS, earlyWarnings } from "./early-warnings";
import {
  buildReminderDigest,
  itemsToRemind,
  iupFollowUpText,
  meetingActionText,
  meetingGapDue,
  meetingGapText,
  type ReminderItem,
  remindedKey,
  reminderState,
} from "./reminders";

describe("reminderState", () => {
  it.each([
    ["eight days ahead", "2026-12-08", null],
    ["seven days ahead", "2026-12-07", "due-soon"],
    ["tomorrow", "2026-12-01", "due-soon"],
    ["today: the last day, not yet passed", "2026-11-30", "due-soon"],
    ["yesterday", "2026-11-29", "overdue"],
    ["long ago", "2025-01-01", "overdue"],
  ])("%s", (_name, dueDate, state) => {
    expect(reminderState(dueDate, "2026-11-30")).toBe(state);
  });
});

const item = (over: Partial<ReminderItem>): ReminderItem => ({
  key: "k",
  state: "due-soon",
  dueDate: "2026-12-01",
  text: "Text",
  path: "/meetings",
  ...over,
});

describe("itemsToRemind: once when due soon, once when passed", () => {
  it.each<[string, ReminderItem[], string[], string[]]>([
    ["nothing reminded yet", [item({ key: "a" })], [], ["a"]],
    ["already reminded as due soon", [item({ key: "a" })], [remindedKey("a", "due-soon")], []],
    [
      "reminded as due soon, now passed",
      [item({ key: "a", state: "overdue" })],
      [remindedKey("a", "due-soon")],
      ["a"],
    ],
    [
      "passed without a due-soon reminder: the overdue one only",
      [item({ key: "a", state: "overdue" })],
      [],
      ["a"],
    ],
    [
      "already reminded as passed",
      [item({ key: "a", state: "overdue" })],
      [remindedKey("a", "overdue")],
      [],
    ],
    ["the same item from two sources: once", [item({ key: "a" }), item({ key: "a" })], [], ["a"]],
    [
      "passed first, then by due date",
      [
        item({ key: "soon-late", dueDate: "2026-12-05" }),
        item({ key: "soon-early", dueDate: "2026-12-02" }),
        item({ key: "passed", state: "overdue", dueDate: "2026-11-01" }),
      ],
      [],
      ["passed", "soon-early", "soon-late"],
    ],
  ])("%s", (_name, items, reminded, expected) => {
    expect(itemsToRemind(items, new Set(reminded)).map((i) => i.key)).toEqual(expected);
  });

  it("never reminds an item twice in one state, whatever was reminded before", () => {
    const anItem = fc.record({
      key: fc.constantFrom("a", "b", "c"),
      state: fc.constantFrom("due-soon" as const, "overdue" as const),
    });
    fc.assert(
      fc.property(fc.array(anItem), fc.array(anItem), (due, before) => {
        const reminded = new Set(before.map((b) => remindedKey(b.key, b.state)));
        const chosen = itemsToRemind(
          due.map((d) => item(d)),
          reminded,
        );
        for (const c of chosen) expect(reminded.has(remindedKey(c.key, c.state))).toBe(false);
        expect(new Set(chosen.map((c) => c.key)).size).toBe(chosen.length);
      }),
    );
  });
});

describe("meetingGapDue", () => {
  const base = {
    today: "2026-11-30",
    stStartDate: "2024-01-01",
    stEndDate: "2028-12-31",
    meetingGapMonths: 3,
  };
  it.each([
    ["a meeting a month ago", "2026-10-30", null],
    ["the limit eight days away", "2026-09-08", null],
    ["the limit seven days away", "2026-09-07", { dueDate: "2026-12-07", state: "due-soon" }],
    ["the limit is today", "2026-08-30", { dueDate: "2026-11-30", state: "due-soon" }],
    ["the limit passed yesterday", "2026-08-29", { dueDate: "2026-11-29", state: "overdue" }],
    [
      "never a meeting: counted from the ST start",
      null,
      { dueDate: "2024-04-01", state: "overdue" },
    ],
  ])("%s", (_name, lastMeetingDate, expected) => {
    const due = meetingGapDue({ ...base, lastMeetingDate });
    expect(due && { dueDate: due.dueDate, state: due.state }).toEqual(expected);
  });

  it.each([
    ["before the ST start", { today: "2023-12-01", stStartDate: "2024-01-01" }],
    ["after the ST end", { today: "2029-01-05", stEndDate: "2028-12-31" }],
  ])("nothing %s", (_name, over) => {
    expect(meetingGapDue({ ...base, lastMeetingDate: null, ...over })).toBeNull();
  });

  it("is overdue exactly when the early warning 'meeting-gap' holds", () => {
    const day = (min: string, max: string) =>
      fc.integer({ min: toDayNumber(min), max: toDayNumber(max) }).map(fromDayNumber);
    fc.assert(
      fc.property(
        day("2026-01-01", "2026-12-31"),
        fc.option(day("2023-06-01", "2026-12-31")),
        fc.integer({ min: 1, max: 24 }),
        (today, lastMeetingDate, months) => {
          const input = {
            today,
            stStartDate: "2024-01-01",
            stEndDate: "2028-12-31",
            lastMeetingDate:
              lastMeetingDate !== null && lastMeetingDate <= today ? lastMeetingDate : null,
          };
          const warned = earlyWarnings({
            ...input,
            supervisorCount: 1,
            goalProgress: undefined,
            overdueCount: 0,
            uncertifiedCount: 0,
            thresholds: { ...DEFAULT_WARNING_THRESHOLDS, meetingGapMonths: months },
          }).some((w) => w.kind === "meeting-gap");
          const due = meetingGapDue({ ...input, meetingGapMonths: months });
          expect(due?.state === "overdue").toBe(warned);
          // The week before the warning is the due-soon reminder.
          if (due?.state === "due-soon") expect(addDays(today, 7) >= due.dueDate).toBe(true);
        },
      ),
    );
  });

  it("names the last meeting, or the ST start when there was none", () => {
    expect(
      meetingGapText(
        "Ali Hassan",
        { since: "2026-08-29", dueDate: "2026-11-29", state: "overdue" },
        "2026-08-29",
        3,
      ),
    ).toBe(
      "Ingen handledarträff med Ali Hassan sedan 29 aug 2026: gränsen på 3 månader har passerats.",
    );
    expect(
      meetingGapText(
        "Ali Hassan",
        { since: "2026-09-01", dueDate: "2026-12-01", state: "due-soon" },
        null,
        1,
      ),
    ).toBe(
      "Ingen handledarträff med Ali Hassan sedan ST-starten 1 sep 2026: gränsen på 1 månad nås 1 dec 2026.",
    );
  });
});

describe("meetingActionText", () => {
  it.each([
    [
      "overdue" as const,
      "Överenskommen åtgärd för Maja Berg (ST-läkare): ”Boka kurs i strålskydd” skulle vara klar 20 nov 2026.",
    ],
    [
      "due-soon" as const,
      "Överenskommen åtgärd för Maja Berg (ST-läkare): ”Boka kurs i strålskydd” ska vara klar senast 20 nov 2026.",
    ],
  ])("says what, who and by when (%s)", (state, text) => {
    const action = { what: "Boka kurs i strålskydd", owner: "ST-läkare", dueDate: "2026-11-20" };
    expect(meetingActionText("Maja Berg", action, state)).toBe(text);
  });
});

describe("iupFollowUpText", () => {
  it("names the doctor and the date, and whether it has passed", () => {
    expect(iupFollowUpText("Maja Berg", "2026-12-03", "due-soon")).toBe(
      "Uppföljning av IUP:n för Maja Berg är överenskommen till 3 dec 2026.",
    );
    expect(iupFollowUpText("Maja Berg", "2026-11-20", "overdue")).toBe(
      "Uppföljningen av IUP:n för Maja Berg den 20 nov 2026 har passerat utan att en ny revision gjorts.",
    );
  });
});

describe("buildReminderDigest", () => {
  it("gathers the day's items in one Swedish mail with links and how to turn it off", () => {
    const digest = buildReminderDigest({
      recipientName: "Lars Lindqvist",
      publicUrl: "https://st.example.se",
      items: [
        item({ text: "Passerad sak.", state: "overdue", path: "/meetings?st=d1" }),
        item({ text: "Snart sak.", path: "/dashboard?st=d2" }),
      ],
    });
    expect(digest.subject).toBe("ST-portalen: 2 påminnelser");
    expect(digest.text).toBe(
      [
        "Hej Lars Lindqvist!",
        "",
        "Det här är aktuellt för dig i ST-portalen:",
        "",
        "Har passerat:",
        "- Passerad sak.",
        "  Öppna: https://st.example.se/meetings?st=d1",
        "",
        "Inom 7 dagar:",
        "- Snart sak.",
        "  Öppna: https://st.example.se/dashboard?st=d2",
        "",
        "Du får det här brevet för att e-postpåminnelser är påslagna. Du kan stänga av dem under Min Profil: https://st.example.se/profile",
        "Brevet är skickat automatiskt; svar på det läses inte.",
        "",
      ].join("\n"),
    );
  });

  it("one item: the singular, and only its own heading", () => {
    const digest = buildReminderDigest({
      recipientName: "A",
      publicUrl: "http://localhost:3000",
      items: [item({})],
    });
    expect(digest.subject).toBe("ST-portalen: 1 påminnelse");
    expect(digest.text).toContain("Inom 7 dagar:");
    expect(digest.text).not.toContain("Har passerat:");
  });
});
