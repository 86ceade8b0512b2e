import { z } from "zod";
import { SPECIALTIES } from "../curriculum/specialties";
import { CLINIC_MESSAGES } from "../messages/clinics";
import { COHORT_MESSAGES as M } from "../messages/cohort";
import { EARLY_WARNING_MESSAGES } from "../messages/early-warnings";
import { EARLY_WARNING_KINDS } from "../rules/early-warnings";
import { FINAL_DECISIONS } from "../rules/signing-rights";
import { zQueryInt, zSingleLineText } from "./primitives";

const S = EARLY_WARNING_MESSAGES.settings;

/** The ranges an administrator may set (decision 146). */
export const WARNING_SETTING_RANGES = {
  meetingGapMonths: { min: 1, max: 24, unit: "månader" },
  progressGapPoints: { min: 1, max: 100, unit: "procentenheter" },
  endingSoonMonths: { min: 1, max: 24, unit: "månader" },
} as const;

const setting = (key: keyof typeof WARNING_SETTING_RANGES) => {
  const { min, max, unit } = WARNING_SETTING_RANGES[key];
  const message = S.outOfRange(min, max, unit);
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

export const ZWarningSettingsSchema = z.object({
  meetingGapMonths: setting("meetingGapMonths"),
  progressGapPoints: setting("progressGapPoints"),
  endingSoonMonths: setting("endingSoonMonths"),
});
export type TWarningSettings = z.infer<typeof ZWarningSettingsSchema>;

/** Whose limits: one clinic of the caller's (decision 272); without it, the caller's own clinic. */
export const ZWarningSettingsClinicQuerySchema = z.object({
  clinicId: zSingleLineText(CLINIC_MESSAGES.clinicIdInvalid)
    .max(100, CLINIC_MESSAGES.clinicIdInvalid)
    .optional(),
});
export const ZWarningSettingsResponseSchema = z.object({
  settings: ZWarningSettingsSchema,
  /** The clinic the limits are of; null when the caller has none (the portal's limits). */
  clinicId: z.string().nullable(),
  /** When an administrator last saved them; null while the defaults apply. */
  updatedAt: z.string().nullable(),
});
export const ZSaveWarningSettingsResponseSchema = ZWarningSettingsResponseSchema.extend({
  message: z.string(),
});

const ZProgressSchema = z.object({
  achieved: z.number().int(),
  total: z.number().int(),
  /** 0-100, unrounded. */
  percent: z.number(),
});

export const ZEarlyWarningSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("meeting-gap"),
    lastMeetingDate: z.string().nullable(),
    months: z.number().int(),
  }),
  z.object({ kind: z.literal("overdue-items"), count: z.number().int() }),
  z.object({
    kind: z.literal("progress-gap"),
    stPercent: z.number().int(),
    goalPercent: z.number().int(),
    points: z.number().int(),
  }),
  z.object({ kind: z.literal("no-supervisor") }),
  z.object({
    kind: z.literal("ending-soon"),
    endDate: z.string(),
    ended: z.boolean(),
    goalsLeft: z.number().int(),
  }),
  z.object({ kind: z.literal("uncertified"), count: z.number().int() }),
  z.object({ kind: z.literal("iup-follow-up"), date: z.string() }),
]);

/** One ST doctor's line in the cohort: the figures of their overview, and their warnings. */
export const ZCohortRowSchema = z.object({
  doctorId: z.string(),
  displayName: z.string(),
  email: z.string(),
  /** "2015", "2021" or "UNSELECTED". */
  stModel: z.string(),
  /** The doctor's specialty (issue 27): its goals are counted, its matrix (if any) shown. */
  specialty: z.enum(SPECIALTIES),
  stStartDate: z.string(),
  stEndDate: z.string(),
  /** Share of the ST period passed, rounded as the overview shows it. */
  stPercent: z.number().int(),
  /** Completed goals of the model; null while no model is chosen. */
  goals: ZProgressSchema.nullable(),
  examinations: ZProgressSchema.extend({
    ischemiaOk: z.boolean(),
    /** The n of 'n/5'. */
    optionalA: z.number().int(),
    optionalARequired: z.number().int(),
  })
    // Null for a specialty without an examination matrix (nuklearmedicin, decision 238).
    .nullable(),
  lastMeetingDate: z.string().nullable(),
  uncertifiedCount: z.number().int(),
  /** The latest decision per examination, named by the examination's first catalogue entry. */
  signingRights: z.array(
    z.object({ name: z.string(), decision: z.enum(FINAL_DECISIONS), decisionDate: z.string() }),
  ),
  supervisors: z.array(z.object({ id: z.string(), displayName: z.string() })),
  /** The signed-in user is one of the doctor's supervisors. */
  assignedToMe: z.boolean(),
  warnings: z.array(ZEarlyWarningSchema),
});
export type TCohortRow = z.infer<typeof ZCohortRowSchema>;

/** One page of the cohort as the view filters and orders it (decision 259). */
export const ZCohortResponseSchema = z.object({
  today: z.string(),
  thresholds: ZWarningSettingsSchema,
  rows: z.array(ZCohortRowSchema),
  /** Rows the view keeps, on every page. */
  total: z.number().int(),
  /** Every active ST doctor the caller may view, before the view's filter. */
  unfiltered: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TCohortResponse = z.infer<typeof ZCohortResponseSchema>;

export const COHORT_SCOPES = ["mine", "all"] as const;
export const COHORT_WARNING_FILTERS = ["all", "any", "none", ...EARLY_WARNING_KINDS] as const;
export const COHORT_SORTS = [
  "name",
  "model",
  "start",
  "end",
  "stTime",
  "goals",
  "examinations",
  "lastMeeting",
  "uncertified",
  "warnings",
] as const;
export type CohortSort = (typeof COHORT_SORTS)[number];

/** What the cohort shows: the page's filter and order, which the CSV export repeats. */
export const ZCohortViewSchema = z.object({
  scope: z.enum(COHORT_SCOPES, { error: M.filterInvalid }).default("all"),
  search: zSingleLineText(M.searchTooLong, M.filterInvalid).max(200, M.searchTooLong).default(""),
  warning: z.enum(COHORT_WARNING_FILTERS, { error: M.filterInvalid }).default("all"),
  sort: z.enum(COHORT_SORTS, { error: M.filterInvalid }).default("name"),
  order: z.enum(["asc", "desc"], { error: M.filterInvalid }).default("asc"),
});
export type TCohortView = z.infer<typeof ZCohortViewSchema>;

export const COHORT_PAGE_SIZE_MAX = 100;
export const COHORT_PAGE_SIZE_DEFAULT = 50;
const COHORT_PAGE_MAX = 10_000;

/** The page's query: the view, and which page of it (1-based; past the end: no rows). */
export const ZCohortPageQuerySchema = ZCohortViewSchema.extend({
  page: zQueryInt(COHORT_PAGE_MAX, 1, M.pageInvalid),
  pageSize: zQueryInt(COHORT_PAGE_SIZE_MAX, COHORT_PAGE_SIZE_DEFAULT, M.pageSizeInvalid),
});
export type TCohortPageQuery = z.infer<typeof ZCohortPageQuerySchema>;
