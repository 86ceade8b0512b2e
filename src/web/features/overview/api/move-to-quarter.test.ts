import { describe, expect, it } from "vitest";
import type { ProcedureDefinition } from "@/shared/curriculum/procedures";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { withMove } from "./move-to-quarter";

const catalogue: ProcedureDefinition[] = [
  { id: "c4-mps", name: "MPS", column: "c4", level: "A_OBLIGATORY", syncId: "mps" },
  { id: "c8-mps", name: "MPS ischemi", column: "c8", level: "A_OBLIGATORY", syncId: "mps" },
  { id: "c5-eko", name: "Eko", column: "c5", level: "B", syncId: null },
];

function makeRecord(): TDoctorRecord {
  return {
    today: "2026-11-23",
    goals: [
      { goalId: "STa1", status: "planned", plannedQuarter: "2026-Q4", certificateFileIds: ["g1"] },
    ],
    procedures: [
      {
        procedureId: "c4-mps",
        status: "planned",
        plannedQuarter: "2026-Q4",
        achievedLevel: null,
        certificateFileIds: [],
      },
      {
        procedureId: "c8-mps",
        status: "planned",
        plannedQuarter: "2026-Q4",
        achievedLevel: null,
        certificateFileIds: [],
      },
    ],
    courses: [
      {
        id: "k1",
        name: "Strålskydd",
        date: "2026-11-10",
        status: "completed",
        quarter: "2026-Q4",
        version: 3,
        certificateFileIds: [],
      },
    ],
  } as unknown as TDoctorRecord;
}

describe("withMove (decision 101, as the server saves it)", () => {
  it("plans a goal in the quarter and keeps its certificates", () => {
    const next = withMove(makeRecord(), catalogue, {
      kind: "goal",
      itemId: "STa1",
      quarter: "2027-Q2",
    });
    expect(next.goals).toEqual([
      { goalId: "STa1", status: "planned", plannedQuarter: "2027-Q2", certificateFileIds: ["g1"] },
    ]);
  });

  it("moves an examination's whole sync group", () => {
    const next = withMove(makeRecord(), catalogue, {
      kind: "procedure",
      itemId: "c8-mps",
      quarter: "2027-Q1",
    });
    expect(next.procedures.map((p) => [p.procedureId, p.status, p.plannedQuarter])).toEqual([
      ["c4-mps", "planned", "2027-Q1"],
      ["c8-mps", "planned", "2027-Q1"],
    ]);
  });

  it.each([
    ["to another quarter's first day", "2027-Q3", "2027-07-01"],
    ["nowhere when already in that quarter", "2026-Q4", "2026-11-10"],
  ] as const)("moves a course %s, keeping its status", (_name, quarter, date) => {
    const next = withMove(makeRecord(), catalogue, { kind: "course", itemId: "k1", quarter });
    expect(next.courses[0]).toMatchObject({ date, quarter, status: "completed", version: 3 });
  });

  it("leaves the record as it is for a course removed meanwhile", () => {
    const record = makeRecord();
    expect(
      withMove(record, catalogue, { kind: "course", itemId: "gone", quarter: "2027-Q1" }),
    ).toBe(record);
  });
});
