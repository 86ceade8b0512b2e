import type { GoalDefinition } from "../src/shared/curriculum/goals";
import {
  groupBySync,
  PROCEDURE_LEVELS,
  type ProcedureDefinition,
  type ProcedureLevel,
  REQUIRED_OPTIONAL_A,
} from "../src/shared/curriculum/procedures";
import type { RecommendedRotation } from "../src/shared/curriculum/rotations";
import type { ActivityStatus, CourseStatus } from "../src/shared/rules/activity-status";
import {
  addMonthsClamped,
  formatIsoDate,
  fromDayNumber,
  type IsoDate,
  parseDate,
  toDayNumber,
} from "../src/shared/rules/dates";
import {
  applyProcedureEdit,
  type ProcedureEdit,
  type ProcedureProgress,
} from "../src/shared/rules/procedure-edit";
import { quarterFromDate, stPeriodQuarters } from "../src/shared/rules/quarters";

/*
 * A whole ST plan for a demo or benchmark doctor, as rows ready to insert (decision 130). Pure: the
 * caller passes the ST period, the day it counts as today and the catalogues. Each goal, examination
 * and course is given a target quarter, spread evenly over the ST period in an order that mixes
 * categories and columns; its status then follows from where that quarter lies against today.
 */

/** How many of the open-ended kinds of entry the plan has; goals and examinations are all placed. */
export interface DemoPlanScale {
  rotations: number;
  courses: number;
  /** In the past, spread evenly from the ST start to yesterday. */
  sitIns: number;
  meetings: number;
}

/** The benchmark's doctor: with the 22 goals and 56 examinations of 2021, about 400 events. */
export const FULL_PLAN_SCALE: DemoPlanScale = {
  rotations: 20,
  courses: 40,
  sitIns: 120,
  meetings: 150,
};

export interface DemoPlanInput {
  startDate: IsoDate;
  /** ST's last day (calculateStEndDate). */
  endDate: IsoDate;
  today: IsoDate;
  goals: readonly Pick<GoalDefinition, "id" | "category">[];
  procedures: readonly ProcedureDefinition[];
  rotations: readonly RecommendedRotation[];
  /** Display names of the doctor's supervisors, for sit-ins and meetings. */
  supervisors: readonly string[];
  scale?: Partial<DemoPlanScale>;
}

export interface DemoPlan {
  goals: { goalId: string; status: ActivityStatus; plannedQuarter: string | null }[];
  procedures: ProcedureProgress[];
  rotations: { name: string; startMonth: string; endMonth: string }[];
  courses: { name: string; date: IsoDate; status: CourseStatus }[];
  sitIns: { topic: string; supervisor: string; date: IsoDate; notes: string }[];
  meetings: { date: IsoDate; topic: string; supervisor: string; notes: string }[];
}

/** Home-clinic placements between the recommended rotations. */
const HOME_PLACEMENTS = [
  "Klinisk fysiologi – ekokardiografi",
  "Klinisk fysiologi – nuklearmedicin",
  "Klinisk fysiologi – arbetsprov och EKG",
  "Klinisk fysiologi – lungfysiologi",
  "Klinisk fysiologi – kärlfysiologi",
];

const COURSE_NAMES = [
  "Strålskydd",
  "Nuklearmedicin – grundkurs",
  "Ekokardiografi – grundkurs",
  "Vetenskapligt förhållningssätt",
  "Arbetsfysiologi och arbetsprov",
  "Klinisk lungfysiologi",
  "Medicinsk etik",
  "Ledarskap",
  "Kärlfysiologi och ultraljudsdiagnostik",
  "Handledning",
  "Myokardperfusion – SPECT och PET",
  "Hälso- och sjukvårdens organisation och juridik",
  "Patientsäkerhet och kvalitetsarbete",
  "Ekokardiografi – fortsättningskurs",
  "Vårdhygien och smittskydd",
  "Kommunikation med patienter och närstående",
  "Läkemedel i klinisk fysiologi",
  "Njurfysiologi och GFR-mätning",
];

const SIT_IN_TOPICS = [
  "Ekokardiografi",
  "Myokardskintigrafi",
  "Arbetsprov",
  "Spirometri och lungvolymer",
  "Kärlultraljud",
  "Lungscintigrafi",
  "Långtids-EKG",
  "Renografi",
  "Stressekokardiografi",
  "Ergospirometri",
];

const SIT_IN_NOTES = [
  "Granskade undersökningarna tillsammans och gick igenom svarsformuleringarna.",
  "Bedömde bilderna själv först, sedan gemensam genomgång.",
  "Fokus på indikationer och val av metod.",
  "Gick igenom veckans svåra fall.",
];

const MEETING_TOPICS = [
  "Handledarsamtal",
  "Genomgång av delmål",
  "Planering av randningar",
  "Återkoppling efter sit-in",
  "ST-arbetet",
  "Kurser och kompetensutveckling",
];

const MEETING_NOTES = [
  "Gick igenom delmålen som är på gång och vad som återstår.",
  "Stämde av undersökningarna i matrisen och planerade nästa kvartal.",
  "Diskuterade återkoppling från kollegor och egna mål.",
  "Uppdaterade den individuella utbildningsplanen.",
];

/** The rotations' months: a week count rounded up to whole months. */
const WEEKS_PER_MONTH = 4.35;

/** Which of the items whose quarter is past are left undone (overdue): every fifth, from the fourth. */
function isOverduePick(pastIndex: number): boolean {
  return pastIndex % 5 === 3;
}

export function buildDemoPlan(input: DemoPlanInput): DemoPlan {
  const quarters = stPeriodQuarters(input.startDate, input.endDate);
  const current = quarters.indexOf(quarterFromDate(input.today));
  // Before the start everything lies ahead; after the end everything lies behind.
  const now = current >= 0 ? current : input.today < input.startDate ? -1 : quarters.length;
  const pastMonths = Math.max(0, wholeMonths(input.startDate, input.today));
  const scale: DemoPlanScale = {
    rotations: 12,
    courses: 14,
    sitIns: Math.round(pastMonths / 2),
    meetings: pastMonths,
    ...input.scale,
  };

  const placed = (i: number, n: number) => {
    const q = Math.min(quarters.length - 1, Math.floor(((i + 0.5) * quarters.length) / n));
    return { index: q, label: quarters[q]! };
  };
  // Ahead: planned. This and the last quarter: under way. Before: done, or every fifth overdue.
  const statusOf = (
    quarterIndex: number,
    pastIndex: () => number,
  ): "planned" | "in_progress" | "completed" | "overdue" => {
    if (quarterIndex > now) return "planned";
    if (quarterIndex >= now - 1) return "in_progress";
    return isOverduePick(pastIndex()) ? "overdue" : "completed";
  };

  let pastGoals = 0;
  const goalOrder = interleave(input.goals, (g) => g.category);
  const goals = goalOrder.map((goal, i) => {
    const target = placed(i, goalOrder.length);
    const status = statusOf(target.index, () => pastGoals++);
    return status === "planned" || status === "overdue"
      ? { goalId: goal.id, status: "planned" as const, plannedQuarter: target.label }
      : { goalId: goal.id, status, plannedQuarter: null };
  });

  // One edit per sync group: the rule writes the whole group (spec section 4). The obligatory
  // examinations come first, the theoretical (C) last, the columns mixed within each level.
  const byLevel = [...groupBySync(input.procedures).values()];
  const groups = PROCEDURE_LEVELS.flatMap((level) =>
    interleave(
      byLevel.filter((g) => highestLevel(g) === level),
      (g) => g[0]!.column,
    ),
  );
  let pastGroups = 0;
  let optionalA = 0;
  const edits = groups.map((group, i): [string, ProcedureEdit] => {
    const first = group[0]!;
    const target = placed(i, groups.length);
    const status = statusOf(target.index, () => pastGroups++);
    if (status === "planned" || status === "overdue")
      return [first.id, { status: "planned", plannedQuarter: target.label }];
    if (status === "in_progress") return [first.id, { status }];
    // The first optional examinations done reach A, as the five required do; the rest B.
    const achievedLevel =
      first.level === "A_VALBAR" ? (optionalA++ < REQUIRED_OPTIONAL_A ? "A" : "B") : null;
    return [first.id, { status, achievedLevel }];
  });

  return {
    goals,
    procedures: progressFromEdits(input.procedures, edits),
    rotations: buildRotations(input, scale.rotations),
    courses: buildCourses(input, scale.courses),
    sitIns: spreadInPast(input, scale.sitIns).map((date, i) => ({
      topic: SIT_IN_TOPICS[i % SIT_IN_TOPICS.length]!,
      supervisor: input.supervisors[i % input.supervisors.length] ?? "",
      date,
      notes: SIT_IN_NOTES[i % SIT_IN_NOTES.length]!,
    })),
    meetings: spreadInPast(input, scale.meetings).map((date, i) => {
      // The first sets up the training plan; every third is the quarter's follow-up with all.
      const quarterly = i % 3 === 2;
      return {
        date,
        topic:
          i === 0
            ? "Individuell utbildningsplan"
            : quarterly
              ? "Kvartalsuppföljning"
              : MEETING_TOPICS[i % MEETING_TOPICS.length]!,
        supervisor:
          i === 0 || quarterly
            ? input.supervisors.join(", ")
            : (input.supervisors[i % input.supervisors.length] ?? ""),
        notes: MEETING_NOTES[i % MEETING_NOTES.length]!,
      };
    }),
  };
}

/**
 * Examination edits applied one after another through the examination rule, so each sync group is
 * written whole with the levels the rule gives; the result has one row per catalogue entry touched.
 */
export function progressFromEdits(
  catalogue: readonly ProcedureDefinition[],
  edits: readonly (readonly [string, ProcedureEdit])[],
): ProcedureProgress[] {
  const progress = new Map<string, ProcedureProgress>();
  for (const [procedureId, edit] of edits) {
    const result = applyProcedureEdit(catalogue, [...progress.values()], procedureId, edit);
    if (!result.ok) throw new Error(`demo examination ${procedureId}: ${result.message}`);
    for (const row of result.value) progress.set(row.procedureId, row);
  }
  return [...progress.values()];
}

/** Goal and examination rows, rotations, courses, sit-ins and meetings: what the overview shows. */
export function countPlanEvents(plan: DemoPlan): number {
  return (
    plan.goals.filter((g) => g.status !== "not_started").length +
    plan.procedures.filter((p) => p.status !== "not_started").length +
    plan.rotations.length +
    plan.courses.length +
    plan.sitIns.length +
    plan.meetings.length
  );
}

/** A group's most demanding level: renografi is B in c4 and optional A in c11. */
function highestLevel(group: readonly ProcedureDefinition[]): ProcedureLevel {
  return PROCEDURE_LEVELS.find((level) => group.some((p) => p.level === level))!;
}

/** Round robin over the keys in order of first appearance: STa1, STb1, STc1, STa2, STc2, … */
function interleave<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const queues = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    queues.set(key, [...(queues.get(key) ?? []), item]);
  }
  const out: T[] = [];
  for (let round = 0; out.length < items.length; round++) {
    for (const queue of queues.values()) if (queue[round]) out.push(queue[round]!);
  }
  return out;
}

/**
 * Back-to-back rotations over every month of ST: the recommended ones, each as many whole months as
 * its weeks take, spread evenly between home-clinic placements that share the other months.
 */
function buildRotations(input: DemoPlanInput, count: number): DemoPlan["rotations"] {
  const firstMonth = input.startDate.slice(0, 7);
  const months = wholeMonths(input.startDate, input.endDate);
  const n = Math.min(count, months);
  if (n <= 0) return [];
  const recommended = input.rotations.slice(0, n);
  const isRecommended = (i: number) =>
    Math.floor(((i + 1) * recommended.length) / n) > Math.floor((i * recommended.length) / n);
  const slots: { name: string; months: number | null }[] = [];
  let nextRecommended = 0;
  let nextHome = 0;
  for (let i = 0; i < n; i++) {
    if (isRecommended(i)) {
      const r = recommended[nextRecommended++]!;
      slots.push({ name: r.name, months: Math.max(1, Math.ceil(r.weeks / WEEKS_PER_MONTH)) });
    } else {
      slots.push({ name: HOME_PLACEMENTS[nextHome++ % HOME_PLACEMENTS.length]!, months: null });
    }
  }
  const fixed = slots.reduce((sum, s) => sum + (s.months ?? 0), 0);
  const homes = slots.filter((s) => s.months === null).length;
  // Too many rotations for their weeks: every rotation gets an equal share instead.
  const lengths =
    months - fixed < homes
      ? evenShares(months, n)
      : (() => {
          const shares = evenShares(months - fixed, homes);
          return slots.map((s) => s.months ?? shares.shift()!);
        })();
  let offset = 0;
  return slots.map((slot, i) => {
    const startMonth = addMonthsClamped(`${firstMonth}-01`, offset).slice(0, 7);
    offset += lengths[i]!;
    const endMonth = addMonthsClamped(`${firstMonth}-01`, offset - 1).slice(0, 7);
    return { name: slot.name, startMonth, endMonth };
  });
}

/**
 * Courses spread evenly over ST: the past ones taken, the latest of them still under review and
 * every fifth left undone (overdue); those ahead planned.
 */
function buildCourses(input: DemoPlanInput, count: number): DemoPlan["courses"] {
  const from = toDayNumber(input.startDate);
  const to = toDayNumber(input.endDate);
  const dates = Array.from({ length: count }, (_, i) =>
    weekday(from + Math.floor(((i + 0.5) * (to - from)) / count), from),
  );
  const lastPast = dates.filter((d) => d < input.today).length - 1;
  return dates.map((date, i) => {
    const round = Math.floor(i / COURSE_NAMES.length);
    const base = COURSE_NAMES[i % COURSE_NAMES.length]!;
    const name = round === 0 ? base : `${base}, del ${round + 1}`;
    if (date >= input.today) return { name, date, status: "planned" };
    if (i === lastPast) return { name, date, status: "under_review" };
    return { name, date, status: isOverduePick(i) ? "planned" : "completed" };
  });
}

/** `count` weekdays spread evenly from the ST start to the day before today (or the ST end). */
function spreadInPast(input: DemoPlanInput, count: number): IsoDate[] {
  const from = toDayNumber(input.startDate);
  const to = Math.min(toDayNumber(input.today), toDayNumber(input.endDate)) - 1;
  if (to < from) return [];
  return Array.from({ length: count }, (_, i) =>
    weekday(from + Math.floor(((i + 0.5) * (to - from + 1)) / count), from),
  );
}

/** The day, or the Friday before when it falls on a weekend (but never before `notBefore`). */
export function weekday(day: number, notBefore: number): IsoDate {
  const dayOfWeek = (day + 4) % 7; // day 0, 1970-01-01, was a Thursday; 0 is Sunday
  const back = dayOfWeek === 6 ? 1 : dayOfWeek === 0 ? 2 : 0;
  return fromDayNumber(Math.max(notBefore, day - back));
}

/** Whole calendar months from `from` to `to`. */
function wholeMonths(from: IsoDate, to: IsoDate): number {
  const a = parseDate(from);
  const b = parseDate(to);
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  if (addMonthsClamped(from, months) > to) months -= 1;
  return months;
}

/** `total` split into `parts` whole numbers that differ by at most one, the larger ones first. */
function evenShares(total: number, parts: number): number[] {
  return Array.from(
    { length: parts },
    (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0),
  );
}

/**
 * The ST start that makes a 60-month doctor midway on `today`: the first of the month 30 months
 * before today's month.
 */
export function midwayStartDate(today: IsoDate, durationMonths = 60): IsoDate {
  const { year, month } = parseDate(today);
  return addMonthsClamped(formatIsoDate({ year, month, day: 1 }), -Math.floor(durationMonths / 2));
}
