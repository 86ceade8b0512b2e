import { z } from "zod";
import {
  ZAnswerAssessmentLinkSchema,
  ZAssessmentLinkListQuerySchema,
  ZAssessmentLinkListSchema,
  ZAssessmentLinkSchema,
  ZCreateAssessmentLinkRequestSchema,
  ZCreatedAssessmentLinkSchema,
  ZOpenAssessmentLinkSchema,
  ZOpenedAssessmentLinkSchema,
} from "../schemas/assessment-links";
import { ZOkResponseSchema } from "./common";
import { defineRoute } from "./route";

const THROTTLE_NOTE =
  "More than 10 unknown tokens from one client in a minute give 429 (open and answer count together).";

/** Assessments by a one-time link or QR code (decision 213). */
export const assessmentLinkRoutes = {
  create: defineRoute({
    method: "post",
    path: "/api/assessment-links",
    operationId: "createAssessmentLink",
    summary: "Ask for an assessment by a one-time link; answers the link and its QR code once",
    description:
      "The token is 32 random bytes, stored only as its SHA-256; the link is valid 7 days and for one answer. With an assessor e-mail the link is also mailed.",
    tag: "assessment-links",
    permission: "assessment-links:request",
    body: ZCreateAssessmentLinkRequestSchema,
    response: ZCreatedAssessmentLinkSchema,
    status: 201,
    // The link is a secret kept only as a hash: a repeat stores nothing and answers without it.
    idempotent: { withhold: ["link", "qrSvg"] },
  }),
  list: defineRoute({
    method: "get",
    path: "/api/assessment-links",
    operationId: "listAssessmentLinks",
    summary: "One ST doctor's requests for assessment by link, newest first, with their states",
    tag: "assessment-links",
    permission: "assessment-links:request",
    query: ZAssessmentLinkListQuerySchema,
    response: ZAssessmentLinkListSchema,
  }),
  revoke: defineRoute({
    method: "post",
    path: "/api/assessment-links/{id}/revoke",
    operationId: "revokeAssessmentLink",
    summary: "Revoke a request that is not yet answered or expired",
    tag: "assessment-links",
    permission: "assessment-links:request",
    params: z.object({ id: z.string() }),
    response: z.object({ request: ZAssessmentLinkSchema }),
    errors: ["CONFLICT"],
  }),
  open: defineRoute({
    method: "post",
    path: "/api/assessment-links/open",
    operationId: "openAssessmentLink",
    summary: "What a link asks for, or why it can no longer be answered; marks it opened",
    description: `An unknown or altered token is 404 with one message. ${THROTTLE_NOTE}`,
    tag: "assessment-links",
    permission: "public",
    body: ZOpenAssessmentLinkSchema,
    response: ZOpenedAssessmentLinkSchema,
    errors: ["TOO_MANY_ATTEMPTS"],
  }),
  answer: defineRoute({
    method: "post",
    path: "/api/assessment-links/answer",
    operationId: "answerAssessmentLink",
    summary: "Answer a link: the assessment lands on the doctor's evaluation, marked 'via länk'",
    description: `Once per link; the same send again (same clientKey) gets the same success. A used, expired or revoked link is 409 and changes nothing. ${THROTTLE_NOTE}`,
    tag: "assessment-links",
    permission: "public",
    body: ZAnswerAssessmentLinkSchema,
    response: ZOkResponseSchema,
    errors: ["CONFLICT", "TOO_MANY_ATTEMPTS"],
  }),
};
