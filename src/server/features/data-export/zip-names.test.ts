import { describe, expect, it } from "vitest";
import { exportFileName, safeEntryName, uniqueEntryNames } from "./zip-names";

describe("safeEntryName", () => {
  it.each([
    ["intyg.pdf", "intyg.pdf"],
    ["../../etc/passwd", "passwd"],
    ["..\\..\\windows\\system.ini", "system.ini"],
    ["/abs/path/kontrakt.pdf", "kontrakt.pdf"],
    ["..", "fil"],
    ["", "fil"],
    ["  .dold.pdf ", "dold.pdf"],
    ['a<b>c:"d"|e?f*.pdf', "a_b_c__d__e_f_.pdf"],
    ["rad\nbrytning.pdf", "rad_brytning.pdf"],
    ["CON.pdf", "_CON.pdf"],
    ["Intyg Åsa, Öberg; del 1.pdf", "Intyg Åsa, Öberg; del 1.pdf"],
  ])("%j → %j", (original, expected) => {
    expect(safeEntryName(original)).toBe(expected);
  });

  it("shortens a long name but keeps its extension", () => {
    const name = safeEntryName(`${"a".repeat(300)}.pdf`);
    expect(name).toHaveLength(120);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});

describe("uniqueEntryNames", () => {
  it("numbers names that collide, ignoring case, and never reuses a name", () => {
    expect(
      uniqueEntryNames(["intyg.pdf", "Intyg.pdf", "intyg (2).pdf", "x/intyg.pdf", "bild.png"]),
    ).toEqual(["intyg.pdf", "Intyg (2).pdf", "intyg (2) (2).pdf", "intyg (3).pdf", "bild.png"]);
  });
});

describe("exportFileName", () => {
  it.each([
    ["2026-11-28T10:00:00Z", "st-portalen-uppgifter-2026-11-28.zip"],
    // Half past midnight in Sweden is still the day before in UTC.
    ["2026-11-28T23:30:00Z", "st-portalen-uppgifter-2026-11-29.zip"],
    ["2026-06-30T22:15:00Z", "st-portalen-uppgifter-2026-07-01.zip"],
  ])("names an export made at %s %s", (at, name) => {
    expect(exportFileName(new Date(at))).toBe(name);
  });
});
