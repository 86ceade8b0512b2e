import { z } from "zod";
import {
  ZDoctorRecordSchema,
  ZHistoryResponseSchema,
  ZRecordDerivedSchema,
} from "../schemas/doctor-record";
import { ZFormalitiesSchema, ZUpdateFormalitiesRequestSchema } from "../schemas/formalities";
import { ZVersionedSchema } from "../schemas/primitives";
import {
  ZGoalProgressSchema,
  ZMoveToQuarterRequestSchema,
  ZProcedureProgressSchema,
  ZUpdateGoalProgressRequestSchema,
  ZUpdateProcedureProgressRequestSchema,
} from "../schemas/progress";
import {
  RECORD_REQUEST_SCHEMAS,
  ZCourseSchema,
  ZDevelopmentWorkSchema,
  ZMarkMeetingActionRequestSchema,
  ZMeetingActionSchema,
  ZMeetingSchema,
  ZPeriodEntrySchema,
  ZRotationSchema,
  ZSitInSchema,
} from "../schemas/records";
import { ZUpdateStProjectRequestSchema } from "../schemas/st-project";
import { doctorParams, ZMessageResponseSchema } from "./common";
import { defineRoute } from "./route";

/** What a saved item of each generic record type answers with. */
export const RECORD_ITEM_SCHEMAS = {
  rotation: ZRotationSchema,
  course: ZCourseSchema,
  "sit-in": ZSitInSchema,
  meeting: ZMeetingSchema,
  absence: ZPeriodEntrySchema,
  credit: ZPeriodEntrySchema,
  development: ZDevelopmentWorkSchema,
} as const;
export type RecordItemType = keyof typeof RECORD_ITEM_SCHEMAS;
export const RECORD_ITEM_TYPES = Object.keys(RECORD_ITEM_SCHEMAS) as RecordItemType[];

const itemParams = doctorParams.extend({ recordId: z.string() });
const savedAnswer = ZMessageResponseSchema.extend({ version: z.number().int() });
/**
 * The answer of a write that can move what the server works out from the whole record (the end
 * date, the model lock, permissions): it carries them, so the web needs no second read (decision
 * 118).
 */
const derivedAnswer = ZMessageResponseSchema.extend({ derived: ZRecordDerivedSchema });
const goalAnswer = derivedAnswer.extend({
  goal: ZGoalProgressSchema.partial({ certificateFileIds: true }),
});
const proceduresAnswer = derivedAnswer.extend({
  procedures: z.array(ZProcedureProgressSchema.partial({ certificateFileIds: true })),
});
/** The service details as stored (trimmed, new version), with what they derive. */
const formalitiesAnswer = derivedAnswer.extend({
  version: z.number().int(),
  formalities: ZFormalitiesSchema.pick({
    stModel: true,
    specialty: true,
    stStartDate: true,
    stDurationMonths: true,
    headOfDepartment: true,
    directorOfStudies: true,
    version: true,
  }),
});

/** How the record types are named in operation ids (`createSitIn`). */
const RECORD_OPERATION_NAMES: Record<RecordItemType, string> = {
  rotation: "Rotation",
  course: "Course",
  "sit-in": "SitIn",
  meeting: "Meeting",
  absence: "Absence",
  credit: "Credit",
  development: "DevelopmentWork",
};

/** Create, update and delete of one generic record type, at `…/records/<type>`. */
function recordItemRoutes<const T extends RecordItemType>(type: T) {
  const path = `/api/st-doctors/{doctorId}/records/${type}` as const;
  const itemPath = `/api/st-doctors/{doctorId}/records/${type}/{recordId}` as const;
  const answer = derivedAnswer.extend({ record: RECORD_ITEM_SCHEMAS[type] });
  const request = RECORD_REQUEST_SCHEMAS[type] as (typeof RECORD_REQUEST_SCHEMAS)[T];
  const name = RECORD_OPERATION_NAMES[type];
  return {
    create: defineRoute({
      method: "post",
      path,
      operationId: `create${name}`,
      summary: `Add a ${type}`,
      tag: "records",
      permission: "doctor:edit",
      params: doctorParams,
      body: request,
      response: answer,
      status: 201,
      idempotent: true,
    }),
    update: defineRoute({
      method: "put",
      path: itemPath,
      operationId: `update${name}`,
      summary: `Save a ${type} (names the version it was based on)`,
      tag: "records",
      permission: "doctor:edit",
      params: itemParams,
      body: z.intersection(request, ZVersionedSchema),
      response: answer,
      errors: ["STALE_WRITE"],
    }),
    remove: defineRoute({
      method: "delete",
      path: itemPath,
      operationId: `delete${name}`,
      summary: `Delete a ${type} with its certificates`,
      tag: "records",
      permission: "doctor:edit",
      params: itemParams,
      response: derivedAnswer,
    }),
  };
}

export const recordItemRouteSets = {
  rotation: recordItemRoutes("rotation"),
  course: recordItemRoutes("course"),
  "sit-in": recordItemRoutes("sit-in"),
  meeting: recordItemRoutes("meeting"),
  absence: recordItemRoutes("absence"),
  credit: recordItemRoutes("credit"),
  development: recordItemRoutes("development"),
};

/** One ST doctor's record: read whole, written piece by piece. */
export const recordRoutes = {
  record: defineRoute({
    method: "get",
    path: "/api/st-doctors/{doctorId}/record",
    operationId: "getRecord",
    summary: "The whole record with the derived end date and permissions (the catalogue apart)",
    description:
      "The examination catalogue comes from `GET /api/catalog/procedures/in-use` (decision 117).",
    tag: "records",
    permission: "doctor:view",
    params: doctorParams,
    response: ZDoctorRecordSchema,
    versioned: true,
  }),
  history: defineRoute({
    method: "get",
    path: "/api/st-doctors/{doctorId}/history",
    operationId: "getRecordHistory",
    summary: "The newest audit entries of the record, in the order they were written",
    description: "At most 200 entries.",
    tag: "records",
    permission: "doctor:view",
    params: doctorParams,
    response: ZHistoryResponseSchema,
    versioned: true,
  }),
  portfolio: defineRoute({
    method: "get",
    path: "/api/st-doctors/{doctorId}/portfolio.pdf",
    operationId: "getPortfolioPdf",
    summary:
      "The portfolio ('Utbildningsbok') as a PDF, made from the record; for those who may read the record",
    description:
      "Read as the record route reads it (the same 403 and 404), never cached (`Cache-Control: no-store`). At most two at once per person (429) and a few per instance (503), both with `Retry-After` (decisions 150, 163).",
    tag: "records",
    permission: "doctor:view",
    params: doctorParams,
    response: { binary: ["application/pdf"] },
  }),
  formalities: defineRoute({
    method: "put",
    path: "/api/st-doctors/{doctorId}/formalities",
    operationId: "updateFormalities",
    summary: "Save the service details (names the version it was based on)",
    description:
      "Changing the model: directors and administrators, or the ST doctor while the model is unlocked (403 `MODEL_LOCKED`). The answer holds the details as stored and `derived`: end date, model lock and permissions (decision 118).",
    tag: "records",
    permission: "doctor:edit",
    params: doctorParams,
    body: ZUpdateFormalitiesRequestSchema,
    response: formalitiesAnswer,
    errors: ["STALE_WRITE", "MODEL_LOCKED"],
  }),
  goal: defineRoute({
    method: "put",
    path: "/api/st-doctors/{doctorId}/goals/{goalId}",
    operationId: "updateGoalProgress",
    summary: "Set a goal's status and planned quarter",
    description: "400 before a model is chosen.",
    tag: "records",
    permission: "doctor:edit",
    params: doctorParams.extend({ goalId: z.string() }),
    body: ZUpdateGoalProgressRequestSchema,
    response: goalAnswer,
  }),
  procedure: defineRoute({
    method: "put",
    path: "/api/st-doctors/{doctorId}/procedures/{procedureId}",
    operationId: "updateProcedureProgress",
    summary: "Set an examination's status, quarter and level (answers its whole sync group)",
    tag: "records",
    permission: "doctor:edit",
    params: doctorParams.extend({ procedureId: z.string() }),
    body: ZUpdateProcedureProgressRequestSchema,
    response: proceduresAnswer,
  }),
  moveToQuarter: defineRoute({
    method: "put",
    path: "/api/st-doctors/{doctorId}/plan/{kind}/{itemId}",
    operationId: "moveToQuarter",
    summary: "Move a goal, an examination or a course to another quarter (decision 101)",
    description:
      "`kind` is `goal`, `procedure` or `course`; the answer is that item's own edit's: a goal or examination becomes planned in the quarter, a course gets a date in it.",
    tag: "records",
    permission: "doctor:edit",
    params: doctorParams.extend({ kind: z.string(), itemId: z.string() }),
    body: ZMoveToQuarterRequestSchema,
    response: z.union([
      goalAnswer,
      proceduresAnswer,
      derivedAnswer.extend({ record: ZCourseSchema }),
    ]),
    errors: ["MODEL_LOCKED"],
  }),
  meetingAction: defineRoute({
    method: "put",
    path: "/api/st-doctors/{doctorId}/meeting-actions/{actionId}",
    operationId: "markMeetingAction",
    summary:
      "Mark an action agreed at a supervisor meeting done, or open again (names its version)",
    description:
      "Done is dated today (Swedish date); done again keeps the first date. Whoever may edit the record (decision 206).",
    tag: "records",
    permission: "doctor:edit",
    params: doctorParams.extend({ actionId: z.string() }),
    body: ZMarkMeetingActionRequestSchema,
    response: ZMessageResponseSchema.extend({ action: ZMeetingActionSchema }),
    errors: ["STALE_WRITE"],
  }),
  stProject: defineRoute({
    method: "put",
    path: "/api/st-doctors/{doctorId}/st-project",
    operationId: "updateStProject",
    summary: "Save the ST project (names the version it was based on)",
    tag: "records",
    permission: "doctor:edit",
    params: doctorParams,
    body: ZUpdateStProjectRequestSchema,
    response: savedAnswer,
    errors: ["STALE_WRITE"],
  }),
  reset: defineRoute({
    method: "post",
    path: "/api/st-doctors/{doctorId}/reset",
    operationId: "resetRecord",
    summary: "Empty one's own record (only the ST doctor on their own profile)",
    tag: "records",
    permission: "record:reset",
    params: doctorParams,
    response: ZMessageResponseSchema,
  }),
};
