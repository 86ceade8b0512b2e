import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  findSyncGroup,
  groupBySync,
  PROCEDURE_COLUMN_LABELS,
  PROCEDURE_COLUMNS,
  PROCEDURE_LEVELS,
  type ProcedureDefinition,
  syncKeyOf,
  validateProcedureCatalogue,
} from "./procedures";
import {
  findRecommendedRotation,
  formatRotationWeeks,
  RECOMMENDED_ROTATIONS,
  rotationOptionLabel,
} from "./rotations";
import { DEFAULT_PROCEDURE_CATALOGUE } from "./shipped-procedures";

describe("examination catalogue", () => {
  it("has the spec's column names", () => {
    expect(PROCEDURE_COLUMN_LABELS).toEqual({
      c4: "Nuklearmedicin",
      c5: "EKG",
      c6: "Arbetsfys/Hemodyn",
      c7: "Hjärtfunktion",
      c8: "Ischemi",
      c9: "Lungfunktion",
      c10: "Kärl",
      c11: "Njure",
      c12: "Mixad",
    });
  });

  it("maps the data's level names to the spec's and keeps source and verification", () => {
    expect(DEFAULT_PROCEDURE_CATALOGUE).toHaveLength(56);
    const levels = new Set(DEFAULT_PROCEDURE_CATALOGUE.map((p) => p.level));
    expect([...levels].sort()).toEqual([...PROCEDURE_LEVELS].sort());
    const mps = DEFAULT_PROCEDURE_CATALOGUE.find((p) => p.id === "c8-mps");
    expect(mps).toMatchObject({ column: "c8", level: "A_OBLIGATORY", syncId: "mps" });
    expect(mps?.verification).toBe("placeholder");
    expect(mps?.source).toContain("placeholder");
    expect(DEFAULT_PROCEDURE_CATALOGUE.find((p) => p.id === "c6-tilt")?.level).toBe("A_VALBAR");
  });

  it("uses every column and passes its own validation", () => {
    expect(new Set(DEFAULT_PROCEDURE_CATALOGUE.map((p) => p.column))).toEqual(
      new Set(PROCEDURE_COLUMNS),
    );
    expect(validateProcedureCatalogue(DEFAULT_PROCEDURE_CATALOGUE)).toEqual([]);
  });

  it("every shipped sync group spans different columns", () => {
    for (const group of groupBySync(DEFAULT_PROCEDURE_CATALOGUE).values()) {
      const columns = group.map((p) => p.column);
      expect(new Set(columns).size).toBe(columns.length);
    }
  });

  it("finds a sync group, itself included; an entry without syncId is alone", () => {
    expect(findSyncGroup(DEFAULT_PROCEDURE_CATALOGUE, "c4-renografi").map((p) => p.id)).toEqual([
      "c4-renografi",
      "c11-renografi",
    ]);
    expect(findSyncGroup(DEFAULT_PROCEDURE_CATALOGUE, "c5-vkg").map((p) => p.id)).toEqual([
      "c5-vkg",
    ]);
    expect(findSyncGroup(DEFAULT_PROCEDURE_CATALOGUE, "nope")).toEqual([]);
    expect(syncKeyOf({ id: "x", syncId: null })).not.toBe(syncKeyOf({ id: "y", syncId: null }));
  });

  it("reports duplicate ids and a sync group with two entries in one column", () => {
    const base: ProcedureDefinition = { id: "a", name: "A", column: "c4", level: "B" };
    const problems = validateProcedureCatalogue([
      base,
      { ...base },
      { id: "s1", name: "S", column: "c5", level: "C", syncId: "s" },
      { id: "s2", name: "S", column: "c5", level: "B", syncId: "s" },
    ]);
    expect(problems.map((p) => [p.procedureId, p.field])).toEqual([
      ["a", "id"],
      ["s2", "syncId"],
    ]);
    expect(problems[0]?.message).toBe("Det finns redan en undersökning med id a.");
  });

  it("reports unknown columns and levels coming from an edited database row", () => {
    const bad = { id: "x", name: "X", column: "c99", level: "D" } as unknown as ProcedureDefinition;
    expect(validateProcedureCatalogue([bad]).map((p) => p.field)).toEqual(["column", "level"]);
  });

  it("property: any catalogue that validates has sync groups spanning different columns", () => {
    const entry = fc.record({
      id: fc.constantFrom("p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8"),
      name: fc.constant("Undersökning"),
      column: fc.constantFrom(...PROCEDURE_COLUMNS),
      level: fc.constantFrom(...PROCEDURE_LEVELS),
      syncId: fc.option(fc.constantFrom("s1", "s2", "s3"), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (catalogue) => {
        const valid = validateProcedureCatalogue(catalogue).length === 0;
        const spansColumns = [...groupBySync(catalogue).values()].every(
          (g) => new Set(g.map((p) => p.column)).size === g.length,
        );
        const uniqueIds = new Set(catalogue.map((p) => p.id)).size === catalogue.length;
        expect(valid).toBe(spansColumns && uniqueIds);
      }),
    );
  });
});

describe("recommended rotations", () => {
  it("are the spec's six with durations in weeks", () => {
    expect(RECOMMENDED_ROTATIONS.map((r) => `${r.name} ${formatRotationWeeks(r.weeks)}`)).toEqual([
      "Röntgenkliniken 6v",
      "Kärlmottagningen 4v",
      "Kardiologi 8v",
      "Klinfys Universitetssjukhus 8v",
      "Nuklearmedicin Universitetssjukhus 4v",
      "IVA 1v",
    ]);
  });

  it("labels options and finds a rotation by name regardless of case", () => {
    expect(rotationOptionLabel(RECOMMENDED_ROTATIONS[5]!)).toBe("IVA (1v)");
    expect(findRecommendedRotation(" kardiologi ")?.weeks).toBe(8);
    expect(findRecommendedRotation("Annan")).toBeUndefined();
  });
});
