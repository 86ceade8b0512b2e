import { describe, expect, it } from "vitest";
import {
  countUncertified,
  DEFAULT_WARNING_THRESHOLDS,
  describeEarlyWarning,
  type EarlyWarning,
  type EarlyWarningInput,
  type EarlyWarningKind,
  earlyWarnings,
  lastMeetingDate,
} from "./early-warnings";

/** A doctor in the middle of a five-year ST, on track: no warning at all. */
const ON_TRACK: EarlyWarningInput = {
  today: "2026-06-15",
  stStartDate: "2024-01-01",
  stEndDate: "2028-12-31",
  lastMeetingDate: "2026-05-20",
  supervisorCount: 1,
  goalProgress: { achieved: 10, total: 30, percent: (10 / 30) * 100 },
  overdueCount: 0,
  uncertifiedCount: 0,
  thresholds: DEFAULT_WARNING_THRESHOLDS,
};

const kinds = (input: Partial<EarlyWarningInput>): EarlyWarningKind[] =>
  earlyWarnings({ ...ON_TRACK, ...input }).map((w) => w.kind);

describe("earlyWarnings", () => {
  it.each<[string, Partial<EarlyWarningInput>, EarlyWarningKind[]]>([
    ["on track", {}, []],
    ["no supervisor", { supervisorCount: 0 }, ["no-supervisor"]],
    // Meetings: more than three months since the last one (or since the ST start).
    ["a meeting exactly three months ago", { lastMeetingDate: "2026-03-15" }, []],
    ["a meeting three months and a day ago", { lastMeetingDate: "2026-03-14" }, ["meeting-gap"]],
    ["never a meeting", { lastMeetingDate: null }, ["meeting-gap"]],
    [
      "never a meeting, ST started two months ago",
      { lastMeetingDate: null, stStartDate: "2026-04-15", goalProgress: undefined },
      [],
    ],
    [
      "never a meeting, ST not started",
      { lastMeetingDate: null, stStartDate: "2026-09-01", goalProgress: undefined },
      [],
    ],
    [
      "a meeting before the ST start, ST started two months ago",
      { lastMeetingDate: "2025-01-01", stStartDate: "2026-04-15", goalProgress: undefined },
      [],
    ],
    [
      "a gap of four months with a six-month threshold",
      {
        lastMeetingDate: "2026-02-10",
        thresholds: { ...DEFAULT_WARNING_THRESHOLDS, meetingGapMonths: 6 },
      },
      [],
    ],
    // Progress: ST time 49 %, goals 10/30 = 33 %: 16 points behind, within 20.
    ["goals 16 points behind the ST time", {}, []],
    [
      "goals more than 20 points behind",
      { goalProgress: { achieved: 8, total: 30, percent: (8 / 30) * 100 } },
      ["progress-gap"],
    ],
    [
      "goals behind by more than a lower threshold",
      { thresholds: { ...DEFAULT_WARNING_THRESHOLDS, progressGapPoints: 10 } },
      ["progress-gap"],
    ],
    ["no model chosen: no goal figures", { goalProgress: undefined }, []],
    // The end: within six months with goals left, or already passed.
    [
      "ending in five months with goals left",
      {
        stStartDate: "2021-11-15",
        stEndDate: "2026-11-15",
        goalProgress: { achieved: 29, total: 30, percent: (29 / 30) * 100 },
      },
      ["ending-soon"],
    ],
    [
      "ending in five months with every goal done",
      {
        stStartDate: "2021-11-15",
        stEndDate: "2026-11-15",
        goalProgress: { achieved: 30, total: 30, percent: 100 },
      },
      [],
    ],
    [
      "ending in seven months with goals left",
      {
        stStartDate: "2022-01-15",
        stEndDate: "2027-01-15",
        goalProgress: { achieved: 29, total: 30, percent: (29 / 30) * 100 },
      },
      [],
    ],
    [
      "ended with goals left",
      {
        stStartDate: "2021-01-01",
        stEndDate: "2026-01-01",
        goalProgress: { achieved: 29, total: 30, percent: (29 / 30) * 100 },
      },
      ["ending-soon"],
    ],
    // Planned items whose quarter has passed (counted by the overview's overdue rule).
    ["an item overdue", { overdueCount: 1 }, ["overdue-items"]],
    ["nothing overdue", { overdueCount: 0 }, []],
    ["completed items without certificate", { uncertifiedCount: 2 }, ["uncertified"]],
    [
      "everything at once, in the fixed order",
      {
        supervisorCount: 0,
        lastMeetingDate: null,
        goalProgress: { achieved: 0, total: 30, percent: 0 },
        overdueCount: 3,
        uncertifiedCount: 1,
        stEndDate: "2026-10-01",
      },
      [
        "no-supervisor",
        "meeting-gap",
        "ending-soon",
        "progress-gap",
        "overdue-items",
        "uncertified",
      ],
    ],
  ])("%s", (_name, input, expected) => {
    expect(kinds(input)).toEqual(expected);
  });

  it("carries the figures the explanation names", () => {
    const [gap] = earlyWarnings({
      ...ON_TRACK,
      goalProgress: { achieved: 8, total: 30, percent: (8 / 30) * 100 },
    });
    expect(gap).toEqual({ kind: "progress-gap", stPercent: 49, goalPercent: 27, points: 20 });
    expect(earlyWarnings({ ...ON_TRACK, overdueCount: 4 })).toEqual([
      { kind: "overdue-items", count: 4 },
    ]);
  });
});

describe("describeEarlyWarning", () => {
  it.each<[EarlyWarning, string]>([
    [
      { kind: "meeting-gap", lastMeetingDate: "2026-01-10", months: 3 },
      "Senaste handledarträffen var 10 jan 2026, för mer än 3 månader sedan.",
    ],
    [
      { kind: "meeting-gap", lastMeetingDate: null, months: 1 },
      "Ingen handledarträff är registrerad under ST, som har pågått i mer än 1 månad.",
    ],
    [{ kind: "overdue-items", count: 1 }, "1 planerad aktivitet har ett kvartal som har passerat."],
    [
      { kind: "overdue-items", count: 3 },
      "3 planerade aktiviteter har ett kvartal som har passerat.",
    ],
    [
      { kind: "progress-gap", stPercent: 60, goalPercent: 30, points: 20 },
      "60 % av ST-tiden har gått men 30 % av delmålen är avklarade, mer än 20 procentenheter efter.",
    ],
    [{ kind: "no-supervisor" }, "Ingen aktiv handledare är tilldelad."],
    [
      { kind: "ending-soon", endDate: "2026-11-15", ended: false, goalsLeft: 2 },
      "ST slutar 15 nov 2026 och 2 delmål återstår.",
    ],
    [
      { kind: "ending-soon", endDate: "2026-01-01", ended: true, goalsLeft: 1 },
      "ST slutade 1 jan 2026 men 1 delmål återstår.",
    ],
    [{ kind: "uncertified", count: 1 }, "1 avklarad aktivitet saknar intyg."],
    [{ kind: "uncertified", count: 4 }, "4 avklarade aktiviteter saknar intyg."],
  ])("%j", (warning, text) => {
    expect(describeEarlyWarning(warning)).toBe(text);
  });
});

describe("lastMeetingDate", () => {
  it.each<[string[], string | null]>([
    [[], null],
    [["2026-01-01", "2026-05-01", "2026-03-01"], "2026-05-01"],
    // A meeting entered ahead has not happened yet.
    [["2026-05-01", "2026-07-01"], "2026-05-01"],
    [["2026-06-15"], "2026-06-15"],
    [["2026-06-16"], null],
  ])("%j", (dates, expected) => {
    expect(lastMeetingDate(dates, "2026-06-15")).toBe(expected);
  });
});

describe("countUncertified", () => {
  const none = {
    goalIds: new Set(["STa1", "STa2"]),
    goals: [],
    courses: [],
    rotations: [],
    sitIns: [],
    today: "2026-06-15",
  };
  it.each<[string, Partial<Parameters<typeof countUncertified>[0]>, number]>([
    ["nothing", {}, 0],
    [
      "completed goals of the model without certificate",
      {
        goals: [
          { goalId: "STa1", status: "completed", certificateFileIds: [] },
          { goalId: "STa2", status: "completed", certificateFileIds: ["f1"] },
          // Another model's row is not counted.
          { goalId: "c1", status: "completed", certificateFileIds: [] },
          { goalId: "STa2", status: "in_progress", certificateFileIds: [] },
        ],
      },
      1,
    ],
    [
      "courses: only completed ones",
      {
        courses: [
          { status: "completed", certificateFileIds: [] },
          { status: "planned", certificateFileIds: [] },
          { status: "completed", certificateFileIds: ["f1", "f2"] },
        ],
      },
      1,
    ],
    [
      "rotations: once their last month has passed",
      {
        rotations: [
          { endDate: "2026-05", certificateFileIds: [] },
          { endDate: "2026-06", certificateFileIds: [] },
          { endDate: "2025-12", certificateFileIds: ["f1"] },
        ],
      },
      1,
    ],
    [
      "sit-ins dated today or earlier",
      {
        sitIns: [
          { date: "2026-06-15", certificateFileIds: [] },
          { date: "2026-06-16", certificateFileIds: [] },
          { date: "2026-01-01", certificateFileIds: ["f1"] },
        ],
      },
      1,
    ],
  ])("%s", (_name, record, expected) => {
    expect(countUncertified({ ...none, ...record })).toBe(expected);
  });
});
