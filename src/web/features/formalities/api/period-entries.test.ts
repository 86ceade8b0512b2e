import { describe, expect, it } from "vitest";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { withItem } from "@/web/entities/record/api/record-items";
import { PERIOD_ENTRIES } from "./period-entries";

// Only the parts these list changes read; the rest of the record is not touched.
const record = {
  today: "2025-03-31",
  formalities: { absences: [], credits: [] },
} as unknown as TDoctorRecord;

describe("absences and credits as record items", () => {
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
