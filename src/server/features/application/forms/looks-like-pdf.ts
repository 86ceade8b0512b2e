/*
 * Apart from pdf-form.ts, so that telling a PDF from other bytes does not load the PDF library.
 */

/** A PDF's header may follow up to 1024 bytes of other data (ISO 32000-1, annex H). */
const HEADER = new TextEncoder().encode("%PDF-");

export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024 + HEADER.length);
  for (let at = 0; at + HEADER.length <= head.length; at++) {
    if (HEADER.every((byte, i) => head[at + i] === byte)) return true;
  }
  return false;
}
