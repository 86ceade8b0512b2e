import { describe, expect, it } from "vitest";
import { DEFAULT_WARNING_THRESHOLDS } from "@/shared/rules/early-warnings";
import type { TimelineEvent } from "@/shared/rules/timeline-layout";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import {
  goalsWithStatus,
  modelGoals,
  overviewEarlyWarnings,
  planningQuarter,
} from "./overview-data";

const goal = (id: string, model: "2015" | "2021", specialty = "klinisk-fysiologi") =>
  ({ specialty, id, model, title: `Mål ${id}` }) as TGoalCatalogueEntry;
const catalogue = [goal("a1", "2015"), goal("STa1", "2021"), goal("STa2", "2021")];

describe("what the overview works out", () => {
  it("takes the goals of the doctor's model, none before a model is chosen", () => {
    expect(modelGoals(catalogue, "klinisk-fysiologi", "2021").map((g) => g.id)).toEqual([
      "STa1",
      "STa2",
    ]);
    expect(modelGoals(catalogue, "klinisk-fysiologi", "UNSELECTED")).toEqual([]);
  });

  it("takes the goals of the doctor's specialty only: the same id is another goal there", () => {
    const both = [...catalogue, goal("STa1", "2021", "nuklearmedicin")];
    expect(modelGoals(both, "nuklearmedicin", "2021")).toEqual([both[3]]);
    expect(modelGoals(both, "klinisk-fysiologi", "2021").map((g) => g.specialty)).toEqual([
      "klinisk-fysiologi",
      "klinisk-fysiologi",
    ]);
  });

  it("gives each goal its recorded status, not started when none is recorded", () => {
    expect(goalsWithStatus(catalogue.slice(1), [{ goalId: "STa2", status: "planned" }])).toEqual([
      { id: "STa1", title: "Mål STa1", status: "not_started" },
      { id: "STa2", title: "Mål STa2", status: "planned" },
    ]);
  });

  it("opens 'Planera' in this quarter, kept within the ST period", () => {
    expect(planningQuarter("2025-05-10", "2024-01-01", "2028-12-31")).toBe("2025-Q2");
    expect(planningQuarter("2023-05-10", "2024-01-01", "2028-12-31")).toBe("2024-Q1");
    expect(planningQuarter("2030-05-10", "2024-01-01", "2028-12-31")).toBe("2028-Q4");
  });

  it("leaves the overdue count out of the early warnings: the card lists each overdue item", () => {
    const record = {
      today: "2025-05-10",
      formalities: { stStartDate: "2024-01-01", stEndDate: "2028-12-31" },
      meetings: [{ date: "2025-04-01" }],
      supervisors: [{ isActive: false }],
      goals: [],
      courses: [],
      rotations: [],
      sitIns: [],
    } as unknown as TDoctorRecord;
    const overdue = {
      id: "STa1",
      type: "goal",
      title: "Mål STa1",
      status: "planned",
      quarter: "2024-Q3",
    } as TimelineEvent;
    const kinds = (events: TimelineEvent[]) =>
      overviewEarlyWarnings(record, [], undefined, events, DEFAULT_WARNING_THRESHOLDS).map(
        (w) => w.kind,
      );
    // An inactive supervisor is no supervisor.
    expect(kinds([])).toEqual(["no-supervisor"]);
    expect(kinds([overdue])).toEqual(["no-supervisor"]);
    // A passed IUP follow-up is listed with them (decision 200).
    expect(
      overviewEarlyWarnings(record, [], undefined, [], DEFAULT_WARNING_THRESHOLDS, "2025-05-01"),
    ).toContainEqual({ kind: "iup-follow-up", date: "2025-05-01" });
  });
});
