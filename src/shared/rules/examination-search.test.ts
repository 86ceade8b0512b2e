import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PROCEDURE_COLUMN_LABELS,
  PROCEDURE_LEVEL_LABELS,
  type ProcedureDefinition,
} from "../curriculum/procedures";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../curriculum/shipped-procedures";
import { clearBestMatch, matchKind, rankExaminations, searchRank } from "./examination-search";

/** What the tests search in for a shipped entry: its name, abbreviations and matrix labels. */
const examinationSearchTexts = (procedure: ProcedureDefinition) => [
  procedure.name,
  ...(procedure.abbreviations ?? []),
  PROCEDURE_COLUMN_LABELS[procedure.column],
  PROCEDURE_LEVEL_LABELS[procedure.level],
];

const search = (query: string) =>
  rankExaminations(
    [...DEFAULT_PROCEDURE_CATALOGUE].sort((a, b) => a.name.localeCompare(b.name, "sv")),
    query,
    examinationSearchTexts,
  ).map((r) => r.item);
const ids = (found: readonly ProcedureDefinition[]) => found.map((p) => p.id);

describe("where a word matches a text", () => {
  it.each([
    ["Transtorakal ekokardiografi (TTE)", "tte", "whole"],
    ["Myokardperfusions-PET (82Rb, 15O-vatten eller 13N-ammoniak)", "tte", "inside"],
    ["Myokardperfusions-PET (82Rb, 15O-vatten eller 13N-ammoniak)", "pet", "whole"],
    ["Skelettscintigrafi inkl. SPECT/DT", "dt", "whole"],
    ["Hjärt-MR (CMR)", "mr", "whole"],
    ["Transtorakal ekokardiografi (TTE)", "eko", "start"],
    ["Stressekokardiografi", "eko", "inside"],
    ["arbets-EKG", "arbets-ekg", "whole"],
    ["Vilo-EKG (12 avledningar)", "ekg", "whole"],
    ["Långtids-EKG", "långtids", "whole"],
    ["Ergospirometri", "tte", undefined],
  ] as const)("'%s' and '%s': %s", (text, word, kind) => {
    expect(matchKind(text, word)).toBe(kind);
  });

  it("takes the best of several places", () => {
    // 'eko' inside 'stressekokardiografi', then at the start of 'ekokardiografi'.
    expect(matchKind("Stressekokardiografi eller ekokardiografi", "eko")).toBe("start");
  });
});

describe("the examination search on the shipped catalogue", () => {
  it("puts the transthoracic echo first for 'TTE', before the word that only contains it", () => {
    const found = ids(search("TTE"));
    expect(found[0]).toBe("c7-tte");
    expect(found).toContain("c8-perfusions-pet");
    expect(found.indexOf("c8-perfusions-pet")).toBeGreaterThan(0);
    expect(ids(search("tte")).slice(0, 1)).toEqual(["c7-tte"]);
  });

  it.each([
    ["MPS", ["c4-mps", "c8-mps"]],
    ["TEE", ["c7-tee"]],
    ["UCG", ["c7-tte"]],
    ["ABPM", ["c6-abpm"]],
    ["arbets-EKG", ["c6-arbetsprov", "c8-arbetsprov"]],
  ])("finds '%s' by the abbreviation the catalogue carries", (query, expected) => {
    expect(ids(search(query)).slice(0, expected.length).sort()).toEqual([...expected].sort());
  });

  it("ranks whole words, then starts of words, then the inside of words", () => {
    const found = search("eko");
    const kinds = found.map((p) => searchRank(examinationSearchTexts(p), ["eko"]));
    expect(kinds).toEqual([...kinds].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(found.map((p) => p.name).slice(0, 3)).toEqual([
      "Ekokardiografi hos barn",
      "Transesofageal ekokardiografi (TEE)",
      "Transtorakal ekokardiografi (TTE)",
    ]);
    expect(found.at(-1)?.name).toMatch(/^(Kontrast|Stress)ekokardiografi/);
  });

  it("lets Enter take only a match better than every other", () => {
    const best = (query: string) =>
      clearBestMatch(rankExaminations(DEFAULT_PROCEDURE_CATALOGUE, query, examinationSearchTexts))
        ?.id;
    expect(best("TTE")).toBe("c7-tte");
    expect(best("ergospiro")).toBe("c6-ergospirometri");
    // Two entries of one examination, or three echoes that all start with 'eko': no choice made.
    expect(best("MPS")).toBeUndefined();
    expect(best("eko")).toBeUndefined();
    expect(best("nosuchword")).toBeUndefined();
  });

  it("needs every word to match, and an empty search keeps the order", () => {
    expect(ids(search("ekokardiografi transesofageal"))).toEqual(["c7-tee"]);
    expect(search("MPS nosuchword")).toEqual([]);
    expect(search("  ")).toHaveLength(DEFAULT_PROCEDURE_CATALOGUE.length);
  });

  it("finds by column and level label as before", () => {
    expect(search("Lungfunktion").every((p) => p.column === "c9" || /lung/i.test(p.name))).toBe(
      true,
    );
    expect(ids(search("valbar")).length).toBeGreaterThan(0);
  });

  it("only ever narrows the plain contains-search and keeps every match of it", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (query) => {
        const words = query.toLocaleLowerCase("sv").split(/\s+/).filter(Boolean);
        const plain = DEFAULT_PROCEDURE_CATALOGUE.filter((p) =>
          words.every((w) =>
            examinationSearchTexts(p).some((t) => t.toLocaleLowerCase("sv").includes(w)),
          ),
        );
        expect(new Set(ids(search(query)))).toEqual(new Set(ids(plain)));
      }),
    );
  });
});
