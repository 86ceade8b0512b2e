import { describe, expect, it } from "vitest";
import { planCatalogueSeed, verificationStateOf } from "./curriculum-verification";

type Entry = { id: string; text: string };
const same = (a: Entry, b: Entry) => a.text === b.text;
const stored = (
  id: string,
  text: string,
  clinicEdited = false,
  checkedAt: string | null = null,
) => ({
  entry: { id, text },
  clinicEdited,
  checkedAt,
});

describe("planCatalogueSeed", () => {
  it("adds new entries, follows the shipped text where untouched, keeps corrections and checks", () => {
    const shipped: Entry[] = [
      { id: "a", text: "ny" },
      { id: "b", text: "ny" },
      { id: "c", text: "ny" },
      { id: "d", text: "samma" },
      { id: "e", text: "ny" },
    ];
    const plan = planCatalogueSeed(
      shipped,
      [
        stored("b", "gammal"),
        stored("c", "klinikens", true),
        stored("d", "samma"),
        stored("e", "kontrollerad", false, "2026-01-01T00:00:00Z"),
      ],
      same,
    );
    expect(plan.insert.map((e) => e.id)).toEqual(["a"]);
    expect(plan.update).toEqual([{ id: "b", text: "ny" }]);
    expect(plan.kept).toEqual(["c", "e"]);
  });

  it("writes nothing when the shipped data is unchanged", () => {
    const plan = planCatalogueSeed([{ id: "a", text: "x" }], [stored("a", "x")], same);
    expect(plan).toEqual({ insert: [], update: [], kept: [] });
  });

  it("leaves stored entries the shipped data no longer has", () => {
    const plan = planCatalogueSeed([], [stored("gammal", "x", true)], same);
    expect(plan).toEqual({ insert: [], update: [], kept: [] });
  });
});

describe("verificationStateOf", () => {
  it.each([
    [
      { verification: "verified-primary", clinicEdited: false, checkedAt: null },
      "verified-primary",
    ],
    [{ verification: "verified-primary", clinicEdited: true, checkedAt: null }, "unchecked"],
    [{ verification: "unverified-secondary", clinicEdited: false, checkedAt: null }, "unchecked"],
    [{ verification: "placeholder", clinicEdited: true, checkedAt: "2026-01-01" }, "checked"],
    [{ verification: null, clinicEdited: true, checkedAt: null }, "unchecked"],
  ] as const)("%j is %s", (entry, state) => {
    expect(verificationStateOf(entry)).toBe(state);
  });
});
