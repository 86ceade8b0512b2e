import { z } from "zod";
import { MEETING_ACTION_MESSAGES as A, MAX_ACTIONS_PER_MEETING } from "../messages/meeting-actions";
import { RECORD_MESSAGES as M } from "../messages/records";
import { COURSE_STATUSES } from "../rules/activity-status";
import { compareDates, isIsoDate, isYearMonth } from "../rules/dates";
import {
  CUSTOM_PERIOD_MONTHS_MAX,
  CUSTOM_PERIOD_MONTHS_MIN,
  parseCustomMonths,
} from "../rules/st-period";
import { zCertificateFileIds } from "./files";
import {
  zId,
  zOptionalMultiLineText,
  zRequiredDate,
  zRequiredMonth,
  zRequiredMultiLineText,
  zRequiredText,
  zVersion,
} from "./primitives";

/**
 * End on or after start; reported on the end field. Zod runs object refinements even when a field
 * already failed, so an unreadable date is left to that field's own message.
 */
function endNotBeforeStart(v: { startDate: string; endDate: string }) {
  if (!isReadableDate(v.startDate) || !isReadableDate(v.endDate)) return true;
  return compareDates(v.startDate, v.endDate) <= 0;
}

function isReadableDate(value: unknown): boolean {
  return isIsoDate(value) || isYearMonth(value);
}
const endIssue = { message: M.endBeforeStart, path: ["endDate"] };

/* ---------- Absence and credit (same shape; a credit is a recognised prior period) ---------- */

/** Entered by exact dates: all three fields are required. */
export const ZPeriodEntryExactSchema = z
  .object({
    mode: z.literal("exact"),
    startDate: zRequiredDate(M.exactDatesRequired),
    endDate: zRequiredDate(M.exactDatesRequired),
    description: zRequiredText(M.exactDatesRequired),
  })
  .refine(endNotBeforeStart, endIssue);

/**
 * Entered as "the last N months" (a preset 1, 2, 3, 6, 12, 18, 24 or a custom 1-60). The server
 * turns it into dates with `periodFromMonthsBack` and the description 'text (N månader)'.
 */
export const ZPeriodEntryMonthsSchema = z.object({
  mode: z.literal("months"),
  // Form fields may send the number as text; anything that is not a number (true, '') is refused.
  months: z
    .union([z.number(), z.string().transform((text) => parseCustomMonths(text) ?? Number.NaN)], {
      error: M.periodMonthsInvalid,
    })
    .pipe(
      z
        .number({ error: M.periodMonthsInvalid })
        .int(M.periodMonthsInvalid)
        .min(CUSTOM_PERIOD_MONTHS_MIN, M.periodMonthsInvalid)
        .max(CUSTOM_PERIOD_MONTHS_MAX, M.periodMonthsInvalid),
    ),
  description: zRequiredText(M.periodDescriptionRequired),
});

/** Create or replace an absence or a credit. */
export const ZPeriodEntryRequestSchema = z.discriminatedUnion("mode", [
  ZPeriodEntryExactSchema,
  ZPeriodEntryMonthsSchema,
]);
export type TPeriodEntryRequest = z.infer<typeof ZPeriodEntryRequestSchema>;

/** A stored absence or credit. */
export const ZPeriodEntrySchema = z.object({
  id: zId,
  startDate: z.string(),
  endDate: z.string(),
  description: z.string(),
  version: z.number().int(),
});
export type TPeriodEntry = z.infer<typeof ZPeriodEntrySchema>;

/* ---------- Delmål of an activity (issue 24) ---------- */

/** A goal id of either model: 'a1', 'c13', 'STa3', 'STc14'. */
const GOAL_ID = /^(ST)?[abc]\d{1,2}$/;

/**
 * The delmål an activity supports. Left out: none. Whether they belong to the doctor's model is
 * checked by the application's completeness check, which names any that do not (decision 196).
 */
export const zActivityGoalIds = z
  .array(z.string({ error: M.goalIdInvalid }).regex(GOAL_ID, M.goalIdInvalid), {
    error: M.goalIdInvalid,
  })
  .max(40, M.goalIdInvalid)
  .transform((ids) => [...new Set(ids)])
  .default([]);

/* ---------- Course ---------- */

export const ZCourseRequestSchema = z.object({
  name: zRequiredText(M.allFieldsRequired),
  date: zRequiredDate(M.allFieldsRequired),
  status: z.enum(COURSE_STATUSES, { error: M.courseStatusInvalid }).default("planned"),
  goalIds: zActivityGoalIds,
});
export type TCourseRequest = z.infer<typeof ZCourseRequestSchema>;

export const ZCourseSchema = ZCourseRequestSchema.extend({
  id: zId,
  goalIds: z.array(z.string()),
  certificateFileIds: zCertificateFileIds,
  version: z.number().int(),
  /** The quarter of the course date. */
  quarter: z.string(),
});

/* ---------- Rotation ---------- */

/** The name is a recommended rotation or, after choosing 'Annan', the doctor's own text. */
export const ZRotationRequestSchema = z
  .object({
    name: zRequiredText(M.allFieldsRequired),
    startDate: zRequiredMonth(M.allFieldsRequired),
    endDate: zRequiredMonth(M.allFieldsRequired),
    goalIds: zActivityGoalIds,
  })
  .refine(endNotBeforeStart, { message: M.endMonthBeforeStart, path: ["endDate"] });
export type TRotationRequest = z.infer<typeof ZRotationRequestSchema>;

export const ZRotationSchema = z.object({
  id: zId,
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  goalIds: z.array(z.string()),
  certificateFileIds: zCertificateFileIds,
  version: z.number().int(),
});

/* ---------- Sit-in ---------- */

export const ZSitInRequestSchema = z.object({
  topic: zRequiredText(M.allFieldsRequired),
  supervisor: zRequiredText(M.allFieldsRequired),
  date: zRequiredDate(M.allFieldsRequired),
  notes: zRequiredMultiLineText(M.allFieldsRequired),
  goalIds: zActivityGoalIds,
});
export type TSitInRequest = z.infer<typeof ZSitInRequestSchema>;

export const ZSitInSchema = ZSitInRequestSchema.extend({
  id: zId,
  goalIds: z.array(z.string()),
  certificateFileIds: zCertificateFileIds,
  version: z.number().int(),
});

/* ---------- Supervisor meeting ---------- */

/** A name written as an action's owner ('ST-läkare', 'Handledare' or a person). */
const ACTION_OWNER_MAX = 100;

/** An action is named once in a meeting's list (two rows cannot both change one saved action). */
function haveDistinctIds(actions: readonly { id?: string | undefined }[]): boolean {
  const ids = actions.flatMap((a) => (a.id ? [a.id] : []));
  return new Set(ids).size === ids.length;
}

/**
 * An action agreed at the meeting (decision 206). One with an id is a saved action of this meeting,
 * changed; one without is new. Whether it is done is set on its own (the mark-done route), so a
 * meeting's save never undoes a 'Klar' set meanwhile.
 */
export const ZMeetingActionRequestSchema = z.object({
  id: zId.optional(),
  what: zRequiredText(A.whatRequired),
  owner: zRequiredText(A.ownerRequired, ACTION_OWNER_MAX),
  dueDate: zRequiredDate(A.dueDateRequired),
});
export type TMeetingActionRequest = z.infer<typeof ZMeetingActionRequestSchema>;

export const ZMeetingActionSchema = z.object({
  id: zId,
  meetingId: zId,
  what: z.string(),
  owner: z.string(),
  dueDate: z.string(),
  /** The day it was marked done; null while open. */
  doneOn: z.string().nullable(),
  version: z.number().int(),
});
export type TMeetingAction = z.infer<typeof ZMeetingActionSchema>;

export const ZMeetingRequestSchema = z.object({
  date: zRequiredDate(M.allFieldsRequired),
  topic: zRequiredText(M.allFieldsRequired),
  /** The participating supervisors, as the doctor wrote them. */
  supervisor: zRequiredText(M.allFieldsRequired),
  notes: zRequiredMultiLineText(M.allFieldsRequired),
  /** 'Dagordning' (issue 25): optional, so a meeting saved before it keeps working. */
  agenda: zOptionalMultiLineText(),
  actions: z
    .array(ZMeetingActionRequestSchema, { error: A.actionsInvalid })
    .max(MAX_ACTIONS_PER_MEETING, A.tooManyActions)
    .refine(haveDistinctIds, A.duplicateAction)
    .default([]),
});
export type TMeetingRequest = z.infer<typeof ZMeetingRequestSchema>;

export const ZMeetingSchema = ZMeetingRequestSchema.extend({
  id: zId,
  actions: z.array(ZMeetingActionSchema),
  version: z.number().int(),
});

/** The body of a mark-done: done or not again, on the version the action had. */
export const ZMarkMeetingActionRequestSchema = z.object({
  done: z.boolean({ error: A.doneRequired }),
  version: zVersion,
});

/* ---------- Development work ('Utvecklingsarbete', issue 24) ---------- */

export const ZDevelopmentWorkRequestSchema = z
  .object({
    title: zRequiredText(M.allFieldsRequired),
    description: zRequiredMultiLineText(M.allFieldsRequired),
    startDate: zRequiredDate(M.allFieldsRequired),
    endDate: zRequiredDate(M.allFieldsRequired),
    goalIds: zActivityGoalIds,
  })
  .refine(endNotBeforeStart, endIssue);
export type TDevelopmentWorkRequest = z.infer<typeof ZDevelopmentWorkRequestSchema>;

export const ZDevelopmentWorkSchema = z.object({
  id: zId,
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  goalIds: z.array(z.string()),
  version: z.number().int(),
});

/** The request schema of each generic record type, for the one record module. */
export const RECORD_REQUEST_SCHEMAS = {
  rotation: ZRotationRequestSchema,
  course: ZCourseRequestSchema,
  "sit-in": ZSitInRequestSchema,
  meeting: ZMeetingRequestSchema,
  absence: ZPeriodEntryRequestSchema,
  credit: ZPeriodEntryRequestSchema,
  development: ZDevelopmentWorkRequestSchema,
} as const;
