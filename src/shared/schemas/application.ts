import { z } from "zod";
import { CERTIFICATE_KINDS, FORM_KEYS } from "../curriculum/certificate-forms";
import { APPLICATION_WRITE_MESSAGES as M } from "../messages/application-writes";
import { zOptionalMultiLineText, zOptionalText, zVersion } from "./primitives";

/*
 * The application for the specialist certificate (issue 24): the certificates the record gives,
 * what the doctor adds to them, the gaps and the blank forms.
 */

/** The record items a certificate can gather, and the kind of certificate each makes. */
export const APPLICATION_ACTIVITY_TYPES = [
  "sit-in",
  "rotation",
  "course",
  "development",
  "st-project",
] as const;
export type ApplicationActivityType = (typeof APPLICATION_ACTIVITY_TYPES)[number];

export const SIGNER_ROLES = ["supervisor", "course-leader"] as const;

const ZActivityRefSchema = z.object({
  type: z.enum(APPLICATION_ACTIVITY_TYPES),
  id: z.string(),
  /** The activity as the doctor named it: the rotation's name, the course's, the sit-in's topic. */
  label: z.string(),
});

export const ZApplicationCertificateSchema = z.object({
  /** A stored certificate's id, or `<type>.<activity id>` for one the record gives as it is. */
  id: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  formKey: z.enum(FORM_KEYS),
  /** 'Bilaga nr' in the order of the list of bilagor. */
  bilagaNr: z.number().int(),
  activities: z.array(ZActivityRefSchema),
  /** The union of the activities' delmål, in catalogue order. */
  goalIds: z.array(z.string()),
  /** As printed: the doctor's text, or what the activities give. */
  place: z.string(),
  description: z.string(),
  /**
   * How it was checked that the delmål are reached: the structured assessments of the
   * certificate's delmål ('Mini-CEX 3 st (senast 2026-05-12), DOPS 1 st (2026-04-01)'; issue 25).
   */
  assessment: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** Whether the place, period and description are the doctor's own or taken from the record. */
  edited: z.object({ place: z.boolean(), period: z.boolean(), description: z.boolean() }),
  signer: z.object({
    name: z.string(),
    specialty: z.string(),
    workplace: z.string(),
    role: z.enum(SIGNER_ROLES),
  }),
  /** The signer gave their data through a link (decision 228); null once it was changed after. */
  signedViaLink: z.object({ assessorName: z.string(), answeredAt: z.string() }).nullable(),
  /** 0 while the certificate is only what the record gives. */
  version: z.number().int(),
});
export type TApplicationCertificate = z.infer<typeof ZApplicationCertificateSchema>;

export const ZApplicationGapSchema = z.object({
  code: z.string(),
  message: z.string(),
  goalId: z.string().optional(),
  certificateId: z.string().optional(),
  formKey: z.string().optional(),
  fix: z.enum(["activities", "certificate", "forms", "formalities"]),
});
export type TApplicationGap = z.infer<typeof ZApplicationGapSchema>;

export const ZApplicationSchema = z.object({
  /** UNSELECTED: nothing else is filled; the page asks for a model first. */
  model: z.enum(["UNSELECTED", "2015", "2021"]),
  specialty: z.string(),
  certificates: z.array(ZApplicationCertificateSchema),
  gaps: z.array(ZApplicationGapSchema),
  /** Names the doctor can pick a signer from: supervisors and signers already typed. */
  knownSigners: z.array(
    z.object({ name: z.string(), specialty: z.string(), workplace: z.string() }),
  ),
});
export type TApplication = z.infer<typeof ZApplicationSchema>;

export const ZSaveCertificateRequestSchema = z.object({
  /** The version the form was loaded with (0: the record's certificate, not yet stored). */
  version: zVersion,
  place: zOptionalText(),
  description: zOptionalMultiLineText(),
  /** Both empty: the activities' period. */
  periodStart: z.union([z.literal(""), z.iso.date({ error: M.periodInvalid })]).default(""),
  periodEnd: z.union([z.literal(""), z.iso.date({ error: M.periodInvalid })]).default(""),
  signerName: zOptionalText(),
  signerSpecialty: zOptionalText(),
  signerWorkplace: zOptionalText(),
  signerRole: z.enum(SIGNER_ROLES, { error: M.signerRoleInvalid }).default("course-leader"),
});
export type TSaveCertificateRequest = z.infer<typeof ZSaveCertificateRequestSchema>;

export const ZGroupCertificatesRequestSchema = z.object({
  certificateIds: z.array(z.string().max(120)).min(2, M.groupTooSmall).max(30),
});

/** The personnummer is used for the files being made and nothing else (never stored or logged). */
export const ZGenerateApplicationRequestSchema = z.object({
  personnummer: z.string().max(20),
  /** One certificate only (for its signer), instead of the whole application. */
  certificateId: z.string().max(120).optional(),
});

export const ZCertificateFormStatusSchema = z.object({
  key: z.enum(FORM_KEYS),
  name: z.string(),
  model: z.enum(["2015", "2021"]),
  active: z
    .object({
      originalName: z.string(),
      size: z.number().int(),
      uploadedAt: z.string(),
      uploadedBy: z.string().nullable(),
    })
    .nullable(),
  /** Earlier uploads kept after a newer one replaced them. */
  replacedCount: z.number().int(),
});

export const ZCertificateFormsSchema = z.object({
  forms: z.array(ZCertificateFormStatusSchema),
});
export type TCertificateForms = z.infer<typeof ZCertificateFormsSchema>;

export const ZUploadFormsResponseSchema = z.object({
  message: z.string(),
  uploaded: z.array(z.object({ fileName: z.string(), key: z.enum(FORM_KEYS), name: z.string() })),
});
