import {
  adjustDimsForRotation,
  type Color,
  cmyk,
  componentsToColor,
  drawTextField,
  grayscale,
  type PDFFont,
  type PDFTextField,
  type PDFWidgetAnnotation,
  reduceRotation,
  rgb,
  rotateInPlace,
  TextAlignment,
} from "@cantoo/pdf-lib";
import { type Alignment, type Box, layOut, widthMeasure } from "./text-layout";

/*
 * A filled field's look, drawn as pdf-lib's default provider draws it but with our layout. The
 * text must be seen whole on paper: too long for its box, it is printed smaller, down to a size
 * still read with ease, and refused below that, never cut off.
 */

/** The smallest size the portal prints a field in (the forms' own are 9 and 10 points). */
const SMALLEST_SIZE = 6;
const STEP = 0.5;
/** Where a field whose size is 'auto' (0) starts. */
const AUTO_START = 12;
const SIZE_IN_DA = /(\d*\.\d+|\d+)[\0\t\n\f\r ]+Tf/;

const daSize = (da: string | undefined) => {
  const match = SIZE_IN_DA.exec(da ?? "");
  return match ? Number(match[1]) : undefined;
};

/** The colour a default appearance sets ('0 g', '0 0 1 rg', '0 0 0 1 k'); black if none. */
function daColor(da: string | undefined): Color {
  const tokens = (da ?? "").trim().split(/\s+/);
  const at = tokens.findLastIndex((t) => t === "g" || t === "rg" || t === "k");
  const n = (back: number) => Number(tokens[at - back]);
  if (tokens[at] === "g") return grayscale(n(1));
  if (tokens[at] === "rg") return rgb(n(3), n(2), n(1));
  if (tokens[at] === "k") return cmyk(n(4), n(3), n(2), n(1));
  return grayscale(0);
}

const ALIGNMENTS: Record<TextAlignment, Alignment> = {
  [TextAlignment.Left]: "left",
  [TextAlignment.Center]: "center",
  [TextAlignment.Right]: "right",
};

function geometry(field: PDFTextField, widget: PDFWidgetAnnotation) {
  const rectangle = widget.getRectangle();
  const rotation = reduceRotation(widget.getAppearanceCharacteristics()?.getRotation());
  const { width, height } = adjustDimsForRotation(rectangle, rotation);
  const border = widget.getBorderStyle()?.getWidth() ?? 0;
  const padding = field.isCombed() ? 0 : 1;
  const inset = border + padding;
  const box: Box = { x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset };
  return { rectangle, rotation, width, height, border, padding, box };
}

/** Sets the size in the field's default appearance and in any of its widgets' own. */
function setSize(field: PDFTextField, size: number): void {
  for (const owner of [field.acroField, ...field.acroField.getWidgets()]) {
    const da = owner.getDefaultAppearance();
    if (da && SIZE_IN_DA.test(da)) owner.setDefaultAppearance(da.replace(SIZE_IN_DA, `${size} Tf`));
  }
}

/**
 * Draws the field's text in `font`, in the field's own size if it fits every widget, else the
 * largest smaller one that does; false, drawing nothing, if even the smallest is too large. The
 * default appearance keeps the form's font, so a hand edit later looks as on the blank.
 */
export function drawFieldText(field: PDFTextField, text: string, font: PDFFont): boolean {
  const widgets = field.acroField.getWidgets();
  const own =
    daSize(widgets[0]?.getDefaultAppearance()) ?? daSize(field.acroField.getDefaultAppearance());
  const measure = widthMeasure(font);
  const options = {
    font,
    multiline: field.isMultiline(),
    alignment: ALIGNMENTS[field.getAlignment()],
  };
  const linesAt = (widget: PDFWidgetAnnotation, size: number) =>
    layOut(text, { ...options, size, box: geometry(field, widget).box }, measure);

  const start = own || AUTO_START;
  const smallest = Math.min(start, SMALLEST_SIZE);
  let size = start;
  while (size >= smallest && !widgets.every((w) => linesAt(w, size))) size -= STEP;
  if (size < smallest) return false;
  if (own && size !== own) setSize(field, size);

  field.updateAppearances(font, (_field, widget) => {
    const g = geometry(field, widget);
    const characteristics = widget.getAppearanceCharacteristics();
    const lines = linesAt(widget, size) ?? [];
    return [
      ...rotateInPlace({ ...g.rectangle, rotation: g.rotation }),
      ...drawTextField({
        x: g.border / 2,
        y: g.border / 2,
        width: g.width - g.border,
        height: g.height - g.border,
        borderWidth: g.border,
        borderColor: componentsToColor(characteristics?.getBorderColor()),
        color: componentsToColor(characteristics?.getBackgroundColor()),
        textColor: daColor(widget.getDefaultAppearance() ?? field.acroField.getDefaultAppearance()),
        font: font.name,
        fontSize: size,
        textLines: lines.map((line) => ({ ...line, encoded: font.encodeText(line.text) })),
        padding: g.padding,
      }),
    ];
  });
  return true;
}
