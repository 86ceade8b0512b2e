import { describe, expect, it } from "vitest";
import type { TimelineEvent } from "@/shared/rules/timeline-layout";
import { axisTickLabel, barDetails, barLabel } from "./timeline-labels";

describe("axisTickLabel", () => {
  it.each([
    ["2026-01-01", "month", "jan 2026"],
    ["2026-11-01", "month", "nov 2026"],
    ["2026-07-01", "quarter", "2026-Q3"],
    ["2026-01-01", "year", "2026"],
  ] as const)("%s at %s zoom is '%s'", (date, zoom, label) => {
    expect(axisTickLabel(date, zoom)).toBe(label);
  });
});

describe("barLabel", () => {
  const base = { id: "1", title: "Strålskydd", status: "planned", quarter: "2026-Q3" } as const;
  it.each<[string, TimelineEvent, string]>([
    [
      "an undated event by its quarter",
      { ...base, type: "course" },
      "Kurs: Strålskydd, Planerad, 2026-Q3",
    ],
    [
      "a dated event by its date",
      { ...base, type: "course", startDate: "2026-09-10" },
      "Kurs: Strålskydd, Planerad, 10 sep 2026",
    ],
    [
      "a rotation by its months",
      {
        ...base,
        type: "rotation",
        title: "Kardiologi",
        status: "completed",
        startDate: "2025-03",
        endDate: "2025-05",
      },
      "Randning: Kardiologi, Avklarad, mars 2025 – maj 2025",
    ],
    [
      "a one-day span once",
      {
        ...base,
        type: "meeting",
        title: "Halvtid",
        startDate: "2026-02-20",
        endDate: "2026-02-20",
      },
      "Handledarträff: Halvtid, Planerad, 20 feb 2026",
    ],
  ])("%s", (_name, event, label) => {
    expect(barLabel(event)).toBe(label);
  });
});

describe("barDetails", () => {
  it("follows the visible title with type, status and when", () => {
    expect(
      barDetails({
        id: "k1",
        type: "course",
        title: "Strålskydd",
        status: "planned",
        quarter: "2026-Q3",
      }),
    ).toBe(", Kurs, Planerad, 2026-Q3");
  });
});
