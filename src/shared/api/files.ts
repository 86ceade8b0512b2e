import { z } from "zod";
import { CERTIFICATE_KINDS, ZUploadedFileSchema } from "../schemas/files";
import { doctorParams } from "./common";
import { defineRoute } from "./route";

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
    summary:
      "Upload a certificate or the ST contract (multipart/form-data: kind, itemId, file; at most 10 MB)",
    tag: "files",
    access: "session",
    params: doctorParams,
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
    summary: "Remove the ST contract",
    tag: "files",
    access: "session",
    params: doctorParams,
    response: removedAnswer,
  }),
  removeWithoutFile: defineRoute({
    method: "delete",
    path: "/api/st-doctors/{doctorId}/certificates/{kind}/{itemId}",
    summary: "Refused: an item may hold several certificates, so the file must be named",
    tag: "files",
    access: "session",
    params: doctorParams.extend({ kind: z.string(), itemId: z.string() }),
    response: removedAnswer,
  }),
  remove: defineRoute({
    method: "delete",
    path: "/api/st-doctors/{doctorId}/certificates/{kind}/{itemId}/{fileId}",
    summary: "Remove one certificate of an item",
    tag: "files",
    access: "session",
    params: doctorParams.extend({ kind: z.string(), itemId: z.string(), fileId: z.string() }),
    response: removedAnswer,
  }),
  read: defineRoute({
    method: "get",
    path: "/api/files/{fileId}",
    summary: "A stored file, for those who may view its owner's record (never a public address)",
    tag: "files",
    access: "session",
    params: z.object({ fileId: z.string() }),
    response: "binary",
  }),
};
