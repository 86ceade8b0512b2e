import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  ZCourseRequestSchema,
  ZDevelopmentWorkRequestSchema,
  ZMeetingRequestSchema,
  ZPeriodEntryRequestSchema,
  ZRotationRequestSchema,
  ZSitInRequestSchema,
} from "./records";

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const r = schema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
}

const ALL = "Vänligen fyll i alla fält.";

describe("absence and credit", () => {
  const exact = {
    mode: "exact",
    startDate: "2025-01-01",
    endDate: "2025-01-31",
    description: "Sjuk",
  };

  it("accepts exact dates and months", () => {
    expect(ZPeriodEntryRequestSchema.parse(exact)).toEqual(exact);
    expect(
      ZPeriodEntryRequestSchema.parse({ mode: "months", months: "4", description: "Tjänstledig" }),
    ).toEqual({ mode: "months", months: 4, description: "Tjänstledig" });
  });

  it.each([
    [{ ...exact, startDate: "" }],
    [{ ...exact, endDate: undefined }],
    [{ ...exact, description: "  " }],
  ])("by exact dates all fields are required: %j", (input) => {
    expect(firstMessage(ZPeriodEntryRequestSchema, input)).toBe(
      "Vänligen fyll i alla fält för exakta datum.",
    );
  });

  it("rejects an end before the start and a malformed date", () => {
    expect(firstMessage(ZPeriodEntryRequestSchema, { ...exact, endDate: "2024-12-31" })).toBe(
      "Slutdatum kan inte vara före startdatum.",
    );
    expect(firstMessage(ZPeriodEntryRequestSchema, { ...exact, endDate: "2025-02-30" })).toBe(
      "Ange ett giltigt datum (ÅÅÅÅ-MM-DD).",
    );
  });

  it("by period a description is required", () => {
    expect(
      firstMessage(ZPeriodEntryRequestSchema, { mode: "months", months: 3, description: "" }),
    ).toBe("Vänligen fyll i en beskrivning för tidsperioden.");
  });

  it.each([0, 61, 2.5, "", "fyra", -1, "4,5", "4.5", "1e1", " "])(
    "custom months must be 1-60: %j",
    (months) => {
      expect(
        firstMessage(ZPeriodEntryRequestSchema, { mode: "months", months, description: "Ledig" }),
      ).toBe("Vänligen ange ett giltigt antal månader (t.ex. 4).");
    },
  );

  it.each([1, 60])("accepts %i months", (months) => {
    expect(
      ZPeriodEntryRequestSchema.safeParse({ mode: "months", months, description: "x" }).success,
    ).toBe(true);
  });
});

describe("course, rotation, sit-in and meeting", () => {
  it("course: name and date required; status planned by default, in_progress not allowed", () => {
    expect(firstMessage(ZCourseRequestSchema, { name: "", date: "2025-01-01" })).toBe(ALL);
    expect(firstMessage(ZCourseRequestSchema, { name: "Strålskydd" })).toBe(ALL);
    expect(ZCourseRequestSchema.parse({ name: "Strålskydd", date: "2025-01-01" }).status).toBe(
      "planned",
    );
    expect(
      firstMessage(ZCourseRequestSchema, { name: "K", date: "2025-01-01", status: "in_progress" }),
    ).toBe("En kurs kan bara vara planerad, avklarad eller under granskning.");
  });

  it("rotation: name, start month and end month required, end not before start", () => {
    const ok = { name: "Kardiologi", startDate: "2025-01", endDate: "2025-02" };
    expect(ZRotationRequestSchema.parse(ok)).toEqual({ ...ok, goalIds: [] });
    expect(firstMessage(ZRotationRequestSchema, { ...ok, name: "" })).toBe(ALL);
    expect(firstMessage(ZRotationRequestSchema, { ...ok, endDate: "" })).toBe(ALL);
    expect(firstMessage(ZRotationRequestSchema, { ...ok, endDate: "2024-12" })).toBe(
      "Slutmånaden kan inte vara före startmånaden.",
    );
    expect(firstMessage(ZRotationRequestSchema, { ...ok, startDate: "2025-13" })).toBe(
      "Ange en giltig månad (ÅÅÅÅ-MM).",
    );
  });

  it("delmål of an activity: goal ids of either model, each once; others refused", () => {
    const ok = { name: "Kardiologi", startDate: "2025-01", endDate: "2025-02" };
    expect(
      ZRotationRequestSchema.parse({ ...ok, goalIds: ["STc4", "c4", "STc4"] }).goalIds,
    ).toEqual(["STc4", "c4"]);
    for (const goalIds of [["x1"], ["STa"], [""], "STc4", [1]]) {
      expect(firstMessage(ZRotationRequestSchema, { ...ok, goalIds })).toBe(
        "Välj delmål ur listan (t.ex. STc4 eller c4).",
      );
    }
  });

  it("development work: title, description and dates required, end not before start", () => {
    const ok = {
      title: "Förbättrat remissflöde",
      description: "Kartläggning och ny rutin",
      startDate: "2025-01-10",
      endDate: "2025-03-31",
    };
    expect(ZDevelopmentWorkRequestSchema.parse({ ...ok, goalIds: ["STa2"] })).toEqual({
      ...ok,
      goalIds: ["STa2"],
    });
    expect(firstMessage(ZDevelopmentWorkRequestSchema, { ...ok, title: "" })).toBe(ALL);
    expect(firstMessage(ZDevelopmentWorkRequestSchema, { ...ok, endDate: "2024-12-31" })).toBe(
      "Slutdatum kan inte vara före startdatum.",
    );
  });

  const full = { topic: "EKG", supervisor: "Dr Ek", date: "2025-02-03", notes: "Bra" };
  it.each(["topic", "supervisor", "date", "notes"])("sit-in and meeting require %s", (field) => {
    const input = { ...full, [field]: "" };
    expect(firstMessage(ZSitInRequestSchema, input)).toBe(ALL);
    expect(firstMessage(ZMeetingRequestSchema, input)).toBe(ALL);
  });

  it("trims texts", () => {
    expect(ZSitInRequestSchema.parse({ ...full, topic: "  EKG " }).topic).toBe("EKG");
  });
});
