import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { containsPersonalIdentityNumber } from "./personal-identity";

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
