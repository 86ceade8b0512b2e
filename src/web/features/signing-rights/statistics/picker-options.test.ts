import { describe, expect, it } from "vitest";
import type { TSigningRightsEvaluation } from "@/shared/schemas/signing-rights";
import { pickerOptions } from "./picker-options";

function evaluation(id: string, doctor: string, procedure: string): TSigningRightsEvaluation {
  const [firstName = "", lastName = ""] = doctor.split(" ");
  return {
    id,
    stDoctor: { id: doctor, firstName, lastName, displayName: `${firstName} ${lastName}` },
    procedureType: procedure,
    evaluationPeriodStart: "2026-01-01",
    evaluationPeriodEnd: "2026-03-31",
    status: "active",
    finalDecision: null,
    finalDecisionDate: null,
    finalDecisionNotes: null,
    assessmentCount: 3,
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
  };
}

const names: Record<string, string> = { ct: "DT skalle", us: "Ultraljud buk" };
const nameOf = (id: string) => names[id] ?? id;
const list = [
  evaluation("e1", "Östen Ek", "ct"),
  evaluation("e2", "Anna Berg", "ct"),
  evaluation("e3", "Anna Berg", "us"),
  evaluation("e4", "Anna Berg", "ct"),
];

describe("pickerOptions", () => {
  it("offers only doctors and examinations with evaluations, counted and sorted in Swedish", () => {
    const { doctors, examinations, matches } = pickerOptions(
      list,
      { doctorId: null, procedureId: null },
      nameOf,
    );
    expect(doctors).toEqual([
      { id: "Anna Berg", name: "Anna Berg", count: 3 },
      { id: "Östen Ek", name: "Östen Ek", count: 1 },
    ]);
    expect(examinations).toEqual([
      { id: "ct", name: "DT skalle", count: 3 },
      { id: "us", name: "Ultraljud buk", count: 1 },
    ]);
    expect(matches.map((e) => e.id)).toEqual(["e1", "e2", "e3", "e4"]);
  });

  it("counts each list under the other filter and keeps the list's order", () => {
    const byDoctor = pickerOptions(list, { doctorId: "Anna Berg", procedureId: null }, nameOf);
    expect(byDoctor.examinations).toEqual([
      { id: "ct", name: "DT skalle", count: 2 },
      { id: "us", name: "Ultraljud buk", count: 1 },
    ]);
    expect(byDoctor.doctors).toHaveLength(2);
    const both = pickerOptions(list, { doctorId: "Anna Berg", procedureId: "ct" }, nameOf);
    expect(both.matches.map((e) => e.id)).toEqual(["e2", "e4"]);
    expect(both.doctors).toEqual([
      { id: "Anna Berg", name: "Anna Berg", count: 2 },
      { id: "Östen Ek", name: "Östen Ek", count: 1 },
    ]);
  });
});
