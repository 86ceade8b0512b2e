import { RECOMMENDED_ROTATIONS } from "../curriculum/rotations";
import { compareDates, formatIsoDate, type IsoDate, parseDate, type YearMonth } from "./dates";
import { type QuarterLabel, quarterFromDate } from "./quarters";

/**
 * A clinic's standard plan (issue 27, decision 251): rotations in order with their lengths, and
 * the ST year and quarter in which courses, delmål and examinations are usually planned. Applied
 * to a doctor, it is dated from their ST start.
 */
export interface PlanTemplateSlot {
  /** ST year, 1 = the first twelve months from the ST start. */
  readonly year: number;
  /** Quarter of that ST year, 1 = its first three months. */
  readonly quarter: number;
}

export interface PlanTemplate {
  /** Where the first rotation starts; the rest follow back to back. */
  readonly rotationStart: PlanTemplateSlot;
  readonly rotations: readonly { readonly name: string; readonly months: number }[];
  readonly courses: readonly (PlanTemplateSlot & { readonly name: string })[];
  readonly goals: readonly (PlanTemplateSlot & { readonly goalId: string })[];
  readonly examinations: readonly (PlanTemplateSlot & { readonly procedureId: string })[];
}

/** What the doctor's record holds now, as far as applying a template needs it. */
export interface PlanTemplateTarget {
  readonly stStartDate: IsoDate;
  /** The computed end of the ST period; nothing is planned after it. */
  readonly stEndDate: IsoDate;
  /** The delmål of the doctor's model and specialty: others in the template are not theirs. */
  readonly goalIds: ReadonlySet<string>;
  /** The examinations of the catalogue in use. */
  readonly procedureIds: ReadonlySet<string>;
  readonly rotationNames: readonly string[];
  readonly courseNames: readonly string[];
  /** Delmål with a status or a planned quarter already: the doctor's own plan wins. */
  readonly plannedGoalIds: ReadonlySet<string>;
  readonly plannedProcedureIds: ReadonlySet<string>;
}

export interface PlannedFromTemplate {
  readonly rotations: { name: string; startMonth: YearMonth; endMonth: YearMonth }[];
  readonly courses: { name: string; date: IsoDate }[];
  readonly goals: { goalId: string; plannedQuarter: QuarterLabel }[];
  readonly examinations: { procedureId: string; plannedQuarter: QuarterLabel }[];
  /** Template entries left out: already in the record, or after the ST period's end. */
  readonly skipped: { existing: number; afterEnd: number };
}

const monthIndex = (date: string) => {
  const { year, month } = parseDate(date);
  return year * 12 + (month - 1);
};

const monthOfIndex = (index: number): YearMonth => {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, "0")}-${String(index - year * 12 + 1).padStart(2, "0")}`;
};

const firstDayOf = (index: number): IsoDate => {
  const year = Math.floor(index / 12);
  return formatIsoDate({ year, month: index - year * 12 + 1, day: 1 });
};

const slotOffset = (slot: PlanTemplateSlot) => (slot.year - 1) * 12 + (slot.quarter - 1) * 3;

const nameKey = (name: string) => name.trim().toLocaleLowerCase("sv");

/**
 * The entries a template adds to a doctor's plan. A slot is the month `year` and `quarter` name
 * from the ST start: a course gets that month's first day (the ST start, if later), a delmål or an
 * examination that month's quarter. Rotations run back to back from `rotationStart`; one whose
 * name the record already has keeps its place in the sequence but is not added again, and one
 * that reaches past the end is cut at the end month. Entries the record already holds, or that
 * fall after the end, are skipped and counted; delmål of another model and examinations outside
 * the catalogue are not the doctor's and are left out silently.
 */
export function planFromTemplate(
  template: PlanTemplate,
  target: PlanTemplateTarget,
): PlannedFromTemplate {
  const start = monthIndex(target.stStartDate);
  const end = monthIndex(target.stEndDate);
  const skipped = { existing: 0, afterEnd: 0 };

  const rotationNames = new Set(target.rotationNames.map(nameKey));
  const rotations: PlannedFromTemplate["rotations"] = [];
  let cursor = start + slotOffset(template.rotationStart);
  for (const rotation of template.rotations) {
    const first = cursor;
    cursor += rotation.months;
    if (rotationNames.has(nameKey(rotation.name))) skipped.existing++;
    else if (first > end) skipped.afterEnd++;
    else {
      rotationNames.add(nameKey(rotation.name));
      rotations.push({
        name: rotation.name.trim(),
        startMonth: monthOfIndex(first),
        endMonth: monthOfIndex(Math.min(first + rotation.months - 1, end)),
      });
    }
  }

  const courseNames = new Set(target.courseNames.map(nameKey));
  const courses: PlannedFromTemplate["courses"] = [];
  for (const course of template.courses) {
    const month = start + slotOffset(course);
    const first = firstDayOf(month);
    const date = compareDates(first, target.stStartDate) < 0 ? target.stStartDate : first;
    if (courseNames.has(nameKey(course.name))) skipped.existing++;
    else if (compareDates(date, target.stEndDate) > 0) skipped.afterEnd++;
    else {
      courseNames.add(nameKey(course.name));
      courses.push({ name: course.name.trim(), date });
    }
  }

  const planned = <K extends string>(
    entries: readonly (PlanTemplateSlot & Record<K, string>)[],
    key: K,
    known: ReadonlySet<string>,
    alreadyPlanned: ReadonlySet<string>,
  ) => {
    const seen = new Set<string>();
    const out: { id: string; plannedQuarter: QuarterLabel }[] = [];
    for (const entry of entries) {
      const id = entry[key];
      if (!known.has(id) || seen.has(id)) continue;
      seen.add(id);
      const month = start + slotOffset(entry);
      if (alreadyPlanned.has(id)) skipped.existing++;
      else if (month > end) skipped.afterEnd++;
      else out.push({ id, plannedQuarter: quarterFromDate(monthOfIndex(month)) });
    }
    return out;
  };
  const goals = planned(template.goals, "goalId", target.goalIds, target.plannedGoalIds).map(
    ({ id, plannedQuarter }) => ({ goalId: id, plannedQuarter }),
  );
  const examinations = planned(
    template.examinations,
    "procedureId",
    target.procedureIds,
    target.plannedProcedureIds,
  ).map(({ id, plannedQuarter }) => ({ procedureId: id, plannedQuarter }));

  return { rotations, courses, goals, examinations, skipped };
}

/** Weeks as whole months, rounded up: a rotation is planned by month. */
export const weeksAsMonths = (weeks: number) => Math.max(1, Math.ceil((weeks * 7) / 30.44));

/**
 * A clinic's template before its director has written one: the spec's recommended rotations with
 * their durations, from the ST start, and nothing else.
 */
export function recommendedTemplate(): PlanTemplate {
  return {
    rotationStart: { year: 1, quarter: 1 },
    rotations: RECOMMENDED_ROTATIONS.map((r) => ({ name: r.name, months: weeksAsMonths(r.weeks) })),
    courses: [],
    goals: [],
    examinations: [],
  };
}
