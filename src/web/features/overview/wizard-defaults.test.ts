import { describe, expect, it } from "vitest";
import { wizardDefaults } from "./wizard-defaults";

describe("wizardDefaults", () => {
  it.each([
    ["course", "2027-Q2", { date: "2027-04-01", status: "planned" }],
    ["course", "2026-Q4", { date: "2026-11-23", status: "planned" }],
    ["rotation", "2027-Q3", { startDate: "2027-07", endDate: "2027-09" }],
    ["rotation", "2026-Q4", { startDate: "2026-10", endDate: "2026-12" }],
    ["sit-in", "2026-Q4", { date: "2026-11-23" }],
    ["meeting", "2025-Q1", { date: "2025-01-01" }],
  ] as const)("%s in %s", (type, quarter, expected) => {
    expect(wizardDefaults(type, quarter, "2026-11-23")).toEqual(expected);
  });
});
