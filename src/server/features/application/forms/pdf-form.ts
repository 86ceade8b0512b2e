import {
  PDFButton,
  PDFDict,
  PDFDocument,
  type PDFField,
  PDFName,
  PDFRawStream,
} from "@cantoo/pdf-lib";

/**
 * Opens a PDF for reading and filling its form. A form protected by an owner password only
 * (print and fill allowed, changes not) opens with the empty user password and is decrypted; the
 * filled copy is saved without the protection, which binds the blank, not the copy.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocument> {
  const doc = await PDFDocument.load(bytes, { password: "", updateMetadata: false });
  dropStaleCrossReferences(doc);
  return doc;
}

/**
 * The parser keeps the cross-reference streams of earlier revisions as ordinary objects (the
 * published forms have three). Saved again, one that names an /Encrypt makes the copy look
 * encrypted to the parser; none is referenced, so they go.
 */
function dropStaleCrossReferences(doc: PDFDocument): void {
  const stale = doc.context
    .enumerateIndirectObjects()
    .filter(([, object]) => {
      const dict = object instanceof PDFRawStream ? object.dict : object;
      return dict instanceof PDFDict && dict.get(PDFName.of("Type")) === PDFName.of("XRef");
    })
    .map(([ref]) => ref);
  for (const ref of stale) doc.context.delete(ref);
}

/** The form's fields but its buttons ('Rensa', 'Skriv ut'), by full name. */
export function fillableFields(doc: PDFDocument): Map<string, PDFField> {
  const fields = new Map<string, PDFField>();
  for (const field of doc.getForm().getFields()) {
    if (!(field instanceof PDFButton)) fields.set(field.getName(), field);
  }
  return fields;
}
