import {
  acceptOf,
  extensionsOf,
  FILE_EXTENSIONS,
  FILE_TYPES,
  type FileExtension,
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

/** Every extension of an allowed type: a name ending in one of these claims that type. */
const KNOWN_EXTENSIONS: readonly string[] = FILE_EXTENSIONS.flatMap(
  (t) => FILE_TYPES[t].extensions,
);

/**
 * The name a file is kept and served under: its own, with the extension of the type its bytes
 * have (decision 174). A name that already says the type is kept as written ('Intyg.PDF',
 * 'bild.jpeg'); one that claims another allowed type has that extension replaced ('intyg.pdf'
 * that is a PNG becomes 'intyg.png'); anything else gets the extension added ('intyg 2024.03.01'
 * becomes 'intyg 2024.03.01.pdf'), since what follows its last dot may be part of the name.
 */
export function nameWithTypeExtension(name: string, type: FileExtension): string {
  const own: readonly string[] = FILE_TYPES[type].extensions;
  const dot = name.lastIndexOf(".");
  const current = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  if (own.includes(current)) return name;
  const stem = KNOWN_EXTENSIONS.includes(current) ? name.slice(0, dot) : name;
  const extension = `.${own[0]}`;
  let kept = stem.slice(0, MAX_FILE_NAME_LENGTH - extension.length);
  // Never half a character: a cut between the two halves of a surrogate pair drops the first.
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return kept + extension;
}

/** The same for a stored file, from its stored MIME type; a type outside the list keeps its name. */
export function nameForStoredType(name: string, mime: string): string {
  const type = fileTypeOfMime(mime);
  return type ? nameWithTypeExtension(name, type) : name;
}

/** How the file viewer shows a file: PDF in a frame, images inline, otherwise no preview. */
export function previewKind(mimeType: string): "pdf" | "image" | "none" {
  const type = fileTypeOfMime(mimeType);
  if (type) return FILE_TYPES[type].preview;
  // A stored image type outside the list (none today) is still shown as an image.
  return mimeType.startsWith("image/") ? "image" : "none";
}
