import {
  acceptOf,
  extensionsOf,
  FILE_TYPES,
  fileTypeOfMime,
  mimeTypesOf,
  type UploadKind,
} from "../file-types";
import { FILE_MESSAGES as M } from "../messages/files";
import { isSingleLineText } from "../schemas/primitives";

/** 10 MB (spec section 9). */
export const MAX_UPLOAD_BYTES = 10_485_760;

export const CERTIFICATE_MIME_TYPES: readonly string[] = mimeTypesOf("certificate");
export const CERTIFICATE_ACCEPT = acceptOf("certificate");
export const CONTRACT_MIME_TYPES: readonly string[] = mimeTypesOf("contract");
export const CONTRACT_ACCEPT = acceptOf("contract");
export type { UploadKind };

const EXTENSIONS: Record<UploadKind, readonly string[]> = {
  certificate: extensionsOf("certificate"),
  contract: extensionsOf("contract"),
};

/** A stored file name is shown to people and sent in Content-Disposition; 255 like most disks. */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * The client's file name, as kept and shown: not empty, no path, and the rule of every other name
 * (decisions 077 and 167): one line of visible text, so no control character, line break or tab,
 * no bidirectional control that makes 'intyg\u202Efdp.exe' read 'intygexe.pdf', and no invisible
 * character that makes two names look alike. Refused, never rewritten; the server keeps the name
 * in NFC. Returns the Swedish message.
 */
export function checkFileName(name: string): string | null {
  if (!name.trim()) return M.noFile;
  if (name.includes("/") || name.includes("\\") || name.includes("..")) return M.invalidFileName;
  if (!isSingleLineText(name)) return M.fileNameInvalidCharacters;
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
  const types = kind === "contract" ? CONTRACT_MIME_TYPES : CERTIFICATE_MIME_TYPES;
  const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
  if (!types.includes(file.type) || !EXTENSIONS[kind].includes(extension)) return M.typeNotAllowed;
  return null;
}

/** How the file viewer shows a file: PDF in a frame, images inline, otherwise no preview. */
export function previewKind(mimeType: string): "pdf" | "image" | "none" {
  const type = fileTypeOfMime(mimeType);
  if (type) return FILE_TYPES[type].preview;
  // A stored image type outside the list (none today) is still shown as an image.
  return mimeType.startsWith("image/") ? "image" : "none";
}
