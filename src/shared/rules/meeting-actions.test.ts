import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromDayNumber, toDayNumber } from "./dates";
import {
  type ActionLike,
  carriedActionsOf,
  isCarriedTo,
  type MeetingLike,
  openActionsOf,
} from "./meeting-actions";

const action = (id: string, dueDate: string, doneOn: string | null = null): ActionLike => ({
  id,
  dueDate,
  doneOn,
});
const meeting = (id: string, date: string, actions: ActionLike[] = []) => ({ id, date, actions });

describe("isCarriedTo", () => {
  it.each([
    // agreed on, done on, meeting on, carried
    ["2026-01-10", null, "2026-02-10", true],
    ["2026-01-10", null, "2026-01-10", false],
    ["2026-01-10", null, "2025-12-10", false],
    ["2026-01-10", "2026-02-20", "2026-02-10", true],
    ["2026-01-10", "2026-02-10", "2026-02-10", false],
    ["2026-01-10", "2026-01-20", "2026-02-10", false],
    ["2026-01-10", "2026-01-10", "2026-02-10", false],
  ] as const)("agreed %s, done %s, meeting %s: %s", (agreedOn, doneOn, date, carried) => {
    expect(isCarriedTo(agreedOn, doneOn, date)).toBe(carried);
  });
});

describe("carriedActionsOf", () => {
  const first = meeting("m1", "2026-01-10", [
    action("a-open", "2026-02-01"),
    action("a-done", "2026-01-20", "2026-01-25"),
  ]);
  const second = meeting("m2", "2026-02-10", [action("b-open", "2026-03-01")]);
  const third = meeting("m3", "2026-03-10");
  const meetings = [third, first, second];

  it("carries an open action to every later meeting and a done one to none after its day", () => {
    const ids = (m: MeetingLike<ActionLike>) =>
      carriedActionsOf(m, meetings).map((c) => c.action.id);
    expect(ids(first)).toEqual([]);
    expect(ids(second)).toEqual(["a-open"]);
    expect(ids(third)).toEqual(["a-open", "b-open"]);
  });

  it("names the date the carried action was agreed on", () => {
    expect(carriedActionsOf(third, meetings).map((c) => c.agreedOn)).toEqual([
      "2026-01-10",
      "2026-02-10",
    ]);
  });
});

describe("openActionsOf", () => {
  it("lists only open actions, the overdue first, then by due date", () => {
    const meetings = [
      meeting("m1", "2026-01-10", [
        action("later", "2026-12-01"),
        action("overdue-late", "2026-03-01"),
        action("done", "2026-01-01", "2026-01-05"),
      ]),
      meeting("m2", "2026-02-10", [action("soon", "2026-04-01"), action("overdue", "2026-02-01")]),
    ];
    const open = openActionsOf(meetings, "2026-03-15");
    expect(open.map((o) => [o.action.id, o.isOverdue])).toEqual([
      ["overdue", true],
      ["overdue-late", true],
      ["soon", false],
      ["later", false],
    ]);
  });

  it("an action due today is not yet overdue", () => {
    const open = openActionsOf(
      [meeting("m", "2026-01-01", [action("a", "2026-03-15")])],
      "2026-03-15",
    );
    expect(open[0]?.isOverdue).toBe(false);
  });
});

describe("properties", () => {
  const dateArb = fc
    .integer({ min: toDayNumber("2024-01-01"), max: toDayNumber("2027-12-31") })
    .map(fromDayNumber);
  const actionArb = fc.record({
    dueDate: dateArb,
    doneOn: fc.option(dateArb, { nil: null }),
  });
  const meetingsArb = fc
    .array(fc.tuple(dateArb, fc.array(actionArb, { maxLength: 4 })), { maxLength: 8 })
    .map((rows) =>
      rows.map(([date, actions], m) => ({
        id: `m${m}`,
        date,
        actions: actions.map((a, i) => ({ id: `m${m}-a${i}`, ...a })),
      })),
    );

  it("an action marked done on a day is carried to no meeting on or after that day", () => {
    fc.assert(
      fc.property(meetingsArb, (meetings) => {
        for (const m of meetings) {
          for (const { action: a } of carriedActionsOf(m, meetings)) {
            if (a.doneOn !== null) expect(a.doneOn > m.date).toBe(true);
          }
        }
      }),
    );
  });

  it("an open action appears on every meeting after the one it was agreed at, and on no other", () => {
    fc.assert(
      fc.property(meetingsArb, (meetings) => {
        for (const origin of meetings) {
          for (const a of origin.actions.filter((x) => x.doneOn === null)) {
            for (const m of meetings) {
              const carried = carriedActionsOf(m, meetings).some((c) => c.action.id === a.id);
              expect(carried).toBe(m.date > origin.date);
            }
          }
        }
      }),
    );
  });

  it("the lists do not depend on the order of the meetings or their actions", () => {
    fc.assert(
      fc.property(meetingsArb, fc.integer(), dateArb, (meetings, seed, today) => {
        const shuffled = shuffle(
          meetings.map((m) => ({ ...m, actions: shuffle(m.actions, seed) })),
          seed + 1,
        );
        const ids = (list: { action: { id: string } }[]) => list.map((x) => x.action.id);
        expect(ids(openActionsOf(shuffled, today))).toEqual(ids(openActionsOf(meetings, today)));
        for (const m of meetings) {
          expect(ids(carriedActionsOf(m, shuffled))).toEqual(ids(carriedActionsOf(m, meetings)));
        }
      }),
    );
  });

  it("the overview lists every open action once, the overdue ones before the rest", () => {
    fc.assert(
      fc.property(meetingsArb, dateArb, (meetings, today) => {
        const open = openActionsOf(meetings, today);
        const expected = meetings.flatMap((m) => m.actions).filter((a) => a.doneOn === null);
        expect(open.map((o) => o.action.id).sort()).toEqual(expected.map((a) => a.id).sort());
        const firstNotOverdue = open.findIndex((o) => !o.isOverdue);
        if (firstNotOverdue >= 0) {
          expect(open.slice(firstNotOverdue).every((o) => !o.isOverdue)).toBe(true);
        }
      }),
    );
  });
});

/** A reordering chosen by the seed (a small linear congruential walk). */
function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
