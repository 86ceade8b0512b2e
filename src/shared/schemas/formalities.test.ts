import { describe, expect, it } from "vitest";
import { ZUpdateFormalitiesRequestSchema } from "./formalities";
import { EMPTY_ST_PROJECT, ZUpdateStProjectRequestSchema } from "./st-project";

const ok = { stModel: "2015", stStartDate: "2024-09-01", version: 0 };

describe("formalities", () => {
  it("requires a chosen ST model", () => {
    for (const stModel of ["UNSELECTED", undefined, ""]) {
      const r = ZUpdateFormalitiesRequestSchema.safeParse({ ...ok, stModel });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe("Du måste välja en ST-modell innan du kan spara.");
    }
  });

  it("defaults the duration to 60 months and texts to empty", () => {
    expect(ZUpdateFormalitiesRequestSchema.parse(ok)).toEqual({
      ...ok,
      stDurationMonths: 60,
      headOfDepartment: "",
      directorOfStudies: "",
    });
  });

  it.each([0, 241, 12.5])("rejects a duration of %d months", (stDurationMonths) => {
    const r = ZUpdateFormalitiesRequestSchema.safeParse({ ...ok, stDurationMonths });
    expect(r.error?.issues[0]?.message).toBe("Ange ST-tidens längd i hela månader (1–240).");
  });
});

describe("ST project", () => {
  it("has no required field and starts not started", () => {
    expect(ZUpdateStProjectRequestSchema.parse({ version: 0 })).toEqual(EMPTY_ST_PROJECT);
  });

  it("needs the version the form was based on", () => {
    const r = ZUpdateStProjectRequestSchema.safeParse({});
    expect(r.error?.issues[0]?.message).toBe(
      "Formuläret saknar version. Ladda om sidan och försök igen.",
    );
    expect(ZUpdateFormalitiesRequestSchema.safeParse({ ...ok, version: -1 }).success).toBe(false);
  });

  it("allows all five statuses", () => {
    for (const status of ["not_started", "planned", "in_progress", "completed", "under_review"]) {
      expect(ZUpdateStProjectRequestSchema.safeParse({ status, version: 0 }).success).toBe(true);
    }
    expect(ZUpdateStProjectRequestSchema.safeParse({ status: "done", version: 0 }).success).toBe(
      false,
    );
  });
});
