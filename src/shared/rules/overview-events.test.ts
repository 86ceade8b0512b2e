import { describe, expect, it } from "vitest";
import {
  buildOverviewEvents,
  eventsByQuarter,
  type OverviewSource,
  overviewYears,
} from "./overview-events";

const empty: OverviewSource = {
  goals: [],
  goalProgress: [],
  procedures: [],
  procedureProgress: [],
  courses: [],
  rotations: [],
  sitIns: [],
  meetings: [],
  today: "2026-11-23",
};

const goals = [
  { id: "STa1", title: "Medicinsk vetenskap" },
  { id: "STa2", title: "Etik" },
  { id: "STb1", title: "Kommunikation" },
];

describe("buildOverviewEvents", () => {
  it("shows a goal only while it is planned, in its planned quarter", () => {
    const events = buildOverviewEvents({
      ...empty,
      goals,
      goalProgress: [
        { goalId: "STa1", status: "planned", plannedQuarter: "2027-Q2" },
        { goalId: "STa2", status: "completed", plannedQuarter: null },
        { goalId: "STb1", status: "in_progress", plannedQuarter: null },
        // A goal of the other model, or one no longer in the catalogue, is not the plan's.
        { goalId: "a1", status: "planned", plannedQuarter: "2027-Q1" },
      ],
    });
    expect(events).toEqual([
      {
        id: "STa1",
        type: "goal",
        title: "Medicinsk vetenskap",
        status: "planned",
        quarter: "2027-Q2",
      },
    ]);
  });

  it.each([
    ["a planned row without a quarter", { status: "planned", plannedQuarter: null }],
    ["a malformed quarter", { status: "planned", plannedQuarter: "2027-Q5" }],
  ] as const)("leaves out %s", (_name, row) => {
    const events = buildOverviewEvents({
      ...empty,
      goals,
      goalProgress: [{ goalId: "STa1", ...row }],
    });
    expect(events).toEqual([]);
  });

  const catalogue = [
    { id: "c4-mps", name: "Myokardperfusionsscintigrafi (SPECT)", syncId: "mps" },
    { id: "c8-mps", name: "Myokardperfusionsscintigrafi, ischemi", syncId: "mps" },
    { id: "c5-eko", name: "Ekokardiografi", syncId: null },
  ];

  it("shows a sync group once, named and identified by its first entry", () => {
    const events = buildOverviewEvents({
      ...empty,
      procedures: catalogue,
      procedureProgress: [
        { procedureId: "c8-mps", status: "planned", plannedQuarter: "2027-Q1" },
        { procedureId: "c4-mps", status: "planned", plannedQuarter: "2027-Q1" },
        { procedureId: "c5-eko", status: "planned", plannedQuarter: "2026-Q4" },
      ],
    });
    expect(events.map((e) => [e.id, e.title, e.quarter])).toEqual([
      ["c5-eko", "Ekokardiografi", "2026-Q4"],
      ["c4-mps", "Myokardperfusionsscintigrafi (SPECT)", "2027-Q1"],
    ]);
  });

  it("leaves out a group of which one entry is done or under way", () => {
    const events = buildOverviewEvents({
      ...empty,
      procedures: catalogue,
      procedureProgress: [
        { procedureId: "c4-mps", status: "planned", plannedQuarter: "2027-Q1" },
        { procedureId: "c8-mps", status: "completed", plannedQuarter: null },
      ],
    });
    expect(events).toEqual([]);
  });

  it("places courses by date with their status, rotations by start month, sit-ins and meetings as done", () => {
    const events = buildOverviewEvents({
      ...empty,
      courses: [{ id: "k1", name: "Strålskydd", date: "2027-05-10", status: "completed" }],
      rotations: [
        { id: "r1", name: "Nuklearmedicin", startDate: "2026-09", endDate: "2027-02" },
        { id: "r2", name: "Kardiologi", startDate: "2026-01", endDate: "2026-10" },
        { id: "r3", name: "IVA", startDate: "2027-03", endDate: "2027-03" },
      ],
      sitIns: [{ id: "s1", topic: "Arbetsprov", date: "2026-11-02" }],
      meetings: [{ id: "m1", topic: "Halvårssamtal", date: "2026-11-20" }],
    });
    expect(events.map((e) => [e.type, e.id, e.quarter, e.status])).toEqual([
      ["rotation", "r2", "2026-Q1", "completed"],
      ["rotation", "r1", "2026-Q3", "in_progress"],
      ["sit-in", "s1", "2026-Q4", "completed"],
      ["meeting", "m1", "2026-Q4", "completed"],
      ["rotation", "r3", "2027-Q1", "planned"],
      ["course", "k1", "2027-Q2", "completed"],
    ]);
    expect(events.find((e) => e.id === "r1")).toMatchObject({
      startDate: "2026-09",
      endDate: "2027-02",
    });
  });

  it("orders a quarter's events by type, then date, then title", () => {
    const events = buildOverviewEvents({
      ...empty,
      goals,
      goalProgress: [{ goalId: "STb1", status: "planned", plannedQuarter: "2026-Q4" }],
      courses: [
        { id: "k2", name: "Öppen kurs", date: "2026-12-01", status: "planned" },
        { id: "k1", name: "Ärende", date: "2026-12-01", status: "planned" },
        { id: "k3", name: "Anatomi", date: "2026-10-01", status: "planned" },
      ],
      meetings: [{ id: "m1", topic: "Möte", date: "2026-10-01" }],
    });
    expect(events.map((e) => e.id)).toEqual(["STb1", "k3", "k1", "k2", "m1"]);
  });
});

describe("eventsByQuarter", () => {
  it("keeps the order within each quarter", () => {
    const events = buildOverviewEvents({
      ...empty,
      meetings: [
        { id: "m1", topic: "A", date: "2026-01-05" },
        { id: "m2", topic: "B", date: "2026-02-05" },
        { id: "m3", topic: "C", date: "2026-04-05" },
      ],
    });
    const byQuarter = eventsByQuarter(events);
    expect([...byQuarter.keys()]).toEqual(["2026-Q1", "2026-Q2"]);
    expect(byQuarter.get("2026-Q1")?.map((e) => e.id)).toEqual(["m1", "m2"]);
  });
});

describe("overviewYears", () => {
  it.each([
    ["the ST period's years", "2024-09-01", "2029-08-31", [], [2024, 2025, 2026, 2027, 2028, 2029]],
    [
      "widened to an event before",
      "2025-03-01",
      "2026-01-31",
      ["2023-Q4"],
      [2023, 2024, 2025, 2026],
    ],
    [
      "widened to an event after",
      "2025-03-01",
      "2025-12-31",
      ["2027-Q1", "2025-Q2"],
      [2025, 2026, 2027],
    ],
  ] as const)("%s", (_name, start, end, quarters, years) => {
    expect(
      overviewYears(
        start,
        end,
        quarters.map((quarter) => ({ quarter })),
      ),
    ).toEqual(years);
  });
});
