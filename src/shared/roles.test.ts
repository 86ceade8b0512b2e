import { describe, expect, it } from "vitest";
import { canSeePage, PAGE_LABELS, ROLES, SIDEBAR_PAGES } from "./roles";

describe("Historik in the menu", () => {
  it("is a sidebar page after the record pages, labelled 'Historik'", () => {
    expect(SIDEBAR_PAGES).toContain("history");
    expect(SIDEBAR_PAGES.indexOf("history")).toBe(SIDEBAR_PAGES.indexOf("application") + 1);
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

describe("'Utvecklingsarbete' and 'Ansökan' in the menu (issue 24)", () => {
  it("come after 'ST-arbete' and last of the record pages before 'Historik'", () => {
    expect(PAGE_LABELS.development).toBe("Utvecklingsarbete");
    expect(PAGE_LABELS.application).toBe("Ansökan");
    expect(SIDEBAR_PAGES.indexOf("development")).toBe(SIDEBAR_PAGES.indexOf("stproject") + 1);
    expect(SIDEBAR_PAGES.indexOf("application")).toBe(SIDEBAR_PAGES.indexOf("history") - 1);
  });

  it("are offered to exactly the roles that may read a record", () => {
    const readers = ROLES.filter((role) => canSeePage(role, "formalities"));
    expect(ROLES.filter((role) => canSeePage(role, "development"))).toEqual(readers);
    expect(ROLES.filter((role) => canSeePage(role, "application"))).toEqual(readers);
  });
});
