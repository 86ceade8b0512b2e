import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getGoals } from "../curriculum/goals";
import { PROCEDURE_COLUMNS, type ProcedureDefinition } from "../curriculum/procedures";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../curriculum/shipped-procedures";
import { ACTIVITY_STATUSES, type ActivityStatus } from "./activity-status";
import {
  buildMatrixGrid,
  calculateGoalProgress,
  calculateMatrixState,
  matchesProcedureSearch,
  mergeStatuses,
  REQUIREMENT_STATE_LABELS,
  REQUIREMENT_STATES,
} from "./matrix";
import type { ProcedureProgress } from "./procedure-edit";

function done(procedureId: string, achievedLevel: "A" | "B" | "C" | null = "A"): ProcedureProgress {
  return { procedureId, status: "completed", plannedQuarter: null, achievedLevel };
}
function withStatus(procedureId: string, status: ActivityStatus): ProcedureProgress {
  return { procedureId, status, plannedQuarter: null, achievedLevel: null };
}

describe("status merge", () => {
  it.each<[ActivityStatus[], ActivityStatus]>([
    [[], "not_started"],
    [["not_started", "planned"], "planned"],
    [["planned", "in_progress"], "in_progress"],
    [["in_progress", "completed", "planned"], "completed"],
    [["in_progress", "under_review"], "under_review"],
    [["under_review", "completed"], "completed"],
  ])("%j merges to %s", (statuses, merged) => {
    expect(mergeStatuses(statuses)).toBe(merged);
  });

  it("property: the merge does not depend on order", () => {
    const statuses = fc.array(fc.constantFrom(...ACTIVITY_STATUSES), { maxLength: 8 });
    fc.assert(
      fc.property(
        statuses.chain((list) =>
          fc.tuple(
            fc.constant(list),
            fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
          ),
        ),
        ([list, shuffled]) => {
          expect(mergeStatuses(shuffled)).toBe(mergeStatuses(list));
        },
      ),
    );
  });

  it("a synchronised pair shows the higher status in both columns", () => {
    const state = calculateMatrixState(DEFAULT_PROCEDURE_CATALOGUE, [
      withStatus("c4-mps", "planned"),
      withStatus("c8-mps", "in_progress"),
    ]);
    expect(state.statuses["c4-mps"]).toBe("in_progress");
    expect(state.statuses["c8-mps"]).toBe("in_progress");
    expect(state.statuses["c5-vkg"]).toBe("not_started");
  });
});

describe("requirement states", () => {
  it("an empty record: obligatory required, optional available, B and C normal", () => {
    const s = calculateMatrixState(DEFAULT_PROCEDURE_CATALOGUE, []);
    expect(s.requirements["c7-tte"]).toBe("required");
    expect(s.requirements["c8-mps"]).toBe("required");
    expect(s.requirements["c6-tilt"]).toBe("optional-available");
    expect(s.requirements["c4-skelett"]).toBe("normal");
    expect(s.requirements["c12-barneko"]).toBe("normal");
    expect(s.ischemiaOk).toBe(false);
  });

  it("one completed obligatory ischemia item fulfils the column: 'Ischemi OK'", () => {
    const s = calculateMatrixState(DEFAULT_PROCEDURE_CATALOGUE, [done("c8-arbetsprov")]);
    expect(s.ischemiaOk).toBe(true);
    expect(s.requirements["c8-arbetsprov"]).toBe("requirement-fulfiller");
    expect(s.requirements["c8-mps"]).toBe("fulfilled-by-others");
    // Its synchronised twin in c6 is an ordinary obligatory item.
    expect(s.requirements["c6-arbetsprov"]).toBe("completed");
  });

  it("a completed optional or B/C item in the ischemia column does not fulfil it", () => {
    const s = calculateMatrixState(DEFAULT_PROCEDURE_CATALOGUE, [
      done("c8-perfusions-pet", "A"),
      done("c8-farmakologisk-belastning", "B"),
    ]);
    expect(s.ischemiaOk).toBe(false);
    expect(s.requirements["c8-mps"]).toBe("required");
    expect(s.requirements["c8-perfusions-pet"]).toBe("completed-optional-a");
    expect(s.requirements["c8-farmakologisk-belastning"]).toBe("completed");
  });

  it("optional items: completed at A or B, then surplus once 5 reach A", () => {
    const fourA = ["c6-ergospirometri", "c6-tilt", "c7-tee", "c7-stresseko"].map((id) => done(id));
    const four = calculateMatrixState(DEFAULT_PROCEDURE_CATALOGUE, [...fourA, done("c7-cmr", "B")]);
    expect(four.optionalA).toEqual({ count: 4, required: 5, shown: 4, percent: 80 });
    expect(four.requirements["c7-cmr"]).toBe("completed-optional-b");
    expect(four.requirements["c9-provokation"]).toBe("optional-available");

    const six = calculateMatrixState(DEFAULT_PROCEDURE_CATALOGUE, [
      ...fourA,
      done("c7-cmr", "A"),
      done("c9-provokation", "A"),
    ]);
    expect(six.optionalA).toEqual({ count: 6, required: 5, shown: 5, percent: 100 });
    expect(six.requirements["c9-somnapne"]).toBe("optional-surplus");
    expect(six.requirements["c7-cmr"]).toBe("completed-optional-a");
  });

  it("produces all nine states (available and surplus exclude each other), each labelled", () => {
    const fewer = calculateMatrixState(DEFAULT_PROCEDURE_CATALOGUE, [
      done("c8-mps"),
      done("c6-tilt"),
      done("c9-provokation", "B"),
    ]);
    const five = calculateMatrixState(
      DEFAULT_PROCEDURE_CATALOGUE,
      ["c6-ergospirometri", "c6-tilt", "c7-tee", "c7-stresseko", "c7-cmr"].map((id) => done(id)),
    );
    const seen = new Set([
      ...Object.values(fewer.requirements),
      ...Object.values(five.requirements),
    ]);
    expect(seen).toEqual(new Set(REQUIREMENT_STATES));
    for (const state of REQUIREMENT_STATES) expect(REQUIREMENT_STATE_LABELS[state]).toBeTruthy();
  });
});

describe("examination progress", () => {
  it("counts obligatory groups plus up to 5 optional A over obligatory groups + 5", () => {
    const empty = calculateMatrixState(DEFAULT_PROCEDURE_CATALOGUE, []);
    // 18 obligatory entries, 4 pairs synchronised: 14 groups.
    expect(empty.examinationProgress).toEqual({ achieved: 0, total: 19, percent: 0 });

    const some = calculateMatrixState(DEFAULT_PROCEDURE_CATALOGUE, [
      done("c4-mps"), // group mps (also c8) counts once
      done("c7-tte"),
      done("c6-tilt", "A"),
      done("c7-tee", "B"), // level B does not count
    ]);
    expect(some.examinationProgress.achieved).toBe(3);
    expect(some.examinationProgress.percent).toBeCloseTo((3 / 19) * 100);
  });

  it("counts an optional group by sync id, once, and only at level A", () => {
    const catalogue: ProcedureDefinition[] = [
      { id: "o1", name: "O", column: "c6", level: "A_VALBAR", syncId: "o" },
      { id: "o2", name: "O", column: "c7", level: "A_VALBAR", syncId: "o" },
      { id: "b1", name: "B", column: "c4", level: "B", syncId: "r" },
      { id: "r1", name: "R", column: "c11", level: "A_VALBAR", syncId: "r" },
    ];
    const s = calculateMatrixState(catalogue, [
      done("o1"),
      done("o2"),
      done("b1", "B"),
      done("r1", "B"),
    ]);
    expect(s.optionalA.count).toBe(1);
    expect(s.examinationProgress).toEqual({ achieved: 1, total: 5, percent: 20 });
  });

  it("ignores progress rows of retired entries", () => {
    const s = calculateMatrixState(DEFAULT_PROCEDURE_CATALOGUE, [done("retired-entry")]);
    expect(s.examinationProgress.achieved).toBe(0);
    expect(s.statuses["retired-entry"]).toBeUndefined();
  });
});

describe("goal progress", () => {
  it("is completed goals of the chosen model over its goal count", () => {
    const goals = getGoals("2015");
    const p = calculateGoalProgress(goals, [
      { goalId: "a1", status: "completed" },
      { goalId: "a2", status: "completed" },
      { goalId: "a3", status: "in_progress" },
      { goalId: "STa1", status: "completed" }, // other model
    ]);
    expect(p).toEqual({ achieved: 2, total: 21, percent: (2 / 21) * 100 });
    expect(calculateGoalProgress([], []).percent).toBe(0);
  });
});

describe("matrix grid and search", () => {
  it("has levels as rows and the nine areas as columns", () => {
    const grid = buildMatrixGrid(DEFAULT_PROCEDURE_CATALOGUE);
    expect(grid.map((r) => r.level)).toEqual(["A_OBLIGATORY", "A_VALBAR", "B", "C"]);
    expect(grid[0]?.cells.map((c) => c.column)).toEqual([...PROCEDURE_COLUMNS]);
    const count = grid.flatMap((r) => r.cells).reduce((n, c) => n + c.procedures.length, 0);
    expect(count).toBe(DEFAULT_PROCEDURE_CATALOGUE.length);
  });

  it("finds an examination by the abbreviation the catalogue carries", () => {
    const mps = DEFAULT_PROCEDURE_CATALOGUE.find((x) => x.id === "c8-mps")!;
    expect(matchesProcedureSearch(mps, "MPS")).toBe(true);
    expect(matchesProcedureSearch({ ...mps, abbreviations: [] }, "MPS")).toBe(false);
  });

  it.each([
    ["spirometri", true],
    ["SPIROMETRI", true],
    ["lungfunktion", true],
    ["c9", true],
    ["A obligatorisk", true],
    ["valbar", false],
    ["", true],
  ])("'%s' matches Dynamisk spirometri (c9, A obligatory): %s", (query, matches) => {
    const p = DEFAULT_PROCEDURE_CATALOGUE.find((x) => x.id === "c9-spirometri")!;
    expect(matchesProcedureSearch(p, query)).toBe(matches);
  });
});
