import { z } from "zod";
import { IUP_MESSAGES as M } from "../messages/iup";
import { zId, zOptionalMultiLineText, zOptionalText, zRequiredDate, zVersion } from "./primitives";

/*
 * The individual training programme (IUP, issue 25): revisions with the customary headings,
 * structured links and the two acknowledgements (decision 199).
 */

/** The record items a planned activity can name. */
export const IUP_ACTIVITY_TYPES = ["rotation", "course", "sit-in", "development"] as const;

export const IUP_LINKS_MAX = 100;
export const IUP_DATES_MAX = 24;

const links = <T extends z.ZodType>(item: T) =>
  z.array(item).max(IUP_LINKS_MAX, M.tooManyLinks(IUP_LINKS_MAX));
// Lists left out are empty, as text left out is ''.
const uniqueIds = links(zId)
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** What a revision says: the free text under each heading and the structured links. */
export const ZIupContentSchema = z.object({
  revisionDate: zRequiredDate(M.dateRequired),
  background: zOptionalMultiLineText(),
  goalsText: zOptionalMultiLineText(),
  goalIds: uniqueIds,
  examinationIds: uniqueIds,
  activitiesText: zOptionalMultiLineText(),
  activityLinks: links(z.object({ type: z.enum(IUP_ACTIVITY_TYPES), id: zId })).default([]),
  mainSupervisorName: zOptionalText(),
  otherSupervisorNames: links(zOptionalText())
    .default([])
    .transform((names) => names.filter((n) => n !== "")),
  meetingFrequency: zOptionalText(),
  supervisionText: zOptionalMultiLineText(),
  assessmentText: zOptionalMultiLineText(),
  followUpDates: z
    .array(zRequiredDate(M.dateRequired))
    .max(IUP_DATES_MAX, M.tooManyDates(IUP_DATES_MAX))
    .default([])
    .transform((dates) => [...new Set(dates)].sort()),
  followUpText: zOptionalMultiLineText(),
});
export type TIupContent = z.output<typeof ZIupContentSchema>;

/** A new revision, based on the latest one the writer saw (null: the first). */
export const ZCreateIupRevisionRequestSchema = ZIupContentSchema.extend({
  basedOnRevisionId: zId.nullable(),
});
export type TCreateIupRevisionRequest = z.output<typeof ZCreateIupRevisionRequestSchema>;

/** Saving over a draft nobody has acknowledged yet. */
export const ZSaveIupDraftRequestSchema = ZIupContentSchema.extend({ version: zVersion });
export type TSaveIupDraftRequest = z.output<typeof ZSaveIupDraftRequestSchema>;

/** Acknowledging ('Godkänd') the revision as it was seen. */
export const ZAcknowledgeIupRequestSchema = z.object({ version: zVersion });

const ZAcknowledgementSchema = z.object({ name: z.string(), at: z.string() }).nullable();

export const ZIupRevisionSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  authorName: z.string(),
  revisionDate: z.string(),
  background: z.string(),
  goalsText: z.string(),
  goalIds: z.array(z.string()),
  examinationIds: z.array(z.string()),
  activitiesText: z.string(),
  activityLinks: z.array(z.object({ type: z.enum(IUP_ACTIVITY_TYPES), id: z.string() })),
  mainSupervisorName: z.string(),
  otherSupervisorNames: z.array(z.string()),
  meetingFrequency: z.string(),
  supervisionText: z.string(),
  assessmentText: z.string(),
  followUpDates: z.array(z.string()),
  followUpText: z.string(),
  /** 'Godkänd' by the ST doctor and by the main supervisor: who and when. */
  doctorAcknowledgement: ZAcknowledgementSchema,
  supervisorAcknowledgement: ZAcknowledgementSchema,
  /** draft: nobody has acknowledged it; partly: one of the two; acknowledged: both. */
  state: z.enum(["draft", "partly", "acknowledged"]),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type TIupRevision = z.infer<typeof ZIupRevisionSchema>;

export const ZIupSchema = z.object({
  /** Every revision, newest first. */
  revisions: z.array(ZIupRevisionSchema),
  mainSupervisor: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  /** The next agreed follow-up of the latest revision, on or after today. */
  nextFollowUp: z.string().nullable(),
  /** The first follow-up of the latest revision that has passed, if any (decision 200). */
  passedFollowUp: z.string().nullable(),
  permissions: z.object({
    canEdit: z.boolean(),
    /** As whom the caller may acknowledge the latest revision, if at all. */
    canAcknowledgeAs: z.enum(["doctor", "supervisor"]).nullable(),
  }),
});
export type TIup = z.infer<typeof ZIupSchema>;
