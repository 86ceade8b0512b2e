import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INVISIBLE_AND_CONTROL } from "../../../tests/fixtures/invisible-characters";
import { RECORD_MESSAGES as M } from "../messages/records";
import {
  isMultiLineText,
  isSingleLineText,
  zRequiredMultiLineText,
  zRequiredText,
} from "./primitives";

describe("one line of text", () => {
  const zName = zRequiredText("Ange namn");

  it.each(INVISIBLE_AND_CONTROL)("refuses %s inside a name", (_kind, character) => {
    expect(isSingleLineText(`Lind${character}qvist`)).toBe(false);
    expect(zName.safeParse(`Lind${character}qvist`).error?.issues[0]?.message).toBe(
      M.invalidCharacters,
    );
  });

  it("keeps names of every script, emoji and accents, in NFC", () => {
    for (const name of ["Åsa Öberg", "Zoë Ødegaard", "محمد رضا", "Дмитрий", "张伟", "Łukasz 👍"]) {
      expect(zName.parse(name)).toBe(name.normalize("NFC"));
    }
    // 'å' as a Mac writes it: a and a combining ring.
    expect(zName.parse("A\u030Asa")).toBe("Åsa");
  });

  it("never lets through a character of the refused kinds, wherever it stands", () => {
    const refused = fc.constantFrom(...INVISIBLE_AND_CONTROL.map(([, c]) => c));
    fc.assert(
      fc.property(fc.string(), refused, fc.string(), (before, character, after) => {
        const result = zName.safeParse(`x${before}${character}${after}x`);
        expect(result.success).toBe(false);
      }),
    );
  });

  it("gives back only visible single-line text, in NFC", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const result = zRequiredText("Ange", 10_000).safeParse(text);
        if (!result.success) return;
        expect(isSingleLineText(result.data)).toBe(true);
        expect(result.data).toBe(result.data.normalize("NFC"));
      }),
    );
  });
});

describe("text over several lines", () => {
  const zNotes = zRequiredMultiLineText("Ange anteckningar");

  it("keeps line breaks and tabs, and makes CR LF and a lone CR a line feed", () => {
    expect(zNotes.parse("rad ett\r\nrad två\rrad tre\n\tindrag")).toBe(
      "rad ett\nrad två\nrad tre\n\tindrag",
    );
  });

  it.each(INVISIBLE_AND_CONTROL.filter(([, c]) => !["\n", "\r", "\t"].includes(c)))(
    "refuses %s",
    (_kind, character) => {
      expect(isMultiLineText(`rad ett\nrad${character}två`)).toBe(false);
      expect(zNotes.safeParse(`rad ett\nrad${character}två`).success).toBe(false);
    },
  );
});
