import { describe, expect, it } from "vitest";
import type { TApplicationCertificate, TApplicationGap } from "@/shared/schemas/application";
import {
  applicationFileName,
  canGroup,
  certificateFileName,
  gapAction,
  inBilagaOrder,
  isStoredGroup,
} from "./application-links";

function certificate(
  id: string,
  over: Partial<TApplicationCertificate> = {},
): TApplicationCertificate {
  return {
    id,
    kind: "clinical",
    formKey: "2021-bilaga-9",
    bilagaNr: 4,
    activities: [{ type: "rotation", id: "r1", label: "Kardiologi" }],
    goalIds: [],
    place: "",
    description: "",
    assessment: "",
    periodStart: null,
    periodEnd: null,
    edited: { place: false, period: false, description: false },
    signer: { name: "", specialty: "", workplace: "", role: "supervisor" },
    signedViaLink: null,
    version: 0,
    ...over,
  };
}

const gap = (over: Partial<TApplicationGap>): TApplicationGap => ({
  code: "x",
  message: "m",
  fix: "activities",
  ...over,
});

describe("where a gap is fixed", () => {
  const rotation = certificate("rotation.r1");
  const course = certificate("c-7", {
    kind: "course",
    activities: [{ type: "course", id: "k1", label: "Strålskydd" }],
  });
  const all = [rotation, course];

  it("a goal no certificate covers: Delmål", () => {
    expect(gapAction(gap({ goalId: "STc4" }), all)).toEqual({ kind: "page", page: "goals" });
  });

  it("a certificate's activities: the page of their kind", () => {
    expect(gapAction(gap({ certificateId: "c-7" }), all)).toEqual({
      kind: "page",
      page: "courses",
    });
    expect(gapAction(gap({ certificateId: "rotation.r1", goalId: "c4" }), all)).toEqual({
      kind: "page",
      page: "rotations",
    });
  });

  it("the certificate itself: its dialog", () => {
    expect(gapAction(gap({ fix: "certificate", certificateId: "c-7" }), all)).toEqual({
      kind: "certificate",
      certificate: course,
    });
    expect(gapAction(gap({ fix: "certificate", certificateId: "gone" }), all)).toEqual({
      kind: "none",
    });
  });

  it("a blank form: the administrator; the model: Formellt", () => {
    expect(gapAction(gap({ fix: "forms", formKey: "2021-bilaga-9" }), all)).toEqual({
      kind: "forms",
    });
    expect(gapAction(gap({ fix: "formalities" }), all)).toEqual({
      kind: "page",
      page: "formalities",
    });
  });
});

describe("the certificate list", () => {
  it("is in bilaga order", () => {
    const list = [certificate("b", { bilagaNr: 5 }), certificate("a", { bilagaNr: 3 })];
    expect(inBilagaOrder(list).map((c) => c.id)).toEqual(["a", "b"]);
  });

  it("splits only a stored certificate of several activities", () => {
    const two = [
      { type: "rotation" as const, id: "r1", label: "A" },
      { type: "rotation" as const, id: "r2", label: "B" },
    ];
    expect(isStoredGroup(certificate("g", { version: 2, activities: two }))).toBe(true);
    expect(isStoredGroup(certificate("g", { version: 2 }))).toBe(false);
    expect(isStoredGroup(certificate("rotation.r1"))).toBe(false);
  });

  it("groups two or more certificates of one kind", () => {
    const course = certificate("c", { kind: "course" });
    expect(canGroup([certificate("a"), certificate("b")])).toBe(true);
    expect(canGroup([certificate("a")])).toBe(false);
    expect(canGroup([certificate("a"), course])).toBe(false);
  });
});

describe("the downloaded files' names", () => {
  it("carry the doctor's last name in plain letters", () => {
    expect(applicationFileName("Åström Berg")).toBe("ansokan-astrom-berg.zip");
    expect(applicationFileName("")).toBe("ansokan-st-lakare.zip");
    expect(certificateFileName(4, "Lindqvist")).toBe("intyg-bilaga-4-lindqvist.pdf");
  });
});
