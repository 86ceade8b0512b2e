import { describe, expect, it } from "vitest";
import { examinationOptions, filterExaminations } from "./examination-options";

// The abbreviations as the catalogue's answer carries them (decision 268).
const catalogue = [
  {
    id: "c7-tte",
    name: "Transtorakal ekokardiografi (TTE)",
    column: "c7",
    level: "A_OBLIGATORY",
    abbreviations: ["UCG"],
  },
  {
    id: "c4-mps",
    name: "Myokardperfusionsscintigrafi",
    column: "c4",
    level: "B",
    syncId: "mps",
    abbreviations: ["MPS"],
  },
  { id: "c5-vkg", name: "Vektorkardiografi (VKG)", column: "c5", level: "C", syncId: null },
  {
    id: "c8-mps",
    name: "Myokardperfusionsscintigrafi för ischemidiagnostik",
    column: "c8",
    level: "A_OBLIGATORY",
    syncId: "mps",
    abbreviations: ["MPS"],
  },
] as const;

describe("examinationOptions", () => {
  it("offers an examination listed in several columns once, under its first entry, sorted by name", () => {
    expect(examinationOptions(catalogue)).toEqual([
      {
        id: "c4-mps",
        name: "Myokardperfusionsscintigrafi",
        placements: [
          "Nuklearmedicin · B",
          "Ischemi · A obligatorisk (Myokardperfusionsscintigrafi för ischemidiagnostik)",
        ],
        abbreviations: ["MPS"],
      },
      {
        id: "c7-tte",
        name: "Transtorakal ekokardiografi (TTE)",
        placements: ["Hjärtfunktion · A obligatorisk"],
        abbreviations: ["UCG"],
      },
      {
        id: "c5-vkg",
        name: "Vektorkardiografi (VKG)",
        placements: ["EKG · C"],
        abbreviations: [],
      },
    ]);
  });
});

describe("filterExaminations", () => {
  const options = examinationOptions(catalogue);
  const ids = (search: string) => filterExaminations(options, search).shown.map((o) => o.id);

  it("matches the name, the column label or the level, ignoring case", () => {
    expect(ids("tte")).toEqual(["c7-tte"]);
    expect(ids("ISCHEMI")).toEqual(["c4-mps"]);
    expect(ids("ischemidiagnostik")).toEqual(["c4-mps"]);
    expect(ids("ekg")).toEqual(["c5-vkg"]);
    expect(ids("obligatorisk")).toEqual(["c4-mps", "c7-tte"]);
  });

  it("finds the catalogue's abbreviations and ranks a whole word before a word that contains it", () => {
    const withPet = examinationOptions([
      ...catalogue,
      {
        id: "c8-perfusions-pet",
        name: "Myokardperfusions-PET (82Rb, 15O-vatten eller 13N-ammoniak)",
        column: "c8",
        level: "A_VALBAR",
      },
    ]);
    const found = (search: string) => filterExaminations(withPet, search).shown.map((o) => o.id);
    // Alphabetically the PET comes first; it only holds 'tte' inside '15O-vatten'.
    expect(withPet.map((o) => o.id).indexOf("c8-perfusions-pet")).toBeLessThan(
      withPet.map((o) => o.id).indexOf("c7-tte"),
    );
    expect(found("TTE")).toEqual(["c7-tte", "c8-perfusions-pet"]);
    expect(found("MPS")).toEqual(["c4-mps"]);
    expect(found("ucg")).toEqual(["c7-tte"]);
    // Enter takes the transthoracic echo: it matches 'TTE' better than anything else.
    expect(filterExaminations(withPet, "TTE").onEnter?.id).toBe("c7-tte");
    expect(filterExaminations(withPet, "obligatorisk").onEnter).toBeUndefined();
  });

  it("needs every word to match and gives everything for an empty search", () => {
    expect(ids("ekokardiografi hjärtfunktion")).toEqual(["c7-tte"]);
    expect(ids("ekokardiografi ekg")).toEqual([]);
    expect(ids("  ")).toHaveLength(3);
  });
});
