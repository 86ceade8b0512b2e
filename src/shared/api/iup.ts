import { z } from "zod";
import {
  ZAcknowledgeIupRequestSchema,
  ZCreateIupRevisionRequestSchema,
  ZIupSchema,
  ZSaveIupDraftRequestSchema,
} from "../schemas/iup";
import { doctorParams, ZMessageResponseSchema } from "./common";
import { defineRoute } from "./route";

const revisionParams = doctorParams.extend({ revisionId: z.string().max(120) });
const ZIupAnswerSchema = ZMessageResponseSchema.extend({ iup: ZIupSchema });

/** The individual training programme (IUP, issue 25): its revisions and acknowledgements. */
export const iupRoutes = {
  iup: defineRoute({
    method: "get",
    path: "/api/st-doctors/{doctorId}/iup",
    operationId: "getIup",
    summary: "The IUP: every revision, newest first, the main supervisor and the next follow-up",
    tag: "iup",
    permission: "doctor:view",
    params: doctorParams,
    response: ZIupSchema,
    versioned: true,
  }),
  createRevision: defineRoute({
    method: "post",
    path: "/api/st-doctors/{doctorId}/iup/revisions",
    operationId: "createIupRevision",
    summary: "Start the next revision (a draft), based on the latest one",
    description:
      "409 when the latest revision is no longer the one named (someone saved meanwhile) or is a draft still unacknowledged (save over it instead).",
    tag: "iup",
    permission: "doctor:edit",
    params: doctorParams,
    body: ZCreateIupRevisionRequestSchema,
    response: ZIupAnswerSchema,
    status: 201,
    idempotent: true,
    errors: ["STALE_WRITE"],
  }),
  saveDraft: defineRoute({
    method: "put",
    path: "/api/st-doctors/{doctorId}/iup/revisions/{revisionId}",
    operationId: "saveIupDraft",
    summary: "Save over a draft nobody has acknowledged (names its version)",
    description: "An acknowledged revision is never changed: 409, start a new revision instead.",
    tag: "iup",
    permission: "doctor:edit",
    params: revisionParams,
    body: ZSaveIupDraftRequestSchema,
    response: ZIupAnswerSchema,
    errors: ["STALE_WRITE"],
  }),
  acknowledge: defineRoute({
    method: "post",
    path: "/api/st-doctors/{doctorId}/iup/revisions/{revisionId}/acknowledgements",
    operationId: "acknowledgeIupRevision",
    summary: "Acknowledge ('Godkänd') the latest revision as the ST doctor or the main supervisor",
    tag: "iup",
    permission: "iup:acknowledge",
    params: revisionParams,
    body: ZAcknowledgeIupRequestSchema,
    response: ZIupAnswerSchema,
    errors: ["STALE_WRITE"],
  }),
  pdf: defineRoute({
    method: "get",
    path: "/api/st-doctors/{doctorId}/iup/revisions/{revisionId}/pdf",
    operationId: "getIupRevisionPdf",
    summary: "A revision as a printable, tagged PDF",
    tag: "iup",
    permission: "doctor:view",
    params: revisionParams,
    response: { binary: ["application/pdf"] },
  }),
};
