import fontkit from "@cantoo/fontkit";
import {
  PDFCheckBox,
  type PDFDocument,
  type PDFFont,
  PDFTextField,
  StandardFonts,
} from "@cantoo/pdf-lib";
import type { FormKey } from "../../../../shared/curriculum/certificate-forms";
import { drawFieldText } from "./field-appearance";
import {
  FieldOverflowError,
  FieldTooLongError,
  FormMismatchError,
  TooManyRowsError,
  UnprintableTextError,
} from "./fill-errors";
import {
  type BilagaListEntry,
  FORM_DEFINITIONS,
  type FormDefinition,
  formSignature,
  type SignerRole,
  slotsOf,
  type TextSlot,
} from "./form-definitions";
import { fillableFields, openPdf } from "./pdf-form";
import { detachRepeatedWidgets } from "./repeated-widgets";

/** One row of a service list, each cell as printed ('240115 - 240630', '75', '4,5'). */
export interface ServiceRow {
  readonly place: string;
  readonly period: string;
  readonly percent: string;
  readonly months: string;
}

/** What to write into a form; an empty or missing value leaves its field empty. */
export type FormValues = Partial<Record<TextSlot, string>> & {
  readonly signerRole?: SignerRole;
  readonly bilagor?: Partial<Record<BilagaListEntry, string>>;
  /** In order; the form's rows are filled from the first. */
  readonly serviceRows?: readonly ServiceRow[];
};

const NOT_TEXT_SLOTS = new Set(["signerRole", "bilagor", "serviceRows"]);
const given = (value: string | undefined): value is string => value !== undefined && value !== "";

/** A value for a field the form lacks is a mistake of the caller's, never silently dropped. */
function noField(key: FormKey, what: string): Error {
  return new Error(`${key} has no field for ${what}`);
}

/** The text of each field to fill, by field name. */
function textsOf(key: FormKey, definition: FormDefinition, values: FormValues) {
  const texts = new Map<string, string>();
  const slots = slotsOf(definition);
  for (const [slot, value] of Object.entries(values)) {
    if (NOT_TEXT_SLOTS.has(slot) || !given(value as string | undefined)) continue;
    if (!slots.has(slot as TextSlot)) throw noField(key, slot);
    const field = definition.text[slot as TextSlot];
    if (field) texts.set(field, value as string);
  }
  for (const { field, slots: parts, separator } of definition.combined ?? []) {
    const text = parts.map((slot) => values[slot]).filter(given);
    if (text.length > 0) texts.set(field, text.join(separator));
  }
  for (const [entry, value] of Object.entries(values.bilagor ?? {})) {
    if (!given(value)) continue;
    const field = definition.bilagor?.[entry as BilagaListEntry];
    if (!field) throw noField(key, `bilaga list entry ${entry}`);
    texts.set(field, value);
  }
  const rows = values.serviceRows ?? [];
  const list = definition.serviceList;
  if (rows.length > 0 && !list) throw noField(key, "service rows");
  if (list && rows.length > list.rows.length) {
    throw new TooManyRowsError(key, list.rows.length, rows.length);
  }
  rows.forEach((row, i) => {
    const fields = list!.rows[i]!;
    for (const column of ["place", "period", "percent", "months"] as const) {
      if (given(row[column])) texts.set(fields[column], row[column]);
    }
  });
  return texts;
}

function checkSignerRole(
  doc: PDFDocument,
  key: FormKey,
  boxes: FormDefinition["signerRole"],
  role: SignerRole,
) {
  if (!boxes) throw noField(key, "the signer's role");
  for (const [boxRole, name] of Object.entries(boxes)) {
    const box = doc.getForm().getField(name);
    if (!(box instanceof PDFCheckBox)) throw new FormMismatchError(key, [name]);
    if (boxRole === role) box.check();
    else box.uncheck();
  }
}

/** What Helvetica, which every reader has, prints: Windows-1252's letters. */
const WIN_ANSI =
  /^[\n\x20-\x7e\xa0-\xff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]*$/;

/**
 * The font the filled fields are drawn in: Helvetica when every text is in its letters (most
 * Swedish names; nothing to embed), otherwise Noto Sans, embedded and subset. Subsetting costs
 * tens of milliseconds a form, which an application of thirty forms felt.
 */
async function fieldFont(
  doc: PDFDocument,
  texts: ReadonlyMap<string, string>,
  fontBytes: Uint8Array,
): Promise<PDFFont> {
  const all = [...texts].map(([, text]) => text.normalize("NFC")).join("\n");
  if (WIN_ANSI.test(all)) return doc.embedFont(StandardFonts.Helvetica);
  doc.registerFontkit(fontkit);
  return doc.embedFont(fontBytes, { subset: true });
}

/**
 * The blank form `key` filled with `values`, its fields kept editable for the signer's date and
 * signature. Each filled field's appearance is drawn in Helvetica, or in the given TrueType font
 * (embedded, subset) when a text needs more than Latin-1, so any name prints as written. Refuses,
 * with a FormFillError, a blank that is not this form, a text longer than a field's MaxLen or too
 * long for its box, and more services than the list has rows.
 */
export async function fillForm(
  blank: Uint8Array,
  key: FormKey,
  values: FormValues,
  fontBytes: Uint8Array,
): Promise<Uint8Array> {
  const definition = FORM_DEFINITIONS[key];
  const texts = textsOf(key, definition, values);
  const doc = await openPdf(blank);
  const fields = fillableFields(doc);
  const missing = [...formSignature(key)].filter((name) => !fields.has(name));
  if (missing.length > 0) throw new FormMismatchError(key, missing);
  detachRepeatedWidgets(doc, definition.repeatedWidgets ?? []);

  const font = await fieldFont(doc, texts, fontBytes);
  const printable = new Set(font.getCharacterSet());
  for (const [name, value] of texts) {
    const field = doc.getForm().getField(name);
    if (!(field instanceof PDFTextField)) throw new FormMismatchError(key, [name]);
    // One form of each letter (a typed 'e' + accent is 'é'), and '\n' for every line break.
    const text = value.normalize("NFC").replace(/\r\n?/g, "\n");
    const letters = [...text];
    const maxLength = field.getMaxLength();
    if (maxLength !== undefined && letters.length > maxLength) {
      throw new FieldTooLongError(key, name, maxLength, letters.length);
    }
    const missing = letters.filter((c) => c !== "\n" && !printable.has(c.codePointAt(0)!));
    if (missing.length > 0) throw new UnprintableTextError(key, name, [...new Set(missing)]);
    // A line break the doctor typed stays one, even in a field the form left single-line.
    if (text.includes("\n") && !field.isMultiline()) field.enableMultiline();
    field.setText(text);
    if (!drawFieldText(field, text, font)) throw new FieldOverflowError(key, name);
  }
  if (values.signerRole) checkSignerRole(doc, key, definition.signerRole, values.signerRole);
  // Appearances are drawn above; pdf-lib's own pass would redraw in Helvetica (Latin-1 only).
  return doc.save({ updateFieldAppearances: false });
}
