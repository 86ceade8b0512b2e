import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareIupRevisions, diffLines, type IupComparable } from "./iup-compare";

const EMPTY: IupComparable = {
  background: "",
  goalsText: "",
  goalIds: [],
  examinationIds: [],
  activitiesText: "",
  activityLinks: [],
  mainSupervisorName: "",
  otherSupervisorNames: [],
  meetingFrequency: "",
  supervisionText: "",
  assessmentText: "",
  followUpDates: [],
  followUpText: "",
};

const under = (before: Partial<IupComparable>, after: Partial<IupComparable>, heading: string) =>
  compareIupRevisions({ ...EMPTY, ...before }, { ...EMPTY, ...after }).find(
    (h) => h.heading === heading,
  );

describe("comparing two IUP revisions", () => {
  it.each([
    [
      "a line added under the background",
      { background: "Leg. 2022" },
      { background: "Leg. 2022\nAT i Lund" },
      "background",
      [
        { kind: "same", text: "Leg. 2022" },
        { kind: "added", text: "AT i Lund" },
      ],
    ],
    [
      "a changed line is the old removed and the new added",
      { assessmentText: "Mini-CEX varje månad" },
      { assessmentText: "Mini-CEX varannan vecka" },
      "assessment",
      [
        { kind: "added", text: "Mini-CEX varannan vecka" },
        { kind: "removed", text: "Mini-CEX varje månad" },
      ],
    ],
    [
      "the supervision's fields as lines of their heading",
      { mainSupervisorName: "Eva Ek", meetingFrequency: "Varannan vecka" },
      { mainSupervisorName: "Eva Ek", meetingFrequency: "Varje vecka" },
      "supervision",
      [
        { kind: "same", text: "Huvudhandledare: Eva Ek" },
        { kind: "added", text: "Handledningstillfällen: Varje vecka" },
        { kind: "removed", text: "Handledningstillfällen: Varannan vecka" },
      ],
    ],
  ])("%s", (_name, before, after, heading, lines) => {
    expect(under(before, after, heading)?.lines).toEqual(lines);
  });

  it.each([
    [
      "goals and examinations",
      { goalIds: ["STa1", "STc2"], examinationIds: ["c4-mps"] },
      { goalIds: ["STc2", "STc3"], examinationIds: [] },
      "goals",
      [{ kind: "goal", value: "STc3" }],
      [
        { kind: "goal", value: "STa1" },
        { kind: "examination", value: "c4-mps" },
      ],
    ],
    [
      "activities",
      { activityLinks: [{ type: "rotation", id: "r1" }] },
      { activityLinks: [{ type: "course", id: "r1" }] },
      "activities",
      [{ kind: "activity", value: "course:r1" }],
      [{ kind: "activity", value: "rotation:r1" }],
    ],
    [
      "follow-up dates",
      { followUpDates: ["2026-03-01"] },
      { followUpDates: ["2026-03-01", "2026-09-01"] },
      "followUp",
      [{ kind: "followUpDate", value: "2026-09-01" }],
      [],
    ],
  ])("links under %s: added and removed", (_name, before, after, heading, added, removed) => {
    const found = under(before, after, heading);
    expect(found?.added).toEqual(added);
    expect(found?.removed).toEqual(removed);
    expect(found?.changed).toBe(true);
  });

  it("marks only the headings that changed", () => {
    const changed = compareIupRevisions(EMPTY, { ...EMPTY, followUpText: "Halvårsvis" })
      .filter((h) => h.changed)
      .map((h) => h.heading);
    expect(changed).toEqual(["followUp"]);
  });
});

const text = fc
  .array(fc.constantFrom("a", "b", "c", "Mini-CEX", ""), { maxLength: 6 })
  .map((lines) => lines.join("\n"));
const ids = fc.uniqueArray(fc.constantFrom("STa1", "STa2", "STc1", "STc2", "STc3"), {
  maxLength: 4,
});
const revision: fc.Arbitrary<IupComparable> = fc.record({
  background: text,
  goalsText: text,
  goalIds: ids,
  examinationIds: ids,
  activitiesText: text,
  activityLinks: fc.uniqueArray(
    fc.record({ type: fc.constantFrom("rotation", "course"), id: fc.constantFrom("1", "2") }),
    { selector: (l) => `${l.type}:${l.id}` },
  ),
  mainSupervisorName: fc.constantFrom("", "Eva Ek", "Bo Berg"),
  otherSupervisorNames: fc.uniqueArray(fc.constantFrom("Ann", "Per"), { maxLength: 2 }),
  meetingFrequency: fc.constantFrom("", "Varje vecka"),
  supervisionText: text,
  assessmentText: text,
  followUpDates: fc.uniqueArray(fc.constantFrom("2026-01-01", "2026-06-01"), { maxLength: 2 }),
  followUpText: text,
});

describe("comparison properties", () => {
  it("a revision compared with itself shows no change", () => {
    fc.assert(
      fc.property(revision, (r) => {
        expect(compareIupRevisions(r, r).every((h) => !h.changed)).toBe(true);
      }),
    );
  });

  it("swapping the two swaps what was added and removed", () => {
    fc.assert(
      fc.property(revision, revision, (a, b) => {
        const forward = compareIupRevisions(a, b);
        const backward = compareIupRevisions(b, a);
        forward.forEach((h, i) => {
          const back = backward[i]!;
          expect(back.added).toEqual(h.removed);
          expect(back.removed).toEqual(h.added);
          const count = (kind: string, lines: { kind: string }[]) =>
            lines.filter((l) => l.kind === kind).length;
          expect(count("added", back.lines)).toBe(count("removed", h.lines));
          expect(back.changed).toBe(h.changed);
        });
      }),
    );
  });

  it("the kept and removed lines are the old text, the kept and added the new", () => {
    const lines = fc.array(fc.constantFrom("a", "b", "c", "d"), { maxLength: 8 });
    fc.assert(
      fc.property(lines, lines, (before, after) => {
        const diff = diffLines(before, after);
        expect(diff.filter((l) => l.kind !== "added").map((l) => l.text)).toEqual(before);
        expect(diff.filter((l) => l.kind !== "removed").map((l) => l.text)).toEqual(after);
      }),
    );
  });

  it("keeps as many lines as the two have in common at most, and changes nothing when equal", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "b"), { maxLength: 8 }), (same) => {
        expect(diffLines(same, same).every((l) => l.kind === "same")).toBe(true);
      }),
    );
  });
});
