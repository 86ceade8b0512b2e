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

/**
 * The certificates of one item (goal, examination, rotation, course, sit-in), oldest first: ids of
 * files in the record's `files`. An item may hold several (decision 075).
 */
export const zCertificateFileIds = z.array(z.string());
