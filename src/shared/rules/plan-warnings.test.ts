import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ActivityStatus } from "./activity-status";
import {
  type PlanWarning,
  type PlanWarningsInput,
  planWarningKey,
  planWarnings,
} from "./plan-warnings";
import { quarterFromDate, quartersBetween } from "./quarters";
import type { TimelineEvent } from "./timeline-layout";

const goal = (id: string, quarter: string): TimelineEvent => ({
  id,
  type: "goal",
  title: `Delmål ${id}`,
  status: "planned",
  quarter,
});
const procedure = (id: string, quarter: string): TimelineEvent => ({
  id,
  type: "procedure",
  title: `Undersökning ${id}`,
  status: "planned",
  quarter,
});
const course = (id: string, date: string, status: ActivityStatus = "planned"): TimelineEvent => ({
  id,
  type: "course",
  title: `Kurs ${id}`,
  status,
  quarter: quarterFromDate(date),
  startDate: date,
});
const rotation = (id: string, startDate: string, endDate: string): TimelineEvent => ({
  id,
  type: "rotation",
  title: `Randning ${id}`,
  status: "in_progress",
  quarter: quarterFromDate(startDate),
  startDate,
  endDate,
});
const sitIn = (id: string, date: string): TimelineEvent => ({
  id,
  type: "sit-in",
  title: `Sit-in ${id}`,
  status: "completed",
  quarter: quarterFromDate(date),
  startDate: date,
});
const meeting = (id: string, date: string): TimelineEvent => ({
  id,
  type: "meeting",
  title: `Handledarträff ${id}`,
  status: "completed",
  quarter: quarterFromDate(date),
  startDate: date,
});

const ST = { stStartDate: "2024-01-15", stEndDate: "2028-12-31" };

function warningsOf<K extends PlanWarning["kind"]>(
  kind: K,
  input: Partial<PlanWarningsInput> & { today: string },
): Extract<PlanWarning, { kind: K }>[] {
  return planWarnings({ events: [], goals: [], ...ST, ...input }).filter(
    (w): w is Extract<PlanWarning, { kind: K }> => w.kind === kind,
  );
}

describe("overdue: planned goals, examinations and courses whose quarter has passed", () => {
  it.each([
    ["the day after its quarter ends", goal("a", "2025-Q2"), "2025-07-01", true],
    ["its quarter's last day", goal("a", "2025-Q2"), "2025-06-30", false],
    ["its quarter's first day", goal("a", "2025-Q3"), "2025-07-01", false],
    ["a later quarter", goal("a", "2026-Q1"), "2025-07-01", false],
    ["a passed quarter across a year end", procedure("p", "2024-Q4"), "2025-01-01", true],
    ["a course planned in a passed quarter", course("k", "2025-02-10"), "2025-04-01", true],
    [
      "a course whose date passed in the current quarter",
      course("k", "2025-04-02"),
      "2025-05-01",
      false,
    ],
    ["a completed course", course("k", "2025-02-10", "completed"), "2025-04-01", false],
    ["a course under review", course("k", "2025-02-10", "under_review"), "2025-04-01", false],
    ["a past rotation", rotation("r", "2025-01", "2025-02"), "2025-10-01", false],
    ["a past sit-in", sitIn("s", "2025-01-10"), "2025-10-01", false],
    ["a past meeting", meeting("m", "2025-01-10"), "2025-10-01", false],
    [
      "a planned goal before the ST start",
      goal("a", "2023-Q4"),
      "2024-01-02",
      true, // still planned and still not done
    ],
  ])("%s: overdue %s", (_name, event, today, expected) => {
    const warnings = warningsOf("overdue", { events: [event], today });
    expect(warnings).toEqual(expected ? [{ kind: "overdue", event }] : []);
  });

  it("lists the oldest quarter first, then goal, examination, course, then by title", () => {
    const events = [
      course("k1", "2025-01-20"),
      procedure("p1", "2025-Q1"),
      goal("b", "2025-Q1"),
      goal("a", "2025-Q1"),
      goal("old", "2024-Q3"),
    ];
    const ids = warningsOf("overdue", { events, today: "2025-06-01" }).map((w) => w.event.id);
    expect(ids).toEqual(["old", "a", "b", "p1", "k1"]);
  });
});

describe("rotation-overlap: rotations that share a month", () => {
  it.each([
    ["January-March and April-June only touch", ["2025-01", "2025-03"], ["2025-04", "2025-06"], []],
    [
      "January-March and March-May share March",
      ["2025-01", "2025-03"],
      ["2025-03", "2025-05"],
      ["2025-03-01", "2025-03-31"],
    ],
    [
      "one inside the other",
      ["2025-01", "2025-12"],
      ["2025-03", "2025-04"],
      ["2025-03-01", "2025-04-30"],
    ],
    [
      "the same single month",
      ["2025-02", "2025-02"],
      ["2025-02", "2025-02"],
      ["2025-02-01", "2025-02-28"],
    ],
    [
      "across a year end",
      ["2024-11", "2025-01"],
      ["2025-01", "2025-02"],
      ["2025-01-01", "2025-01-31"],
    ],
    ["a year apart", ["2025-01", "2025-03"], ["2026-01", "2026-03"], []],
  ] as const)("%s", (_name, [aStart, aEnd], [bStart, bEnd], expected) => {
    const a = rotation("a", aStart, aEnd);
    const b = rotation("b", bStart, bEnd);
    // Either input order gives the same answer: the earlier start is first.
    for (const events of [
      [a, b],
      [b, a],
    ]) {
      const warnings = warningsOf("rotation-overlap", { events, today: "2025-01-01" });
      expect(warnings).toEqual(
        expected.length === 0
          ? []
          : [
              {
                kind: "rotation-overlap",
                first: a,
                second: b,
                startDate: expected[0],
                endDate: expected[1],
              },
            ],
      );
    }
  });

  it("gives one warning per overlapping pair, by the first one's start", () => {
    const events = [
      rotation("c", "2025-05", "2025-07"),
      rotation("b", "2025-03", "2025-05"),
      rotation("a", "2025-01", "2025-03"),
    ];
    const pairs = warningsOf("rotation-overlap", { events, today: "2025-01-01" }).map((w) => [
      w.first.id,
      w.second.id,
    ]);
    expect(pairs).toEqual([
      ["a", "b"],
      ["b", "c"],
    ]);
  });

  it("warns about overlaps in the past as well", () => {
    const events = [rotation("a", "2024-02", "2024-04"), rotation("b", "2024-04", "2024-06")];
    expect(warningsOf("rotation-overlap", { events, today: "2027-01-01" })).toHaveLength(1);
  });

  it("ignores other event types and rotations at full dates that only touch", () => {
    const events = [
      rotation("a", "2025-01-01", "2025-01-31"),
      rotation("b", "2025-02-01", "2025-02-28"),
      course("k", "2025-01-15"),
    ];
    expect(warningsOf("rotation-overlap", { events, today: "2025-01-01" })).toEqual([]);
  });
});

describe("empty-quarters: runs of quarters with nothing in them, from now to the ST end", () => {
  it.each([
    [
      "nothing planned: one run from the current quarter to the end",
      { today: "2027-05-01" },
      [],
      [["2027-Q2", "2028-Q4"]],
    ],
    ["past empty quarters are history", { today: "2028-10-01" }, [goal("a", "2028-Q4")], []],
    [
      "today on a quarter's last day keeps that quarter",
      { today: "2028-06-30" },
      [goal("a", "2028-Q3"), goal("b", "2028-Q4")],
      [["2028-Q2", "2028-Q2"]],
    ],
    [
      "today on a quarter's first day starts there",
      { today: "2028-07-01" },
      [goal("a", "2028-Q3"), goal("b", "2028-Q4")],
      [],
    ],
    [
      "today in the last quarter, empty",
      { today: "2028-11-15" },
      [goal("a", "2028-Q3")],
      [["2028-Q4", "2028-Q4"]],
    ],
    [
      "today in the last quarter, something planned",
      { today: "2028-11-15" },
      [course("k", "2028-12-01")],
      [],
    ],
    ["after the ST end", { today: "2029-02-01" }, [], []],
    [
      "ST not yet started: from the start quarter",
      { today: "2025-10-01", stStartDate: "2026-02-01", stEndDate: "2026-12-31" },
      [],
      [["2026-Q1", "2026-Q4"]],
    ],
    [
      "the start and end quarters count even when only partly in ST",
      { today: "2026-01-01", stStartDate: "2026-03-31", stEndDate: "2026-04-01" },
      [],
      [["2026-Q1", "2026-Q2"]],
    ],
    [
      "a rotation fills every quarter it runs through",
      { today: "2028-01-01" },
      [rotation("r", "2028-02", "2028-08"), meeting("m", "2028-12-01")],
      [],
    ],
    [
      "a completed sit-in or meeting fills its quarter",
      { today: "2028-01-01" },
      [
        sitIn("s", "2028-01-10"),
        meeting("m", "2028-05-10"),
        course("k", "2028-08-01", "completed"),
      ],
      [["2028-Q4", "2028-Q4"]],
    ],
    [
      "consecutive empty quarters make one run; a filled quarter splits them",
      { today: "2028-01-01" },
      [procedure("p", "2028-Q2")],
      [
        ["2028-Q1", "2028-Q1"],
        ["2028-Q3", "2028-Q4"],
      ],
    ],
  ] as const)("%s", (_name, dates, events, expected) => {
    const runs = warningsOf("empty-quarters", { ...dates, events }).map((w) => [w.first, w.last]);
    expect(runs).toEqual(expected);
  });

  it("lists every quarter of a run", () => {
    const [run] = warningsOf("empty-quarters", { today: "2028-04-01" });
    expect(run).toEqual({
      kind: "empty-quarters",
      first: "2028-Q2",
      last: "2028-Q4",
      quarters: ["2028-Q2", "2028-Q3", "2028-Q4"],
    });
  });
});

describe("unplanned-goals: goals not started when less than a year remains", () => {
  const goals = [
    { id: "g1", title: "STa1", status: "not_started" },
    { id: "g2", title: "STa2", status: "planned" },
    { id: "g3", title: "STa3", status: "in_progress" },
    { id: "g4", title: "STb1", status: "completed" },
    { id: "g5", title: "STb2", status: "under_review" },
    { id: "g6", title: "STc1", status: "not_started" },
  ] as const;

  it.each([
    ["364 days left", "2028-01-02", 364],
    ["365 days left is a year", "2028-01-01", undefined],
    ["two years left", "2026-12-31", undefined],
    ["the ST end date itself", "2028-12-31", 0],
    ["the day after the ST end", "2029-01-01", undefined],
  ])("%s (today %s)", (_name, today, remainingDays) => {
    const warnings = warningsOf("unplanned-goals", { goals, today });
    expect(warnings).toEqual(
      remainingDays === undefined
        ? []
        : [
            {
              kind: "unplanned-goals",
              goals: [
                { id: "g1", title: "STa1" },
                { id: "g6", title: "STc1" },
              ],
              remainingDays,
            },
          ],
    );
  });

  it.each([
    ["before the ST start", "2025-05-31", 0],
    ["on the ST start day", "2025-06-01", 1],
  ])("a short ST period %s: %i warnings", (_name, today, count) => {
    const dates = { stStartDate: "2025-06-01", stEndDate: "2025-12-31" };
    expect(warningsOf("unplanned-goals", { ...dates, goals, today })).toHaveLength(count);
  });

  it("gives no warning when every goal is planned or further", () => {
    const done = goals.filter((g) => g.status !== "not_started");
    expect(warningsOf("unplanned-goals", { goals: done, today: "2028-06-01" })).toEqual([]);
  });
});

describe("planWarnings", () => {
  it("orders by kind: unplanned goals, overlaps, empty quarters, overdue", () => {
    const warnings = planWarnings({
      ...ST,
      today: "2028-05-01",
      goals: [{ id: "g1", title: "STa1", status: "not_started" }],
      events: [
        goal("late", "2028-Q1"),
        rotation("a", "2028-04", "2028-06"),
        rotation("b", "2028-06", "2028-07"),
      ],
    });
    expect(warnings.map((w) => w.kind)).toEqual([
      "unplanned-goals",
      "rotation-overlap",
      "empty-quarters",
      "overdue",
    ]);
  });

  it("gives nothing for a full, timely plan", () => {
    const events = quartersBetween("2024-Q1", "2028-Q4").map((q) => goal(q, q));
    expect(planWarnings({ ...ST, today: "2024-02-01", goals: [], events })).toEqual([]);
  });

  it("keys are unique, runs never include a filled quarter and never touch each other", () => {
    const quarter = fc.constantFrom(...quartersBetween("2024-Q1", "2028-Q4"));
    const month = fc.constantFrom(
      ...quartersBetween("2024-Q1", "2028-Q4").flatMap((q) => {
        const [year, n] = [q.slice(0, 4), Number(q.slice(-1))];
        return [1, 2, 3].map((m) => `${year}-${String((n - 1) * 3 + m).padStart(2, "0")}`);
      }),
    );
    const id = fc.stringMatching(/^[a-z0-9]{1,6}$/);
    const event = fc.oneof(
      fc.tuple(id, quarter).map(([id, q]) => goal(id, q)),
      fc
        .tuple(id, month, month)
        .map(([id, a, b]) => (a <= b ? rotation(id, a, b) : rotation(id, b, a))),
    );
    const today = fc.constantFrom(
      "2023-06-01",
      "2024-01-15",
      "2026-08-31",
      "2028-12-31",
      "2029-03-01",
    );
    fc.assert(
      fc.property(fc.uniqueArray(event, { selector: (e) => e.id }), today, (events, day) => {
        const warnings = planWarnings({ ...ST, today: day, goals: [], events });
        const keys = warnings.map(planWarningKey);
        expect(new Set(keys).size).toBe(keys.length);
        const filled = new Set(
          events.flatMap((e) =>
            e.type === "rotation"
              ? quartersBetween(quarterFromDate(e.startDate!), quarterFromDate(e.endDate!))
              : [e.quarter],
          ),
        );
        const runs = warnings.filter((w) => w.kind === "empty-quarters");
        for (const run of runs) for (const q of run.quarters) expect(filled.has(q)).toBe(false);
        for (const [a, b] of runs.slice(1).map((r, i) => [runs[i]!, r] as const)) {
          expect(quartersBetween(a.last, b.first).length).toBeGreaterThan(2);
        }
      }),
    );
  });
});
