import { describe, expect, it } from "vitest";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { topLevelList, withItem, withoutItem } from "./record-items";

const meeting = (id: string, topic: string) => ({
  id,
  date: "2025-01-10",
  topic,
  supervisor: "Handledare",
  notes: "",
  agenda: "",
  actions: [],
  version: 1,
});

// Only the parts these list changes read; the rest of the record is not touched.
const record = {
  today: "2025-03-31",
  meetings: [meeting("m1", "Första")],
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
});
