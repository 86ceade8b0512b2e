import { FILE_MESSAGES as M } from "../messages/files";

/** 10 MB (spec section 9). */
export const MAX_UPLOAD_BYTES = 10_485_760;

/** Certificates: PDF, JPEG/PNG images and Word documents. */
export const CERTIFICATE_MIME_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "image/jpg",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;
export const CERTIFICATE_ACCEPT = ".pdf,.jpg,.jpeg,.png,.doc,.docx";

/** The ST contract: PDF and Word only. */
export const CONTRACT_MIME_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;
export const CONTRACT_ACCEPT = ".pdf,.doc,.docx";

export type UploadKind = "certificate" | "contract";

const EXTENSIONS: Record<UploadKind, readonly string[]> = {
  certificate: ["pdf", "jpg", "jpeg", "png", "doc", "docx"],
  contract: ["pdf", "doc", "docx"],
};

/**
 * Checks an upload before it is stored: at most 10 MB, and both the declared type and the file
 * name's extension allowed for the kind (a browser's type alone is the client's word).
 * Returns the Swedish message, or null when the file is acceptable.
 */
export function checkUpload(
  file: { readonly name: string; readonly size: number; readonly type: string },
  kind: UploadKind = "certificate",
): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return M.tooLarge;
  const types: readonly string[] =
    kind === "contract" ? CONTRACT_MIME_TYPES : CERTIFICATE_MIME_TYPES;
  const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
  if (!types.includes(file.type) || !EXTENSIONS[kind].includes(extension)) return M.typeNotAllowed;
  return null;
}

/** How the file viewer shows a file: PDF in a frame, images inline, otherwise no preview. */
export function previewKind(mimeType: string): "pdf" | "image" | "none" {
  if (mimeType === "application/pdf") return "pdf";
  return mimeType.startsWith("image/") ? "image" : "none";
}
