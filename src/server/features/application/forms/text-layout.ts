import type { PDFFont } from "@cantoo/pdf-lib";

/*
 * Lines of a field's text, wrapped at word boundaries as pdf-lib wraps them. pdf-lib's own
 * wrapping measures every prefix of the rest of the text for every line (cubic: a description of
 * 1,500 characters took 41 s); this one measures each word once per text, at size 1, and scales.
 */

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Line {
  readonly text: string;
  readonly width: number;
  readonly x: number;
  /** The baseline. */
  readonly y: number;
}

export type Alignment = "left" | "center" | "right";

/** Widths at size 1, measured once per distinct piece of text. */
export function widthMeasure(font: PDFFont): (text: string) => number {
  const known = new Map<string, number>();
  return (text) => {
    let width = known.get(text);
    if (width === undefined) {
      width = font.widthOfTextAtSize(text, 1);
      known.set(text, width);
    }
    return width;
  };
}

/** A word wider than the line is cut between letters, as a viewer would. */
function splitLongWord(word: string, max: number, measure: (s: string) => number): string[] {
  const parts: string[] = [];
  let part = "";
  for (const letter of word) {
    if (part !== "" && measure(part + letter) > max) {
      parts.push(part);
      part = "";
    }
    part += letter;
  }
  return [...parts, part];
}

/** The paragraph's lines at unit size, each no wider than `max`. */
function wrap(paragraph: string, max: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = "";
  // Widths add up: the glyphs are drawn with their advances, without kerning.
  let width = 0;
  for (const token of paragraph.match(/\S+\s*|\s+/g) ?? [""]) {
    const word = token.trimEnd();
    if (line !== "" && width + measure(word) > max) {
      lines.push(line.trimEnd());
      line = "";
      width = 0;
    }
    if (line === "" && measure(word) > max) {
      const parts = splitLongWord(word, max, measure);
      lines.push(...parts.slice(0, -1));
      line = parts.at(-1)! + token.slice(word.length);
      width = measure(line);
    } else {
      line += token;
      width += measure(token);
    }
  }
  return [...lines, line.trimEnd()];
}

const xOf = (alignment: Alignment, box: Box, width: number) =>
  alignment === "center"
    ? box.x + (box.width - width) / 2
    : alignment === "right"
      ? box.x + box.width - width
      : box.x;

/**
 * The text laid out in the box at `size`, or undefined when it does not fit. Multi-line: from
 * the top, a line height of 1.2 times the font's height, the last line's descenders inside the
 * box. Single-line: one line, centred vertically.
 */
export function layOut(
  text: string,
  options: { font: PDFFont; size: number; box: Box; multiline: boolean; alignment: Alignment },
  measure: (s: string) => number,
): Line[] | undefined {
  const { font, size, box, multiline, alignment } = options;
  const height = font.heightAtSize(size);
  const ascent = font.heightAtSize(size, { descender: false });
  if (!multiline) {
    const width = measure(text) * size;
    if (width > box.width || height > box.height) return undefined;
    const y = box.y + box.height / 2 - ascent / 2;
    return [{ text, width, x: xOf(alignment, box, width), y }];
  }
  const lineHeight = height * 1.2;
  const texts = text.split("\n").flatMap((p) => wrap(p, box.width / size, measure));
  if (texts.length * lineHeight + (height - ascent) > box.height) return undefined;
  return texts.map((line, i) => {
    const width = measure(line) * size;
    return {
      text: line,
      width,
      x: xOf(alignment, box, width),
      y: box.y + box.height - (i + 1) * lineHeight,
    };
  });
}
