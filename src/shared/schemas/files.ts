import { z } from "zod";
import { MAX_UPLOAD_BYTES } from "../rules/file-upload";

/** An uploaded file's record (uploaded_files) as the API returns it; no public URL is exposed. */
export const ZUploadedFileSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int().min(0).max(MAX_UPLOAD_BYTES),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFileSchema>;

/** What a certificate link points at (spec section 2, Samlade Intyg). */
export const CERTIFICATE_KINDS = ["contract", "goal", "rotation", "course", "sit-in"] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

export const ZUpdateCertificateRequestSchema = z.object({
  kind: z.enum(CERTIFICATE_KINDS),
  itemId: z.string().trim().min(1).max(100),
  /** null removes the link; the file itself stays until it is deleted. */
  fileId: z.string().trim().min(1).max(100).nullable(),
});
export type TUpdateCertificateRequest = z.infer<typeof ZUpdateCertificateRequestSchema>;
