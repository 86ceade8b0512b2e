import { z } from "zod";
import {
  ZApplicationSchema,
  ZCertificateFormsSchema,
  ZGenerateApplicationRequestSchema,
  ZGroupCertificatesRequestSchema,
  ZSaveCertificateRequestSchema,
  ZUploadFormsResponseSchema,
} from "../schemas/application";
import { doctorParams, ZMessageResponseSchema } from "./common";
import { defineRoute } from "./route";

/** At most this many blank forms in one upload, each at most this large (a 2021 form is 2.3 MB). */
export const MAX_FORMS_PER_UPLOAD = 20;
export const MAX_FORM_BYTES = 8 * 1024 * 1024;
/** The whole upload: a set of both models' forms is about 25 MB. */
export const MAX_FORMS_UPLOAD_BYTES = 64 * 1024 * 1024;

const certificateParams = doctorParams.extend({ certificateId: z.string().max(120) });

/** The application for the specialist certificate (issue 24) and the blank forms it is filled on. */
export const applicationRoutes = {
  listForms: defineRoute({
    method: "get",
    path: "/api/certificate-forms",
    operationId: "listCertificateForms",
    summary: "The forms of both models: which are uploaded (active) and which are missing",
    tag: "application",
    permission: "certificate-forms:manage",
    response: ZCertificateFormsSchema,
  }),
  uploadForms: defineRoute({
    method: "post",
    path: "/api/certificate-forms",
    operationId: "uploadCertificateForms",
    summary: "Upload blank forms; each is recognised by its field names",
    description: `Parts named \`files\`, at most ${MAX_FORMS_PER_UPLOAD}, each at most ${MAX_FORM_BYTES} bytes. All or nothing: a file that is not a PDF, has no fields or matches no known form refuses the whole upload (400, naming the file). A form uploaded again replaces the active one; the old is kept.`,
    tag: "application",
    permission: "certificate-forms:manage",
    multipart: z.object({
      files: z.array(z.file().mime(["application/pdf"])).meta({ description: "The blank PDFs" }),
    }),
    response: ZUploadFormsResponseSchema,
    status: 201,
    // A retry after a lost answer must not store the same forms a second time.
    idempotent: true,
    errors: ["PAYLOAD_TOO_LARGE"],
  }),
  application: defineRoute({
    method: "get",
    path: "/api/st-doctors/{doctorId}/application",
    operationId: "getApplication",
    summary: "The application: its certificates from the record, what the doctor added, the gaps",
    tag: "application",
    permission: "doctor:view",
    params: doctorParams,
    response: ZApplicationSchema,
    versioned: true,
  }),
  saveCertificate: defineRoute({
    method: "put",
    path: "/api/st-doctors/{doctorId}/application/certificates/{certificateId}",
    operationId: "saveApplicationCertificate",
    summary: "Save a certificate's place, period, description and signer (names its version)",
    description:
      "A certificate the record gives as it is (`<type>.<activity id>`, version 0) is stored on its first save.",
    tag: "application",
    permission: "doctor:edit",
    params: certificateParams,
    body: ZSaveCertificateRequestSchema,
    response: ZMessageResponseSchema.extend({ application: ZApplicationSchema }),
    errors: ["STALE_WRITE"],
  }),
  groupCertificates: defineRoute({
    method: "post",
    path: "/api/st-doctors/{doctorId}/application/groups",
    operationId: "groupApplicationCertificates",
    summary: "Gather certificates of one kind into one (e.g. two rotations at one clinic)",
    tag: "application",
    permission: "doctor:edit",
    params: doctorParams,
    body: ZGroupCertificatesRequestSchema,
    response: ZMessageResponseSchema.extend({ application: ZApplicationSchema }),
  }),
  splitCertificate: defineRoute({
    method: "delete",
    path: "/api/st-doctors/{doctorId}/application/certificates/{certificateId}",
    operationId: "splitApplicationCertificate",
    summary:
      "Forget what was added to a certificate; its activities are shown as the record gives them",
    tag: "application",
    permission: "doctor:edit",
    params: certificateParams,
    response: ZMessageResponseSchema.extend({ application: ZApplicationSchema }),
  }),
  generate: defineRoute({
    method: "post",
    path: "/api/st-doctors/{doctorId}/application/documents",
    operationId: "generateApplication",
    summary: "The filled forms: a ZIP of the whole application, or one certificate's PDF",
    description:
      "The personnummer is used for these files only: never stored, logged or cached. 400 while the application has gaps (the whole application only), for a personnummer that fails its check digit, or a value too long for its field.",
    tag: "application",
    permission: "doctor:view",
    params: doctorParams,
    body: ZGenerateApplicationRequestSchema,
    response: { binary: ["application/zip", "application/pdf"] },
  }),
};
