import { FILE_MESSAGES as M } from "../messages/files";
import { hasOnlyAllowedCharacters } from "../schemas/primitives";

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

/** A stored file name is shown to people and sent in Content-Disposition; 255 like most disks. */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * The client's file name, as kept and shown: not empty, no path, and the character rule of every
 * other text (no control characters, no bidirectional overrides that make 'intyg\u202Efdp.exe'
 * read 'intygexe.pdf'). Refused, never rewritten (decision 077). Returns the Swedish message.
 */
export function checkFileName(name: string): string | null {
  if (!name.trim()) return M.noFile;
  if (name.includes("/") || name.includes("\\") || name.includes("..")) return M.invalidFileName;
  // Tabs and line breaks are allowed in longer texts, never in a name.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(name) || !hasOnlyAllowedCharacters(name)) {
    return M.fileNameInvalidCharacters;
  }
  if (name.length > MAX_FILE_NAME_LENGTH) return M.fileNameTooLong;
  return null;
}

/**
 * Checks an upload before it is stored: at most 10 MB, and both the declared type and the file
 * name's extension allowed for the kind (a browser's type alone is the client's word).
 * Returns the Swedish message, or null when the file is acceptable.
 */
export function checkUpload(
  file: { readonly name: string; readonly size: number; readonly type: string },
  kind: UploadKind = "certificate",
): string | null {
  const nameProblem = checkFileName(file.name);
  if (nameProblem) return nameProblem;
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
