import { describe, expect, it } from "vitest";
import { periodFromMonthsBack } from "@/shared/rules/st-period";
import {
  hasTypedChanges,
  initialPeriodEntryValues,
  type PeriodEntryValues,
  periodOf,
  requestBody,
} from "./period-entry-values";

const entry = {
  id: "a1",
  startDate: "2024-03-01",
  endDate: "2024-03-31",
  description: "Föräldraledig",
  version: 2,
};
const blank = initialPeriodEntryValues(undefined);
const months = (preset: string, customMonths = ""): PeriodEntryValues => ({
  ...blank,
  mode: "months",
  description: "Sjukskriven",
  preset,
  customMonths,
});

describe("the absence and credit form's values", () => {
  it("opens with the entry's dates and text, or empty, by exact dates and the first preset", () => {
    expect(initialPeriodEntryValues(entry)).toMatchObject({
      mode: "exact",
      startDate: "2024-03-01",
      endDate: "2024-03-31",
      description: "Föräldraledig",
      preset: "1",
      customMonths: "",
    });
    expect(blank).toMatchObject({ startDate: "", endDate: "", description: "" });
  });

  it("counts typing as a change, but not switching the mode or a preset", () => {
    expect(hasTypedChanges(initialPeriodEntryValues(entry), entry)).toBe(false);
    expect(hasTypedChanges({ ...blank, mode: "months", preset: "6" }, undefined)).toBe(false);
    expect(hasTypedChanges({ ...blank, description: "x" }, undefined)).toBe(true);
    expect(hasTypedChanges({ ...blank, customMonths: "4" }, undefined)).toBe(true);
  });

  it("sends exact dates, a preset as a number, and custom months as typed", () => {
    expect(requestBody({ ...initialPeriodEntryValues(entry), preset: "6" })).toEqual({
      mode: "exact",
      startDate: "2024-03-01",
      endDate: "2024-03-31",
      description: "Föräldraledig",
    });
    expect(requestBody(months("6"))).toEqual({
      mode: "months",
      months: 6,
      description: "Sjukskriven",
    });
    expect(requestBody(months("custom", "4,5"))).toMatchObject({ months: "4,5" });
  });

  it("names the period to preview once it is complete, months counted back from today", () => {
    expect(periodOf(initialPeriodEntryValues(entry), "2025-01-10")).toEqual({
      startDate: "2024-03-01",
      endDate: "2024-03-31",
    });
    expect(
      periodOf({ ...blank, startDate: "2024-04-01", endDate: "2024-03-01" }, "2025-01-10"),
    ).toBeUndefined();
    expect(periodOf(months("3"), "2025-01-10")).toEqual(periodFromMonthsBack("2025-01-10", 3));
    expect(periodOf(months("custom", "12"), "2025-01-10")).toEqual(
      periodFromMonthsBack("2025-01-10", 12),
    );
    expect(periodOf(months("custom", "4,5"), "2025-01-10")).toBeUndefined();
  });
});
