import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mainSupervisorOf, withEffectiveMain } from "./main-supervisor";

const s = (id: string, isMain = false, isActive = true) => ({ id, isMain, isActive });

describe("the main supervisor", () => {
  it.each([
    ["none assigned", [], undefined],
    ["the one marked", [s("a"), s("b", true)], "b"],
    ["a marked one even when inactive", [s("a"), s("b", true, false)], "b"],
    ["a sole active supervisor, unmarked", [s("a")], "a"],
    ["not a sole inactive supervisor", [s("a", false, false)], undefined],
    ["nobody among several unmarked", [s("a"), s("b")], undefined],
  ])("%s", (_name, assigned, expected) => {
    expect(mainSupervisorOf(assigned)?.id).toBe(expected);
  });

  it("marks at most one as main, and the marked one when there is one", () => {
    const assigned = fc.uniqueArray(
      fc.record({ id: fc.string({ minLength: 1 }), isMain: fc.boolean(), isActive: fc.boolean() }),
      { selector: (x) => x.id, maxLength: 6 },
    );
    fc.assert(
      fc.property(assigned, (list) => {
        const marked = list.filter((x) => x.isMain);
        fc.pre(marked.length <= 1);
        const effective = withEffectiveMain(list).filter((x) => x.isMain);
        expect(effective.length).toBeLessThanOrEqual(1);
        if (marked[0]) expect(effective[0]?.id).toBe(marked[0].id);
      }),
    );
  });
});
