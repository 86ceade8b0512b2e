import { describe, expect, it } from "vitest";
import { compareSwedish } from "./swedish-order";

describe("compareSwedish", () => {
  it("orders å, ä and ö after z, as localeCompare with sv does", () => {
    const words = ["ödla", "äpple", "zebra", "åra", "Anna", "anna", "öl", "b"];
    const expected = [...words].sort((a, b) => a.localeCompare(b, "sv"));
    expect([...words].sort(compareSwedish)).toEqual(expected);
    expect(expected.slice(-4)).toEqual(["åra", "äpple", "ödla", "öl"]);
  });

  it("says equal strings are equal", () => {
    expect(compareSwedish("Delmål", "Delmål")).toBe(0);
  });
});
