import { describe, expect, it } from "vitest";
import { SIGNING_RIGHTS_MESSAGES } from "@/shared/messages/signing-rights";
import { FINAL_DECISIONS } from "@/shared/rules/signing-rights";
import type { TSigningRightsDecision } from "@/shared/schemas/doctor-record";
import { PROCEDURES_UI_MESSAGES as M } from "@/web/lib/messages/procedures";
import { signingRightsByEntry } from "./signing-rights-decisions";

const catalogue = [
  { id: "c4-mps", syncId: "mps" },
  { id: "c7-tte", syncId: null },
  { id: "c8-mps", syncId: "mps" },
  { id: "c9-dlco", syncId: null },
];

function decided(
  procedureId: string,
  decision: TSigningRightsDecision["decision"],
  decisionDate: string,
): TSigningRightsDecision {
  return { procedureId, decision, decisionDate };
}

describe("signingRightsByEntry", () => {
  it("gives each decided examination its decision and the rest none", () => {
    const shown = signingRightsByEntry(catalogue, [decided("c7-tte", "rejected", "2026-02-01")]);
    expect(shown.get("c7-tte")).toEqual(decided("c7-tte", "rejected", "2026-02-01"));
    expect(shown.has("c9-dlco")).toBe(false);
    expect(shown.has("c4-mps")).toBe(false);
  });

  it("shows a decision on every entry of its sync group, the latest when the group has two", () => {
    const one = signingRightsByEntry(catalogue, [decided("c8-mps", "approved", "2026-01-10")]);
    expect(one.get("c4-mps")?.decision).toBe("approved");
    expect(one.get("c8-mps")?.decision).toBe("approved");
    const two = signingRightsByEntry(catalogue, [
      decided("c4-mps", "approved", "2026-01-10"),
      decided("c8-mps", "rejected", "2026-03-02"),
    ]);
    expect(two.get("c4-mps")).toEqual(decided("c8-mps", "rejected", "2026-03-02"));
    expect(two.get("c8-mps")).toEqual(decided("c8-mps", "rejected", "2026-03-02"));
  });

  it("leaves out a decision on an examination no longer in the catalogue", () => {
    const shown = signingRightsByEntry(catalogue, [decided("c99-gone", "approved", "2026-01-10")]);
    expect(shown.size).toBe(0);
  });
});

describe("the decision's words", () => {
  it.each(FINAL_DECISIONS)("are the signing-rights page's for %s, then the date", (decision) => {
    expect(M.signingRights(decision, "12 mar 2026")).toBe(
      `${SIGNING_RIGHTS_MESSAGES.decisionShown[decision]} 12 mar 2026`,
    );
  });
});
