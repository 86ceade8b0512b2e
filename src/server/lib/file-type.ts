import {
  FILE_EXTENSIONS,
  type FileExtension,
  FILE_TYPES as SHARED_TYPES,
  UPLOAD_TYPES,
} from "../../shared/file-types";

/**
 * Decides an upload's type from its first bytes. The file name and the browser's Content-Type are
 * the client's word and are ignored: an executable renamed to `x.pdf` has no PDF signature.
 *
 * What is checked:
 * - PDF: `%PDF-` at offset 0.
 * - JPEG: FF D8 FF at offset 0.
 * - PNG: the 8-byte PNG signature 89 50 4E 47 0D 0A 1A 0A.
 * - DOC: the OLE2 compound-file signature D0 CF 11 E0 A1 B1 1A E1 (legacy Word; other legacy Office
 *   files share the container, which is accepted as the spec's "Word doc").
 * - DOCX: a ZIP (`PK\x03\x04` at offset 0) with at least one local file header, within the sniffed
 *   head, whose entry name starts with `word/`. Word writes `[Content_Types].xml`, `_rels/` and
 *   `word/document.xml` first, so the head (SNIFF_BYTES) holds one; an .xlsx or .zip has none.
 */

export interface DetectedFileType {
  readonly mime: string;
  /** Extension of the stored file. */
  readonly extension: FileExtension;
  /** A short label for the viewer ("PDF", "Word"). */
  readonly label: string;
}

const typeOf = (extension: FileExtension): DetectedFileType => ({
  mime: SHARED_TYPES[extension].mimes[0],
  extension,
  label: SHARED_TYPES[extension].label,
});

/** The stored type of each allowed file type (src/shared/file-types.ts is the one list). */
const FILE_TYPES = Object.fromEntries(FILE_EXTENSIONS.map((e) => [e, typeOf(e)])) as Record<
  FileExtension,
  DetectedFileType
>;

/** How many leading bytes are buffered before deciding. */
export const SNIFF_BYTES = 64 * 1024;

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const WORD_PREFIX = "word/";

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

/**
 * Looks at every local file header signature in the head (not only the chain from offset 0: an
 * entry written with a data descriptor has no size in its header, so the chain cannot be walked)
 * and reads the entry name that follows it.
 */
function zipHasWordEntry(bytes: Uint8Array): boolean {
  const decoder = new TextDecoder("utf-8", { fatal: false });
  for (let at = 0; at + 30 <= bytes.length; at++) {
    if (!startsWith(bytes, ZIP_LOCAL_HEADER, at)) continue;
    const nameLength = (bytes[at + 26] ?? 0) | ((bytes[at + 27] ?? 0) << 8);
    const nameStart = at + 30;
    if (nameLength < WORD_PREFIX.length || nameStart + nameLength > bytes.length) continue;
    const name = decoder.decode(bytes.subarray(nameStart, nameStart + nameLength));
    if (name.startsWith(WORD_PREFIX)) return true;
  }
  return false;
}

export type { FileExtension };

/** The type of a file from its head (the first SNIFF_BYTES bytes, or all of a shorter file). */
export function detectFileType(head: Uint8Array): DetectedFileType | null {
  if (startsWith(head, PDF)) return FILE_TYPES.pdf;
  if (startsWith(head, JPEG)) return FILE_TYPES.jpg;
  if (startsWith(head, PNG)) return FILE_TYPES.png;
  if (startsWith(head, OLE2)) return FILE_TYPES.doc;
  if (startsWith(head, ZIP_LOCAL_HEADER) && zipHasWordEntry(head)) return FILE_TYPES.docx;
  return null;
}

/** Types the ST contract accepts (spec section 5): PDF and Word only. */
export const CONTRACT_EXTENSIONS: readonly FileExtension[] = UPLOAD_TYPES.contract;

/** The viewer frames PDFs and shows images; everything else is offered as a download. */
export function isInlineType(mime: string): boolean {
  return FILE_EXTENSIONS.some(
    (e) => FILE_TYPES[e].mime === mime && SHARED_TYPES[e].preview !== "none",
  );
}
