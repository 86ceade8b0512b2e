import { describe, expect, it } from "vitest";
import { canSeePage, PAGE_LABELS, ROLES, SIDEBAR_PAGES } from "./roles";

describe("Historik in the menu", () => {
  it("is a sidebar page after the record pages, labelled 'Historik'", () => {
    expect(SIDEBAR_PAGES).toContain("history");
    expect(SIDEBAR_PAGES.indexOf("history")).toBe(SIDEBAR_PAGES.indexOf("certificates") + 1);
    expect(PAGE_LABELS.history).toBe("Historik");
  });

  it("is offered to exactly the roles that may read a record", () => {
    const allowed = ROLES.filter((role) => canSeePage(role, "history"));
    expect(allowed).toEqual(ROLES.filter((role) => canSeePage(role, "formalities")));
    expect(allowed).not.toContain("SPECIALIST");
  });
});

describe("'ST-läkare' (the cohort) in the menu", () => {
  it("is offered to those who follow ST doctors, after the record pages", () => {
    expect(PAGE_LABELS.cohort).toBe("ST-läkare");
    expect(ROLES.filter((role) => canSeePage(role, "cohort"))).toEqual([
      "SUPERVISOR",
      "DIRECTOR",
      "ADMIN",
    ]);
    expect(SIDEBAR_PAGES.indexOf("cohort")).toBe(SIDEBAR_PAGES.indexOf("history") + 1);
  });
});
