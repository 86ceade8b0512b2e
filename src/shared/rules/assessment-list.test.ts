import { describe, expect, it } from "vitest";
import {
  type AssessmentRow,
  caseDifficultyLabel,
  commentPreview,
  dedupeSpecialistNames,
  filterAssessmentsByResult,
  isCriticalAssessment,
  isNewSpecialistName,
  matchesCriterion,
  sortAssessments,
  specialistDisplayName,
} from "./assessment-list";

const rows: AssessmentRow[] = [
  {
    evaluationDate: "2025-01-10",
    stDoctorName: "Örjan",
    evaluationResult: "major_changes",
    stDoctorConfidence: "would_sign",
  },
  {
    evaluationDate: "2025-03-01",
    stDoctorName: "Anna",
    evaluationResult: "no_changes",
    stDoctorConfidence: "would_discuss",
    caseDifficulty: "hard",
  },
  {
    evaluationDate: "2025-02-01",
    stDoctorName: "Åsa",
    evaluationResult: "minor_changes",
    stDoctorConfidence: "would_sign",
  },
];

describe("assessment list", () => {
  it("sorts newest first and by name in Swedish order", () => {
    const dates = (key: Parameters<typeof sortAssessments>[1]) =>
      sortAssessments(rows, key).map((r) => r.evaluationDate);
    expect(dates("date")).toEqual(["2025-03-01", "2025-02-01", "2025-01-10"]);
    expect(sortAssessments(rows, "name").map((r) => r.stDoctorName)).toEqual([
      "Anna",
      "Åsa",
      "Örjan",
    ]);
  });

  it("sorts by success and by major changes on the result, newest first within one result", () => {
    const mixed: AssessmentRow[] = [
      ...rows,
      {
        evaluationDate: "2025-04-01",
        stDoctorName: "Bo",
        evaluationResult: "major_changes",
        stDoctorConfidence: "would_discuss",
      },
      {
        evaluationDate: "2024-12-01",
        stDoctorName: "Cia",
        evaluationResult: "no_changes",
        stDoctorConfidence: "would_sign",
      },
    ];
    const names = (key: Parameters<typeof sortAssessments>[1]) =>
      sortAssessments(mixed, key).map((r) => r.stDoctorName);
    expect(names("success")).toEqual(["Anna", "Cia", "Åsa", "Bo", "Örjan"]);
    expect(names("major_changes")).toEqual(["Bo", "Örjan", "Åsa", "Anna", "Cia"]);
    expect(names("date")).toEqual(["Bo", "Anna", "Åsa", "Örjan", "Cia"]);
  });

  it("filters by result", () => {
    expect(filterAssessmentsByResult(rows, "all")).toHaveLength(3);
    expect(filterAssessmentsByResult(rows, "minor_changes").map((r) => r.stDoctorName)).toEqual([
      "Åsa",
    ]);
  });

  it("cuts collapsed comments to 100 characters plus dots", () => {
    expect(commentPreview("a".repeat(100))).toBe("a".repeat(100));
    expect(commentPreview("a".repeat(101))).toBe(`${"a".repeat(100)}...`);
    expect(commentPreview(null)).toBe("");
  });

  it("flags major changes with would_sign as critical", () => {
    expect(rows.map(isCriticalAssessment)).toEqual([true, false, false]);
  });

  it("matches the statistics cards' criteria", () => {
    expect(rows.filter((r) => matchesCriterion(r, "critical_would_sign"))).toHaveLength(1);
    expect(rows.filter((r) => matchesCriterion(r, "critical_would_discuss"))).toHaveLength(0);
    expect(rows.filter((r) => matchesCriterion(r, "would_sign"))).toHaveLength(2);
    expect(rows.filter((r) => matchesCriterion(r, "hard"))).toHaveLength(1);
    expect(rows.filter((r) => matchesCriterion(r, "all"))).toHaveLength(3);
  });

  it("has fallbacks for a missing specialist name and difficulty", () => {
    expect(specialistDisplayName(null)).toBe("Okänd specialist");
    expect(specialistDisplayName("  ")).toBe("Okänd specialist");
    expect(specialistDisplayName("Dr Berg")).toBe("Dr Berg");
    expect(caseDifficultyLabel(undefined)).toBe("Ej angiven");
    expect(caseDifficultyLabel("easy")).toBe("Lätt");
  });

  it("adds a specialist name only if no known one matches case-insensitively", () => {
    expect(isNewSpecialistName(["Dr Berg"], "dr berg ")).toBe(false);
    expect(isNewSpecialistName(["Dr Berg"], "Dr Ek")).toBe(true);
    expect(isNewSpecialistName([], "  ")).toBe(false);
    expect(dedupeSpecialistNames(["Ek", null, "ek", "Berg", ""], 20)).toEqual(["Ek", "Berg"]);
    expect(dedupeSpecialistNames(Array.from({ length: 30 }, (_, i) => `N${i}`))).toHaveLength(20);
  });
});
