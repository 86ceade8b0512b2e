import { describe, expect, it } from "vitest";
import { neighbourQuarter } from "./dnd-keyboard";

describe("neighbourQuarter", () => {
  const shown = ["2027-Q1", "2026-Q3", "2026-Q4", "2027-Q2"];
  it.each([
    ["ArrowRight", "2026-Q4", "2027-Q1"],
    ["ArrowDown", "2026-Q3", "2026-Q4"],
    ["ArrowLeft", "2027-Q1", "2026-Q4"],
    ["ArrowUp", "2026-Q4", "2026-Q3"],
    // Past the last or first quarter shown: nowhere to go.
    ["ArrowRight", "2027-Q2", undefined],
    ["ArrowLeft", "2026-Q3", undefined],
    // From a quarter of a collapsed year: the nearest shown one in that direction.
    ["ArrowRight", "2025-Q2", "2026-Q3"],
    ["ArrowLeft", "2028-Q1", "2027-Q2"],
    ["Tab", "2026-Q4", undefined],
  ] as const)("%s from %s goes to %s", (code, current, expected) => {
    expect(neighbourQuarter(code, current, shown)).toBe(expected);
  });
});
