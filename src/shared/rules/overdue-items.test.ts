import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../tests/fixtures/seeded-random";
import { getGoals } from "../curriculum/goals";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../curriculum/shipped-procedures";
import { ACTIVITY_STATUSES, COURSE_STATUSES } from "./activity-status";
import { buildOverviewEvents, countOverdueItems, type OverviewSource } from "./overview-events";
import { countOverdue } from "./plan-warnings";

const pad = (n: number) => String(n).padStart(2, "0");

/** A record with a little of everything the overdue rule looks at, and what it must ignore. */
function generatedSource(seed: number): OverviewSource {
  const rnd = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const year = 2018 + Math.floor(rnd() * 12);
  const date = (from: number, span: number) =>
    `${from + Math.floor(rnd() * span)}-${pad(1 + Math.floor(rnd() * 12))}-${pad(1 + Math.floor(rnd() * 28))}`;
  const today = date(year, 1);
  const quarter = () =>
    pick([
      null,
      `${year - 1 - Math.floor(rnd() * 3)}-Q${1 + Math.floor(rnd() * 4)}`,
      `${year}-Q${1 + Math.floor(rnd() * 4)}`,
      `${year + 1 + Math.floor(rnd() * 3)}-Q${1 + Math.floor(rnd() * 4)}`,
      `${year - 1}-Q0`,
      "soon",
    ]);
  // Some records barely planned, some planned throughout.
  const planning = pick([0, 0.3, 0.9]);
  const status = () => (rnd() < planning ? "planned" : pick(ACTIVITY_STATUSES));
  const model = pick(["2015", "2021", "UNSELECTED"] as const);
  const modelGoals = getGoals(model);
  // Rows of the other model and of no catalogue are kept in the record but never shown.
  const goalIds = [...getGoals("2015"), ...getGoals("2021")].map((g) => g.id).concat("X1");
  const catalogue = DEFAULT_PROCEDURE_CATALOGUE.filter(() => rnd() < 0.9);
  const procedureIds = DEFAULT_PROCEDURE_CATALOGUE.map((p) => p.id).concat("retired-entry");
  const some = <T>(ids: readonly string[], p: number, row: (id: string) => T) =>
    ids.filter(() => rnd() < p).map(row);
  return {
    goals: modelGoals,
    goalProgress: some(goalIds, 0.4, (goalId) => ({
      goalId,
      status: status(),
      plannedQuarter: quarter(),
    })),
    procedures: catalogue,
    procedureProgress: some(procedureIds, 0.5, (procedureId) => ({
      procedureId,
      status: status(),
      plannedQuarter: quarter(),
    })),
    courses: Array.from({ length: Math.floor(rnd() * 12) }, (_, i) => ({
      id: `c${i}`,
      name: `Kurs ${i}`,
      date: date(year - 3, 7),
      status: pick(COURSE_STATUSES),
    })),
    rotations: Array.from({ length: Math.floor(rnd() * 6) }, (_, i) => ({
      id: `r${i}`,
      name: `Placering ${i}`,
      startDate: `${year - 2}-0${1 + i}`,
      endDate: `${year}-0${1 + i}`,
    })),
    sitIns: [{ id: "s", topic: "Auskultation", date: date(year - 2, 4) }],
    meetings: [{ id: "m", topic: "Träff", date: date(year - 2, 4) }],
    today,
  };
}

describe("countOverdueItems", () => {
  it("counts what the overview's overdue rule counts of its events, on 300 generated records", () => {
    const counts: number[] = [];
    for (let seed = 1; seed <= 300; seed++) {
      const source = generatedSource(seed);
      const expected = countOverdue(buildOverviewEvents(source), source.today);
      expect({ seed, count: countOverdueItems(source) }).toEqual({ seed, count: expected });
      counts.push(expected);
    }
    // The records are varied enough to mean something: none, a few and many items overdue.
    expect(counts.filter((c) => c === 0).length).toBeGreaterThan(10);
    expect(counts.filter((c) => c > 0 && c <= 5).length).toBeGreaterThan(10);
    expect(counts.filter((c) => c > 10).length).toBeGreaterThan(10);
  });

  it("counts a planned item of last quarter, not one of this quarter", () => {
    const source = {
      ...generatedSource(1),
      goals: getGoals("2021"),
      goalProgress: [
        { goalId: "STa1", status: "planned" as const, plannedQuarter: "2026-Q1" },
        { goalId: "STa2", status: "planned" as const, plannedQuarter: "2026-Q2" },
      ],
      procedureProgress: [],
      courses: [
        { id: "a", name: "A", date: "2026-03-31", status: "planned" as const },
        { id: "b", name: "B", date: "2026-04-01", status: "planned" as const },
        { id: "c", name: "C", date: "2025-01-01", status: "completed" as const },
      ],
      today: "2026-05-15",
    };
    expect(countOverdueItems(source)).toBe(2);
  });
});
