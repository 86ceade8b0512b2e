import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareDates } from "./dates";
import {
  type PlanTemplate,
  type PlanTemplateTarget,
  planFromTemplate,
  recommendedTemplate,
  weeksAsMonths,
} from "./plan-template";

const EMPTY: PlanTemplate = {
  rotationStart: { year: 1, quarter: 1 },
  rotations: [],
  courses: [],
  goals: [],
  examinations: [],
};

const target = (over: Partial<PlanTemplateTarget> = {}): PlanTemplateTarget => ({
  stStartDate: "2026-09-15",
  stEndDate: "2031-09-14",
  goalIds: new Set(["STa1", "STb1", "STc1"]),
  procedureIds: new Set(["ekg", "arbetsprov"]),
  rotationNames: [],
  courseNames: [],
  plannedGoalIds: new Set(),
  plannedProcedureIds: new Set(),
  ...over,
});

describe("planFromTemplate", () => {
  it("runs rotations back to back from the template's start slot", () => {
    const plan = planFromTemplate(
      {
        ...EMPTY,
        rotationStart: { year: 2, quarter: 2 },
        rotations: [
          { name: "Röntgenkliniken", months: 2 },
          { name: "Kardiologi", months: 3 },
        ],
      },
      target(),
    );
    // ST year 2, quarter 2 begins 15 months after September 2026: December 2027.
    expect(plan.rotations).toEqual([
      { name: "Röntgenkliniken", startMonth: "2027-12", endMonth: "2028-01" },
      { name: "Kardiologi", startMonth: "2028-02", endMonth: "2028-04" },
    ]);
  });

  it("keeps a rotation the record has in the sequence, without adding it again (any case)", () => {
    const plan = planFromTemplate(
      {
        ...EMPTY,
        rotations: [
          { name: "IVA", months: 1 },
          { name: "Kardiologi", months: 2 },
        ],
      },
      target({ rotationNames: [" iva "] }),
    );
    expect(plan.rotations).toEqual([
      { name: "Kardiologi", startMonth: "2026-10", endMonth: "2026-11" },
    ]);
    expect(plan.skipped).toEqual({ existing: 1, afterEnd: 0 });
  });

  it("cuts a rotation at the end month and skips one that starts after it", () => {
    const plan = planFromTemplate(
      {
        ...EMPTY,
        rotationStart: { year: 5, quarter: 4 },
        rotations: [
          { name: "Sist", months: 6 },
          { name: "Efter", months: 1 },
        ],
      },
      target(),
    );
    // Year 5, quarter 4 starts June 2031; the ST period ends September 2031.
    expect(plan.rotations).toEqual([{ name: "Sist", startMonth: "2031-06", endMonth: "2031-09" }]);
    expect(plan.skipped).toEqual({ existing: 0, afterEnd: 1 });
  });

  it("dates a course on its slot's first day, never before the ST start", () => {
    const plan = planFromTemplate(
      {
        ...EMPTY,
        courses: [
          { name: "Strålskydd", year: 1, quarter: 1 },
          { name: "Ledarskap", year: 3, quarter: 3 },
          { name: "strålskydd", year: 2, quarter: 1 },
        ],
      },
      target(),
    );
    expect(plan.courses).toEqual([
      { name: "Strålskydd", date: "2026-09-15" },
      { name: "Ledarskap", date: "2029-03-01" },
    ]);
    // The second 'strålskydd' is the same course by name.
    expect(plan.skipped.existing).toBe(1);
  });

  it("plans delmål and examinations in the slot's quarter, skipping planned ones and others' ids", () => {
    const plan = planFromTemplate(
      {
        ...EMPTY,
        goals: [
          { goalId: "STa1", year: 1, quarter: 2 },
          { goalId: "STb1", year: 2, quarter: 1 },
          { goalId: "a1", year: 1, quarter: 1 },
          { goalId: "STa1", year: 3, quarter: 1 },
        ],
        examinations: [
          { procedureId: "ekg", year: 1, quarter: 1 },
          { procedureId: "arbetsprov", year: 6, quarter: 2 },
          { procedureId: "okand", year: 1, quarter: 1 },
        ],
      },
      target({ plannedGoalIds: new Set(["STb1"]) }),
    );
    expect(plan.goals).toEqual([{ goalId: "STa1", plannedQuarter: "2026-Q4" }]);
    expect(plan.examinations).toEqual([{ procedureId: "ekg", plannedQuarter: "2026-Q3" }]);
    expect(plan.skipped).toEqual({ existing: 1, afterEnd: 1 });
  });

  it("adds nothing twice: applied over its own result, a template skips everything", () => {
    const template: PlanTemplate = {
      rotationStart: { year: 1, quarter: 3 },
      rotations: [{ name: "Kardiologi", months: 2 }],
      courses: [{ name: "Strålskydd", year: 2, quarter: 1 }],
      goals: [{ goalId: "STc1", year: 2, quarter: 4 }],
      examinations: [{ procedureId: "ekg", year: 1, quarter: 4 }],
    };
    const first = planFromTemplate(template, target());
    const again = planFromTemplate(
      template,
      target({
        rotationNames: first.rotations.map((r) => r.name),
        courseNames: first.courses.map((c) => c.name),
        plannedGoalIds: new Set(first.goals.map((g) => g.goalId)),
        plannedProcedureIds: new Set(first.examinations.map((e) => e.procedureId)),
      }),
    );
    expect(again.rotations).toEqual([]);
    expect(again.courses).toEqual([]);
    expect(again.goals).toEqual([]);
    expect(again.examinations).toEqual([]);
    expect(again.skipped).toEqual({ existing: 4, afterEnd: 0 });
  });

  it("never plans anything before the ST start or after its end", () => {
    const slot = fc.record({
      year: fc.integer({ min: 1, max: 10 }),
      quarter: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(
        slot,
        fc.array(fc.integer({ min: 1, max: 24 }), { maxLength: 8 }),
        fc.array(slot, { maxLength: 5 }),
        fc.integer({ min: 12, max: 120 }),
        (rotationStart, lengths, courseSlots, months) => {
          const stStartDate = "2026-09-15";
          const stEndDate = `${2026 + Math.floor((8 + months) / 12)}-${String(((8 + months) % 12) + 1).padStart(2, "0")}-14`;
          const plan = planFromTemplate(
            {
              ...EMPTY,
              rotationStart,
              rotations: lengths.map((m, i) => ({ name: `R${i}`, months: m })),
              courses: courseSlots.map((s, i) => ({ ...s, name: `K${i}` })),
            },
            target({ stStartDate, stEndDate }),
          );
          for (const r of plan.rotations) {
            expect(r.startMonth >= "2026-09").toBe(true);
            expect(r.endMonth <= stEndDate.slice(0, 7)).toBe(true);
            expect(r.startMonth <= r.endMonth).toBe(true);
          }
          for (const c of plan.courses) {
            expect(compareDates(c.date, stStartDate)).toBeGreaterThanOrEqual(0);
            expect(compareDates(c.date, stEndDate)).toBeLessThanOrEqual(0);
          }
          const placed = plan.rotations.length + plan.courses.length;
          expect(placed + plan.skipped.afterEnd).toBe(lengths.length + courseSlots.length);
        },
      ),
    );
  });
});

describe("recommendedTemplate", () => {
  it("holds the spec's recommended rotations in order, weeks rounded up to months", () => {
    expect(recommendedTemplate().rotations).toEqual([
      { name: "Röntgenkliniken", months: 2 },
      { name: "Kärlmottagningen", months: 1 },
      { name: "Kardiologi", months: 2 },
      { name: "Klinfys Universitetssjukhus", months: 2 },
      { name: "Nuklearmedicin Universitetssjukhus", months: 1 },
      { name: "IVA", months: 1 },
    ]);
  });

  it.each([
    [1, 1],
    [4, 1],
    [5, 2],
    [8, 2],
    [9, 3],
    [52, 12],
  ])("%i weeks is %i months", (weeks, months) => {
    expect(weeksAsMonths(weeks)).toBe(months);
  });
});
