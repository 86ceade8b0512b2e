import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  containsPersonalIdentityNumber,
  normalizeForIdentityCheck,
  parsePersonnummer,
} from "./personal-identity";

// Skatteverket's published test numbers (valid checksums, reserved for testing).
const VALID = "811228-9874";

describe("containsPersonalIdentityNumber", () => {
  it.each([
    ["YYMMDD-NNNN", VALID],
    ["YYMMDDNNNN", "8112289874"],
    ["YYYYMMDD-NNNN", "19811228-9874"],
    ["YYYYMMDDNNNN", "198112289874"],
    ["plus separator (over 100 years)", "811228+9874"],
    ["space separator", "811228 9874"],
    ["samordningsnummer", "701063-2391"],
    ["samordningsnummer with century", "19701063-2391"],
    ["inside text", `Patient ${VALID} remitterad`],
    ["after a letter", `pnr:${VALID}.`],
    ["born in the 2000s", "20100101-0006"],
    ["an en dash from a word processor", "811228–9874"],
    ["a no-break space", "811228\u00A09874"],
    ["spaces around the hyphen", "811228 - 9874"],
    ["hyphens in the date", "1981-12-28-9874"],
    ["hyphens in a short date", "81-12-28-9874"],
    ["full-width digits", "８１１２２８-９８７４"],
  ])("finds %s", (_case, text) => {
    expect(containsPersonalIdentityNumber(text)).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["wrong check digit", "811228-9875"],
    ["month 13", "811328-9874"],
    ["day 00", "811200-9874"],
    ["day 32 (not samordning)", "811232-9874"],
    ["short examination number", "RTG-2024-0012"],
    ["nine digits", "811228987"],
    ["part of a longer number", "1234811228987456"],
    ["century 17", "17811228-9874"],
    ["a date alone", "2026-11-22"],
    ["an accession number with the program's prefix", "RTG19811228-9874"],
    ["digits glued to letters after", "811228-9874A"],
  ])("leaves %s alone", (_case, text) => {
    expect(containsPersonalIdentityNumber(text)).toBe(false);
  });

  /** Skatteverket's 19121212-1212 as people type, paste and hide it; each must be found. */
  const arabicIndic = (digits: string) =>
    digits.replace(/\d/g, (d) => String.fromCodePoint(0x0660 + Number(d)));
  const SPELLINGS: [string, string][] = [
    ["plain", "121212-1212"],
    ["no separator", "1212121212"],
    ["with century", "19121212-1212"],
    ["twelve digits", "191212121212"],
    ["a plus", "121212+1212"],
    ["a space", "121212 1212"],
    ["a slash", "121212/1212"],
    ["a dot", "121212.1212"],
    ["spaces in the date", "12 12 12-1212"],
    ["dots in the date", "12.12.12-1212"],
    ["slashes in the date", "1912/12/12-1212"],
    ["the label glued on", "pnr121212-1212"],
    ["the long label glued on", "Personnummer121212-1212"],
    ["a zero-width space inside", "121212\u200B-1212"],
    ["zero-width joiners between digits", "1\u200D2\u200D1212-1212"],
    ["a soft hyphen as separator", "121212\u00AD1212"],
    ["a BOM inside", "1212\uFEFF12-1212"],
    ["a left-to-right mark", "\u200E121212-1212"],
    ["a word joiner", "121212\u20601212"],
    ["Arabic-Indic digits", arabicIndic("121212-1212")],
    ["Extended Arabic-Indic digits", "۱۲۱۲۱۲-۱۲۱۲"],
    ["Devanagari digits", "१२१२१२-१२१२"],
    ["mathematical bold digits", "𝟏𝟐𝟏𝟐𝟏𝟐-𝟏𝟐𝟏𝟐"],
    ["a figure dash", "121212\u20121212"],
    ["a fraction slash", "121212\u20441212"],
    ["an ideographic space", "121212\u30001212"],
    ["a line break", "121212\n1212"],
    ["a tab", "121212\t1212"],
  ];

  it.each(SPELLINGS)("finds a personnummer written with %s", (_case, written) => {
    expect(containsPersonalIdentityNumber(written)).toBe(true);
    expect(containsPersonalIdentityNumber(`Patient ${written}, svår bild`)).toBe(true);
    expect(containsPersonalIdentityNumber(`Anna ${written}`)).toBe(true);
  });

  it.each(SPELLINGS)("keeps a Luhn-invalid number written with %s", (_case, written) => {
    // The last digit 2 becomes 3: no check digit, no personnummer.
    const invalid = written
      .replace(/2(?=\D*$)/u, "3")
      .replace(/٢(?=[^٠-٩]*$)/u, "٣")
      .replace(/۲(?=[^۰-۹]*$)/u, "۳")
      .replace(/२(?=[^०-९]*$)/u, "३")
      .replace(/𝟐(?=[^𝟎-𝟗]*$)/u, "𝟑");
    expect(normalizeForIdentityCheck(invalid)).not.toBe(normalizeForIdentityCheck(written));
    expect(containsPersonalIdentityNumber(invalid)).toBe(false);
  });

  it("reads the digits of every script as their values", () => {
    // Thai, Bengali, N'Ko and Adlam digits 0-9.
    for (const zero of [0x0e50, 0x09e6, 0x07c0, 0x1e950]) {
      const digits = Array.from({ length: 10 }, (_, i) => String.fromCodePoint(zero + i)).join("");
      expect(normalizeForIdentityCheck(digits)).toBe("0123456789");
    }
  });

  it("finds a number whatever invisible characters and digits of other scripts it is written with", () => {
    // Zero of Arabic-Indic, Persian, Devanagari, Bengali, Thai and full-width digits.
    const zeros = [0x30, 0x0660, 0x06f0, 0x0966, 0x09e6, 0x0e50, 0xff10];
    const invisible = [
      "\u200B",
      "\u200C",
      "\u200D",
      "\u2060",
      "\u00AD",
      "\uFEFF",
      "\u200E",
      "\u2066",
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zeros),
        fc.array(fc.tuple(fc.nat(10), fc.constantFrom(...invisible)), { maxLength: 6 }),
        fc.constantFrom("-", "+", "/", ".", " ", ""),
        (zero, insertions, separator) => {
          const digits = [..."121212", separator, ..."1212"].map((c) =>
            /\d/.test(c) ? String.fromCodePoint(zero + Number(c)) : c,
          );
          for (const [at, character] of insertions) digits.splice(at, 0, character);
          expect(containsPersonalIdentityNumber(`Pat ${digits.join("")} hade`)).toBe(true);
        },
      ),
    );
  });

  it("finds any checksum-valid number written in any form", () => {
    const tenDigitsWithValidCheck = fc
      .record({
        yy: fc.integer({ min: 0, max: 99 }),
        mm: fc.integer({ min: 1, max: 12 }),
        dd: fc.integer({ min: 1, max: 28 }),
        coordination: fc.boolean(),
        serial: fc.integer({ min: 0, max: 999 }),
      })
      .map(({ yy, mm, dd, coordination, serial }) => {
        const nine = [yy, mm, coordination ? dd + 60 : dd]
          .map((n) => String(n).padStart(2, "0"))
          .join("")
          .concat(String(serial).padStart(3, "0"));
        for (let check = 0; check <= 9; check++) {
          if (containsPersonalIdentityNumber(`${nine}${check}`)) return `${nine}${check}`;
        }
        throw new Error(`no check digit for ${nine}`);
      });
    fc.assert(
      fc.property(
        tenDigitsWithValidCheck,
        fc.constantFrom("", "19", "20"),
        fc.constantFrom("", "-", "+"),
        (ten, century, separator) => {
          const written = `${century}${ten.slice(0, 6)}${separator}${ten.slice(6)}`;
          expect(containsPersonalIdentityNumber(`ID ${written} slut`)).toBe(true);
          // One changed check digit is never a number.
          const wrong = `${ten.slice(0, 9)}${(Number(ten[9]) + 1) % 10}`;
          expect(containsPersonalIdentityNumber(wrong)).toBe(false);
        },
      ),
    );
  });
});

describe("the applicant's personnummer", () => {
  it.each([
    ["19121212-1212", "19121212-1212"],
    ["191212121212", "19121212-1212"],
    ["121212-1212", "20121212-1212"],
    ["121212+1212", "19121212-1212"],
    [" 19121212 1212 ", "19121212-1212"],
    // A samordningsnummer: the day plus 60.
    ["19701063-2391", "19701063-2391"],
  ])("%s is written %s", (typed, written) => {
    expect(parsePersonnummer(typed, "2026-11-28")).toBe(written);
  });

  it.each(["19121212-1213", "19121312-1212", "1212121212x", "", "19121212-1212 19121212-1212"])(
    "%s is refused",
    (typed) => {
      expect(parsePersonnummer(typed, "2026-11-28")).toBeNull();
    },
  );
});
