import { z } from "zod";
import { FILE_EXTENSIONS, FILE_TYPES, mimeTypesOf } from "../file-types";
import { MAX_UPLOAD_BYTES } from "../rules/file-upload";
import { CERTIFICATE_KINDS, ZUploadedFileSchema } from "../schemas/files";
import { doctorParams } from "./common";
import { defineRoute } from "./route";

/** The types a stored file is served with: the first of each allowed type's names. */
const STORED_FILE_TYPES = FILE_EXTENSIONS.map((type) => FILE_TYPES[type].mimes[0]);

/** The upload's form, for the document: the handler streams the body itself. */
const uploadForm = z.object({
  kind: z.enum(CERTIFICATE_KINDS).meta({ description: "What the file certifies" }),
  itemId: z.string().optional().meta({
    description:
      "The goal id (`a1`, `STa3`) or the rotation's, course's or sit-in's id; absent for the contract",
  }),
  file: z
    .file()
    .mime(mimeTypesOf("certificate"))
    .meta({
      description: `The file, at most ${MAX_UPLOAD_BYTES} bytes; its type is read from its bytes, never its name (the contract: PDF or Word)`,
    }),
});

const removedAnswer = z.object({
  kind: z.enum(CERTIFICATE_KINDS),
  itemId: z.string().nullable(),
  /** The removed file; null for the contract when none was linked. */
  fileId: z.string().nullable(),
  /** false when nothing was linked (a repeated request): the answer is the same either way. */
  removed: z.boolean(),
  message: z.string(),
});

/** Certificates and the ST contract: uploaded, removed and read only through these routes. */
export const fileRoutes = {
  upload: defineRoute({
    method: "post",
    path: "/api/st-doctors/{doctorId}/files",
    operationId: "uploadCertificate",
    summary: "Upload a certificate or the ST contract (at most 10 MB)",
    description:
      "Fields `kind`, `itemId` (absent or `contract` for the contract) and the part `file`, whose type is read from its bytes: PDF, JPEG, PNG, DOC or DOCX; the contract PDF, DOC or DOCX. An item may hold several certificates (decision 075); a second ST contract is 409 until the first is removed. 400 for a bad field or file name (control or direction characters, decision 077), an empty body or one that is not multipart; 404 for an unknown doctor or item (another doctor's item too); 413 over 10 MB; 415 for a type not allowed.",
    tag: "files",
    permission: "doctor:edit",
    params: doctorParams,
    multipart: uploadForm,
    response: z.object({
      file: ZUploadedFileSchema,
      kind: z.enum(CERTIFICATE_KINDS),
      itemId: z.string().nullable(),
      message: z.string(),
    }),
    status: 201,
    idempotent: true,
    errors: ["PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
  }),
  removeContract: defineRoute({
    method: "delete",
    path: "/api/st-doctors/{doctorId}/certificates/contract",
    operationId: "removeContract",
    summary: "Remove the ST contract",
    description: "Removes the link and the file.",
    tag: "files",
    permission: "doctor:edit",
    params: doctorParams,
    response: removedAnswer,
  }),
  removeWithoutFile: defineRoute({
    method: "delete",
    path: "/api/st-doctors/{doctorId}/certificates/{kind}/{itemId}",
    operationId: "removeCertificateWithoutFile",
    summary: "Refused: an item may hold several certificates, so the file must be named",
    description: "400 'Ange vilket intyg som ska tas bort.' for those who may edit.",
    tag: "files",
    permission: "doctor:edit",
    params: doctorParams.extend({ kind: z.string(), itemId: z.string() }),
    response: removedAnswer,
  }),
  remove: defineRoute({
    method: "delete",
    path: "/api/st-doctors/{doctorId}/certificates/{kind}/{itemId}/{fileId}",
    operationId: "removeCertificate",
    summary: "Remove one certificate of an item",
    description:
      "Audited with the item's name; `removed: false` when it was not linked (a repeated request); 404 for an unknown item, 400 for an unknown kind.",
    tag: "files",
    permission: "doctor:edit",
    params: doctorParams.extend({ kind: z.string(), itemId: z.string(), fileId: z.string() }),
    response: removedAnswer,
  }),
  read: defineRoute({
    method: "get",
    path: "/api/files/{fileId}",
    operationId: "getFile",
    summary: "A stored file, for those who may view its owner's record (never a public address)",
    description:
      "With the stored `Content-Type`, `Content-Length`, `Content-Disposition` (inline for PDF and images, attachment for Word; `filename*=UTF-8''…`), `X-Content-Type-Options: nosniff`, `Cache-Control: private, no-store` and a locked-down `Content-Security-Policy`. 404 for an unknown id or a file missing from the store.",
    tag: "files",
    permission: "doctor:view",
    params: z.object({ fileId: z.string() }),
    response: { binary: STORED_FILE_TYPES },
  }),
};
