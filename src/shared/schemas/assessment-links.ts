import { z } from "zod";
import { ASSESSMENT_LINK_MESSAGES as M } from "../messages/assessment-links";
import { SIGNING_RIGHTS_MESSAGES } from "../messages/signing-rights";
import { REQUEST_STATES } from "../rules/assessment-requests";
import { containsPersonalIdentityNumber } from "../rules/personal-identity";
import { ASSESSMENT_KINDS } from "../rules/structured-assessment-forms";
import { SIGNER_ROLES } from "./application";
import { ID_MAX, zRequiredText } from "./primitives";
import { zActivityGoalIds } from "./records";
import { ZCreateSpecialistAssessmentRequestSchema } from "./signing-rights";
import { withRatingsChecked, ZAssessmentFieldsSchema } from "./structured-assessments";

/**
 * What a link may ask for: a signing-rights assessment (decision 213), a structured assessment,
 * Mini-CEX, DOPS or CbD (decision 227), or the signer's data of a certificate on 'Ansökan'
 * (decision 228).
 */
export const ASSESSMENT_LINK_KINDS = [
  "signing-rights",
  ...ASSESSMENT_KINDS,
  "certificate",
] as const;
export type AssessmentLinkKind = (typeof ASSESSMENT_LINK_KINDS)[number];

const zPick = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(ID_MAX, message);

export const ZCreateAssessmentLinkRequestSchema = z
  .object({
    stDoctorId: zPick(M.doctorRequired),
    kind: z.enum(ASSESSMENT_LINK_KINDS, { error: M.kindRequired }),
    /** Required for a signing-rights assessment; what a structured assessment links to otherwise. */
    procedureId: z
      .string({ error: M.examinationRequired })
      .trim()
      .max(ID_MAX, M.examinationRequired)
      .optional()
      .transform((v) => v || null),
    /** The delmål a structured assessment links to (none for a signing-rights assessment). */
    goalIds: zActivityGoalIds,
    /** For 'certificate': the certificate's id on 'Ansökan' (a stored one's, or `<type>.<id>`). */
    certificateId: z
      .string({ error: M.certificateRequired })
      .trim()
      .max(120, M.certificateRequired)
      .optional()
      .transform((v) => v || null),
    /** Optional: with it, the link is mailed to the assessor. */
    assessorEmail: z
      .string({ error: M.emailInvalid })
      .trim()
      .toLowerCase()
      .max(254, M.emailInvalid)
      .pipe(z.union([z.literal(""), z.email(M.emailInvalid)]))
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((value, ctx) => {
    if (value.kind === "certificate") {
      // The certificate names its activities and delmål itself.
      if (!value.certificateId) {
        ctx.addIssue({ code: "custom", message: M.certificateRequired, path: ["certificateId"] });
      }
      if (value.procedureId || value.goalIds.length > 0) {
        ctx.addIssue({ code: "custom", message: M.onlyCertificate, path: ["certificateId"] });
      }
    } else if (value.certificateId) {
      ctx.addIssue({ code: "custom", message: M.certificateNotForKind, path: ["certificateId"] });
    } else if (value.kind === "signing-rights") {
      if (!value.procedureId) {
        ctx.addIssue({ code: "custom", message: M.examinationRequired, path: ["procedureId"] });
      }
      if (value.goalIds.length > 0) {
        ctx.addIssue({ code: "custom", message: M.goalsNotForSigningRights, path: ["goalIds"] });
      }
    } else if (!value.procedureId && value.goalIds.length === 0) {
      ctx.addIssue({ code: "custom", message: M.linkTargetRequired, path: ["goalIds"] });
    }
  });
export type TCreateAssessmentLinkRequest = z.input<typeof ZCreateAssessmentLinkRequestSchema>;

export const ZAssessmentLinkSchema = z.object({
  id: z.string(),
  stDoctorId: z.string(),
  kind: z.enum(ASSESSMENT_LINK_KINDS),
  procedureId: z.string().nullable(),
  /** The examination's name as the catalogue has it. */
  examinationName: z.string().nullable(),
  goalIds: z.array(z.string()),
  /** For 'certificate': the certificate as it was named when asked. */
  certificateLabel: z.string().nullable(),
  /** For 'certificate': an activity on the certificate (`<type>.<id>`), which finds it again. */
  certificateActivity: z.string().nullable(),
  assessorEmail: z.string().nullable(),
  state: z.enum(REQUEST_STATES),
  createdAt: z.string(),
  expiresAt: z.string(),
  openedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Who answered, once answered. */
  assessorName: z.string().nullable(),
  /** Who asked, by name. */
  requestedBy: z.string().nullable(),
});
export type TAssessmentLink = z.infer<typeof ZAssessmentLinkSchema>;

/**
 * The link and its QR code are in this answer only: the token is never stored, so a repeat of the
 * same create (its Idempotency-Key) answers without them.
 */
export const ZCreatedAssessmentLinkSchema = z.object({
  request: ZAssessmentLinkSchema,
  link: z.string().optional(),
  /** The link as a QR code, an SVG document drawn on the server. */
  qrSvg: z.string().optional(),
  mailed: z.boolean(),
});

export const ZAssessmentLinkListSchema = z.object({ requests: z.array(ZAssessmentLinkSchema) });

export const ZAssessmentLinkListQuerySchema = z.object({ doctorId: z.string().max(ID_MAX) });

/** What a signer is shown of the certificate they are asked to sign (decision 228). */
export const ZLinkCertificateSchema = z.object({
  /** The form's name, e.g. 'Intyg om genomförd utbildningsaktivitet och uppfyllda kompetenskrav'. */
  form: z.string(),
  activities: z.array(z.string()),
  place: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  description: z.string(),
  /** The box the form ticks, as the doctor chose it. */
  signerRole: z.enum(SIGNER_ROLES),
});
export type TLinkCertificate = z.infer<typeof ZLinkCertificateSchema>;

/** The token travels in the body, never in a path or query that logs and proxies keep. */
const zToken = z.string({ error: M.tokenRequired }).min(1, M.tokenRequired).max(200, M.linkUnknown);

export const ZOpenAssessmentLinkSchema = z.object({ token: zToken });

export const ZOpenedAssessmentLinkSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("open"),
    kind: z.enum(ASSESSMENT_LINK_KINDS),
    doctorName: z.string(),
    examinationName: z.string().nullable(),
    /** The delmål a structured assessment links to, with their titles. */
    goals: z.array(z.object({ id: z.string(), title: z.string() })),
    /** For 'certificate': what the signer signs. */
    certificate: ZLinkCertificateSchema.nullable(),
    expiresAt: z.string(),
  }),
  /** 'gone': the certificate a link asks to sign is no longer on the application. */
  z.object({
    status: z.enum(["answered", "expired", "revoked", "gone"]),
    message: z.string(),
  }),
]);
export type TOpenedAssessmentLink = z.infer<typeof ZOpenedAssessmentLinkSchema>;

/** Who the assessor is: required, and no patient's identity number, as every text of the form. */
const zAssessorText = (required: string, field: string) =>
  zRequiredText(required).refine(
    (value) => !containsPersonalIdentityNumber(value),
    SIGNING_RIGHTS_MESSAGES.personalIdentityNumber(field),
  );

/** The link's token and the page's key for its send, in every answer. */
const ZAnswerBase = z.object({
  token: zToken,
  /** Made once per page load: a repeat of the same send is the same answer. */
  clientKey: z.string({ error: M.clientKeyInvalid }).min(8, M.clientKeyInvalid).max(100),
  assessorWorkplace: zAssessorText(M.assessorWorkplaceRequired, M.assessorWorkplaceField),
});

/**
 * The signing-rights form's own fields and rules, without the doctor and examination (the request
 * names them) and with who the assessor is.
 */
export const ZAnswerSigningRightsLinkSchema = ZCreateSpecialistAssessmentRequestSchema.omit({
  procedureId: true,
  stDoctorId: true,
})
  .extend(ZAnswerBase.shape)
  .extend({
    kind: z.literal("signing-rights"),
    assessorRole: zAssessorText(M.assessorRoleRequired, M.assessorRoleField),
  });

/**
 * The structured assessment form's own fields and rules (its domains, scale, difficulty and the
 * assessor's role from its list), without what the request names: the doctor, delmål and
 * examination (decision 227).
 */
export const ZAnswerStructuredLinkSchema = withRatingsChecked(
  ZAssessmentFieldsSchema.omit({ goalIds: true, examinationIds: true }).extend(ZAnswerBase.shape),
);

/**
 * The signer's data a certificate's form asks for: name, specialty and workplace (decision 228).
 * The role stays the doctor's choice on 'Ansökan'.
 */
export const ZAnswerCertificateLinkSchema = ZAnswerBase.extend({
  kind: z.literal("certificate"),
  assessorName: zAssessorText(M.assessorNameRequired, M.assessorNameField),
  assessorSpecialty: zAssessorText(M.assessorSpecialtyRequired, M.assessorSpecialtyField),
});

/** The answer follows the form the request stands for; its kind must be the request's. */
export const ZAnswerAssessmentLinkSchema = z.discriminatedUnion(
  "kind",
  [ZAnswerSigningRightsLinkSchema, ZAnswerStructuredLinkSchema, ZAnswerCertificateLinkSchema],
  { error: M.kindRequired },
);
export type TAnswerAssessmentLink = z.input<typeof ZAnswerAssessmentLinkSchema>;
export type TAnswerSigningRightsLink = z.input<typeof ZAnswerSigningRightsLinkSchema>;
export type TAnswerStructuredLink = z.input<typeof ZAnswerStructuredLinkSchema>;
export type TAnswerCertificateLink = z.input<typeof ZAnswerCertificateLinkSchema>;
