import { describe, expect, it } from "vitest";
import { getGoals } from "../src/shared/curriculum/goals";
import { findSyncGroup } from "../src/shared/curriculum/procedures";
import { RECOMMENDED_ROTATIONS } from "../src/shared/curriculum/rotations";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../src/shared/curriculum/shipped-procedures";
import { addMonthsClamped } from "../src/shared/rules/dates";
import { levelsOffered } from "../src/shared/rules/procedure-edit";
import { quarterFromDate, stPeriodQuarters } from "../src/shared/rules/quarters";
import { calculateStEndDate } from "../src/shared/rules/st-period";
import {
  buildDemoPlan,
  countPlanEvents,
  type DemoPlanScale,
  FULL_PLAN_SCALE,
  midwayStartDate,
} from "./demo-plan";

const TODAY = "2026-11-23";

function plan(today = TODAY, scale?: Partial<DemoPlanScale>, startDate = midwayStartDate(TODAY)) {
  const endDate = calculateStEndDate({ startDate, durationMonths: 60 });
  return {
    startDate,
    endDate,
    plan: buildDemoPlan({
      startDate,
      endDate,
      today,
      goals: getGoals("2021"),
      procedures: DEFAULT_PROCEDURE_CATALOGUE,
      rotations: RECOMMENDED_ROTATIONS,
      supervisors: ["Karin Holm", "Lars Lindqvist"],
      ...(scale ? { scale } : {}),
    }),
  };
}

describe("the demo plan", () => {
  it("starts the midway doctor 30 months before today's month", () => {
    expect(midwayStartDate("2026-11-23")).toBe("2024-05-01");
    expect(midwayStartDate("2027-01-31")).toBe("2024-07-01");
  });

  it("spreads the planned goals and examinations over the quarters ahead, not into one", () => {
    const { plan: p } = plan();
    const ahead = [...p.goals, ...p.procedures]
      .map((item) => item.plannedQuarter)
      .filter((q): q is string => q !== null && q > quarterFromDate(TODAY));
    expect(ahead.length).toBeGreaterThan(25);
    const perQuarter = new Map<string, number>();
    for (const q of ahead) perQuarter.set(q, (perQuarter.get(q) ?? 0) + 1);
    expect(perQuarter.size).toBeGreaterThanOrEqual(8);
    expect(Math.max(...perQuarter.values())).toBeLessThanOrEqual(8);
  });

  it("reaches level A on at most the five optional examinations required, B on the rest", () => {
    const { plan: p } = plan();
    const optionalDone = p.procedures.filter((row) => {
      const entry = DEFAULT_PROCEDURE_CATALOGUE.find((e) => e.id === row.procedureId)!;
      expect(row.achievedLevel === null).toBe(row.status !== "completed");
      if (row.achievedLevel) expect(levelsOffered(entry.level)).toContain(row.achievedLevel);
      return entry.level === "A_VALBAR" && row.status === "completed";
    });
    expect(optionalDone.filter((row) => row.achievedLevel === "A").length).toBeLessThanOrEqual(5);
    expect(optionalDone.length).toBeGreaterThan(0);
  });

  it("keeps every sync group at one status and quarter", () => {
    const { plan: p } = plan();
    const byId = new Map(p.procedures.map((row) => [row.procedureId, row]));
    for (const row of p.procedures) {
      for (const sibling of findSyncGroup(DEFAULT_PROCEDURE_CATALOGUE, row.procedureId)) {
        expect(byId.get(sibling.id)?.status).toBe(row.status);
        expect(byId.get(sibling.id)?.plannedQuarter).toBe(row.plannedQuarter);
      }
    }
  });

  it.each([
    ["the demo", undefined],
    ["the benchmark", FULL_PLAN_SCALE],
  ])("lays %s's rotations back to back over every month of ST", (_name, scale) => {
    const { startDate, plan: p } = plan(TODAY, scale);
    expect(p.rotations.length).toBe(scale?.rotations ?? 12);
    let next = startDate.slice(0, 7);
    for (const r of p.rotations) {
      expect(r.startMonth).toBe(next);
      expect(r.endMonth >= r.startMonth).toBe(true);
      next = addMonthsClamped(`${r.endMonth}-01`, 1).slice(0, 7);
    }
    expect(next).toBe(addMonthsClamped(startDate, 60).slice(0, 7));
    for (const name of RECOMMENDED_ROTATIONS.map((r) => r.name))
      expect(p.rotations.map((r) => r.name)).toContain(name);
  });

  it("gives the benchmark about 400 events", () => {
    const { plan: p } = plan(TODAY, FULL_PLAN_SCALE);
    const events = countPlanEvents(p);
    expect(events).toBeGreaterThanOrEqual(380);
    expect(events).toBeLessThanOrEqual(420);
    expect(p.sitIns.every((s) => s.date < TODAY)).toBe(true);
    expect(p.meetings.every((m) => m.date < TODAY)).toBe(true);
  });

  it("plans everything ahead before the start and leaves nothing planned ahead after the end", () => {
    const before = plan("2024-01-10").plan;
    expect(before.goals.every((g) => g.status === "planned")).toBe(true);
    expect(before.sitIns).toEqual([]);
    expect(before.courses.every((c) => c.status === "planned")).toBe(true);

    const after = plan("2030-01-10");
    const quarters = stPeriodQuarters(after.startDate, after.endDate);
    for (const g of after.plan.goals) {
      if (g.plannedQuarter) expect(quarters).toContain(g.plannedQuarter);
      expect(g.status).not.toBe("not_started");
    }
    expect(after.plan.courses.some((c) => c.status === "completed")).toBe(true);
  });

  it("is the same plan for the same day", () => {
    expect(plan().plan).toEqual(plan().plan);
  });
});
