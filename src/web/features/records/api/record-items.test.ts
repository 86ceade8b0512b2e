import { describe, expect, it } from "vitest";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { PERIOD_ENTRIES } from "../../formalities/api/period-entries";
import { topLevelList, withItem, withoutItem } from "./record-items";

const meeting = (id: string, topic: string) => ({
  id,
  date: "2025-01-10",
  topic,
  supervisor: "Handledare",
  notes: "",
  version: 1,
});

// Only the parts these list changes read; the rest of the record is not touched.
const record = {
  today: "2025-03-31",
  meetings: [meeting("m1", "Första")],
  formalities: { absences: [], credits: [] },
} as unknown as TDoctorRecord;

describe("record item lists", () => {
  const meetings = topLevelList("meetings");

  it("replaces a row by id, or adds it at the end", () => {
    const changed = withItem(meetings, record, meeting("m1", "Ändrad"));
    expect(changed.meetings.map((m) => m.topic)).toEqual(["Ändrad"]);
    const added = withItem(meetings, changed, meeting("m2", "Andra"));
    expect(added.meetings.map((m) => m.id)).toEqual(["m1", "m2"]);
    expect(record.meetings[0]?.topic).toBe("Första");
  });

  it("removes a row by id", () => {
    expect(withoutItem(meetings, record, "m1").meetings).toEqual([]);
  });

  it("keeps absences under the service details, previewed with the server's rule", () => {
    const absences = PERIOD_ENTRIES.absence;
    const entry = absences.preview(
      { mode: "months", months: 3, description: "Föräldraledig" },
      "pending-1",
      undefined,
      record,
    );
    expect(entry).toMatchObject({ id: "pending-1", endDate: "2025-03-31", version: 0 });
    const next = withItem(absences, record, entry);
    expect(next.formalities.absences).toHaveLength(1);
    expect(next.formalities.credits).toHaveLength(0);
  });

  it("keeps absences in the record's order (by start date) when one is added or moved", () => {
    const absences = PERIOD_ENTRIES.absence;
    const entry = (id: string, startDate: string) => ({
      id,
      startDate,
      endDate: startDate,
      description: id,
      version: 1,
    });
    let next = withItem(absences, record, entry("mars", "2024-03-01"));
    next = withItem(absences, next, entry("jan", "2024-01-10"));
    expect(next.formalities.absences.map((a) => a.id)).toEqual(["jan", "mars"]);
    next = withItem(absences, next, entry("jan", "2024-05-01"));
    expect(next.formalities.absences.map((a) => a.id)).toEqual(["mars", "jan"]);
  });
});
