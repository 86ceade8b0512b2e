import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ASSESSMENT_FORMS,
  ASSESSMENT_KINDS,
  type AssessmentKind,
  RATING_MAX,
  RATING_MIN,
  RATING_SCALE,
  ratingLabel,
} from "./structured-assessment-forms";
import {
  type EvidenceFacts,
  evidenceByLink,
  evidenceSentence,
  evidenceSentenceFor,
  ratingsProblem,
  summarizeEvidence,
} from "./structured-assessments";

const allRated = (kind: AssessmentKind, rating: number | null = 4) =>
  Object.fromEntries(ASSESSMENT_FORMS[kind].domains.map((d) => [d.id, rating]));

describe("the forms' definitions", () => {
  it("gives every kind distinct domains ending in the overall judgement", () => {
    for (const kind of ASSESSMENT_KINDS) {
      const ids = ASSESSMENT_FORMS[kind].domains.map((d) => d.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.at(-1)).toBe("overall");
    }
  });

  it("has one scale of consecutive steps with a label each", () => {
    expect(RATING_SCALE.map((s) => s.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ratingLabel(4)).toBe("På förväntad nivå");
    expect(ratingLabel(null)).toBe("Kan ej bedömas");
  });
});

describe("ratingsProblem", () => {
  it.each([
    ["every domain rated", "mini-cex", allRated("mini-cex"), null],
    ["every domain 'kan ej bedömas'", "dops", allRated("dops", null), null],
    [
      "a rating above the scale",
      "cbd",
      { ...allRated("cbd"), overall: 7 },
      "Bedömningen av 'Helhetsbedömning' ska vara ett heltal 1–6 eller 'Kan ej bedömas'.",
    ],
    [
      "a rating of zero",
      "mini-cex",
      { ...allRated("mini-cex"), history: 0 },
      "Bedömningen av 'Anamnes' ska vara ett heltal 1–6 eller 'Kan ej bedömas'.",
    ],
    [
      "a fraction",
      "mini-cex",
      { ...allRated("mini-cex"), history: 2.5 },
      "Bedömningen av 'Anamnes' ska vara ett heltal 1–6 eller 'Kan ej bedömas'.",
    ],
    [
      "a domain of another kind",
      "mini-cex",
      { ...allRated("mini-cex"), "technical-skill": 4 },
      "Området 'technical-skill' hör inte till Mini-CEX.",
    ],
  ] as const)("%s", (_name, kind, ratings, expected) => {
    expect(ratingsProblem(kind, ratings)).toBe(expected);
  });

  it("asks for a domain left out", () => {
    const { "record-keeping": _left, ...rest } = allRated("cbd");
    expect(ratingsProblem("cbd", rest)).toBe(
      "Bedöm området 'Journalföring' på skalan eller välj 'Kan ej bedömas'.",
    );
  });

  it("accepts exactly the ratings of the kind's domains on the scale (property)", () => {
    const kindArb = fc.constantFrom(...ASSESSMENT_KINDS);
    fc.assert(
      fc.property(
        kindArb,
        fc.array(fc.option(fc.integer({ min: -3, max: 10 }), { nil: null }), {
          minLength: 9,
          maxLength: 9,
        }),
        (kind, values) => {
          const domains = ASSESSMENT_FORMS[kind].domains;
          const ratings = Object.fromEntries(domains.map((d, i) => [d.id, values[i] ?? null]));
          const valid = domains.every((_, i) => {
            const v = values[i] ?? null;
            return v === null || (v >= RATING_MIN && v <= RATING_MAX);
          });
          expect(ratingsProblem(kind, ratings) === null).toBe(valid);
        },
      ),
    );
  });
});

const a = (id: string, kind: EvidenceFacts["kind"], date: string) => ({ id, kind, date });

describe("evidence", () => {
  it("counts per kind and names the latest, as the certificate writes it", () => {
    const evidence = summarizeEvidence([
      a("1", "mini-cex", "2026-03-01"),
      a("2", "dops", "2026-04-01"),
      a("3", "mini-cex", "2026-05-12"),
      a("4", "mini-cex", "2026-01-20"),
    ]);
    expect(evidence.count).toBe(4);
    expect(evidence.latest?.id).toBe("3");
    expect(evidenceSentence(evidence)).toBe(
      "Mini-CEX 3 st (senast 2026-05-12), DOPS 1 st (2026-04-01)",
    );
  });

  it("writes a certificate's sentence from the assessments of any of its delmål, each once", () => {
    const list = [
      { ...a("1", "dops", "2026-02-01"), goalIds: ["STc1", "STc2"] },
      { ...a("2", "cbd", "2026-03-01"), goalIds: ["STb1"] },
      { ...a("3", "dops", "2026-04-01"), goalIds: ["STc2"] },
    ];
    expect(evidenceSentenceFor(["STc1", "STc2"], list)).toBe("DOPS 2 st (senast 2026-04-01)");
    expect(evidenceSentenceFor(["STa3"], list)).toBe("");
  });

  it("is empty without assessments", () => {
    const evidence = summarizeEvidence([]);
    expect(evidence).toEqual({ count: 0, byKind: [], latest: null });
    expect(evidenceSentence(evidence)).toBe("");
  });

  it("groups by each linked goal, counting an assessment once per goal", () => {
    const byGoal = evidenceByLink(
      [
        { ...a("1", "cbd", "2026-02-01"), goalIds: ["STc1", "STc1", "STa2"] },
        { ...a("2", "cbd", "2026-03-01"), goalIds: ["STc1"] },
      ],
      (x) => x.goalIds,
    );
    expect(byGoal.get("STc1")?.count).toBe(2);
    expect(byGoal.get("STa2")?.latest?.id).toBe("1");
    expect(byGoal.has("STb1")).toBe(false);
  });

  it("keeps the counts whole and the latest the newest, in any order (property)", () => {
    const arb = fc.array(
      fc.record({
        id: fc.uuid(),
        kind: fc.constantFrom(...ASSESSMENT_KINDS),
        date: fc
          .integer({ min: 0, max: 3000 })
          .map((d) => new Date(Date.UTC(2020, 0, 1 + d)).toISOString().slice(0, 10)),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(arb, (list) => {
        const evidence = summarizeEvidence(list);
        const reversed = summarizeEvidence([...list].reverse());
        expect(evidence).toEqual(reversed);
        expect(evidence.byKind.reduce((sum, k) => sum + k.count, 0)).toBe(list.length);
        for (const x of list) expect(x.date <= (evidence.latest?.date ?? "")).toBe(true);
      }),
    );
  });
});
