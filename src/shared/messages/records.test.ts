import { describe, expect, it } from "vitest";
import { RECORD_MESSAGES as M, RECORD_TYPE_NAMES, type RecordTypeName } from "./records";

describe("record toasts agree with the noun's gender", () => {
  // Swedish participles follow the noun: 'en randning tillagd', 'ett tillgodoräknande tillagt'.
  it.each<[RecordTypeName, string, string, string]>([
    ["rotation", "Randning tillagd!", "Randning uppdaterad!", "Randning borttagen!"],
    ["course", "Kurs tillagd!", "Kurs uppdaterad!", "Kurs borttagen!"],
    ["sit-in", "Sit-in tillagd!", "Sit-in uppdaterad!", "Sit-in borttagen!"],
    [
      "meeting",
      "Handledarträff tillagd!",
      "Handledarträff uppdaterad!",
      "Handledarträff borttagen!",
    ],
    ["absence", "Frånvaro tillagd!", "Frånvaro uppdaterad!", "Frånvaro borttagen!"],
    [
      "credit",
      "Tillgodoräknande tillagt!",
      "Tillgodoräknande uppdaterat!",
      "Tillgodoräknande borttaget!",
    ],
  ])("%s", (type, added, updated, deleted) => {
    expect(M.added(type)).toBe(added);
    expect(M.updated(type)).toBe(updated);
    expect(M.deleted(type)).toBe(deleted);
  });

  it("names every record type", () => {
    expect(Object.keys(RECORD_TYPE_NAMES).sort()).toEqual(
      ["absence", "course", "credit", "development", "meeting", "rotation", "sit-in"].sort(),
    );
  });
});
