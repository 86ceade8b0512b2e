import {
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFTextField,
} from "@cantoo/pdf-lib";

/** What a widget takes from its field; copied to the new field so the widget looks the same. */
const INHERITED = ["FT", "DA", "Ff", "Q", "MaxLen"].map((key) => PDFName.of(key));

/** The index of the page each widget annotation is on, by its reference. */
function pagesOfAnnotations(doc: PDFDocument): Map<PDFRef, number> {
  const pages = new Map<PDFRef, number>();
  doc.getPages().forEach((page, index) => {
    for (const annot of page.node.Annots()?.asArray() ?? []) {
      if (annot instanceof PDFRef) pages.set(annot, index);
    }
  });
  return pages;
}

/**
 * Splits each named text field's widgets on pages after its first one off into a new, empty
 * field of their own ('Bilagor nr 0 4 sida 3'), so a value filled in shows only where it belongs.
 * A field with one widget, or with all on one page, stays as it is (a corrected revision).
 */
export function detachRepeatedWidgets(doc: PDFDocument, fieldNames: readonly string[]): void {
  const form = doc.getForm();
  const pageOf = pagesOfAnnotations(doc);
  for (const name of fieldNames) {
    const field = form.getFieldMaybe(name);
    const kids = field?.acroField.Kids();
    if (!(field instanceof PDFTextField) || !kids || kids.size() < 2) continue;
    const placed = kids
      .asArray()
      .filter((kid): kid is PDFRef => kid instanceof PDFRef && pageOf.has(kid))
      .map((ref) => ({ ref, page: pageOf.get(ref)! }));
    const first = Math.min(...placed.map((p) => p.page));
    for (const { ref, page } of placed.filter((p) => p.page > first)) {
      kids.remove(kids.indexOf(ref)!);
      const own: Record<string, PDFObject> = {};
      for (const key of INHERITED) {
        const value = field.acroField.getInheritableAttribute(key);
        if (value) own[key.asString().slice(1)] = value;
      }
      const newField = doc.context.register(
        doc.context.obj({
          ...own,
          T: PDFHexString.fromText(`${name.replaceAll(".", " ")} sida ${page + 1}`),
          Kids: [ref],
        }),
      );
      doc.context.lookup(ref, PDFDict).set(PDFName.of("Parent"), newField);
      form.acroForm.addField(newField);
    }
  }
}
