import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type TCohortRow, type TCohortView, ZCohortViewSchema } from "../schemas/cohort";
import { cohortNameKey, cohortView } from "./cohort-view";

function row(id: string, changes: Partial<TCohortRow> = {}): TCohortRow {
  return {
    doctorId: id,
    displayName: `Läkare ${id}`,
    email: `${id}@example.se`,
    stModel: "2021",
    specialty: "klinisk-fysiologi",
    stStartDate: "2024-01-01",
    stEndDate: "2028-12-31",
    stPercent: 50,
    goals: { achieved: 5, total: 10, percent: 50 },
    examinations: {
      achieved: 1,
      total: 10,
      percent: 10,
      ischemiaOk: false,
      optionalA: 0,
      optionalARequired: 5,
    },
    lastMeetingDate: "2026-01-01",
    uncertifiedCount: 0,
    signingRights: [],
    supervisors: [],
    assignedToMe: false,
    warnings: [],
    ...changes,
  };
}

const ROWS = [
  row("a", { displayName: "Åsa Öberg", stEndDate: "2027-06-30", assignedToMe: true }),
  row("b", {
    displayName: "Bo Ek",
    stEndDate: "2029-01-31",
    lastMeetingDate: null,
    warnings: [{ kind: "meeting-gap", lastMeetingDate: null, months: 3 }],
  }),
  row("c", {
    displayName: "Cecilia Al",
    email: "cecilia@klinik.se",
    stModel: "UNSELECTED",
    goals: null,
    stEndDate: "2026-12-31",
    warnings: [{ kind: "no-supervisor" }, { kind: "uncertified", count: 2 }],
    uncertifiedCount: 2,
  }),
];

const view = (input: Partial<Record<keyof TCohortView, string>>) => ZCohortViewSchema.parse(input);
const ids = (input: Partial<Record<keyof TCohortView, string>>) =>
  cohortView(ROWS, view(input)).map((r) => r.doctorId);

describe("cohortView", () => {
  it.each<[string, Partial<Record<keyof TCohortView, string>>, string[]]>([
    ["everyone by name (Swedish order: Å after C)", {}, ["b", "c", "a"]],
    ["by name, descending", { order: "desc" }, ["a", "c", "b"]],
    ["the caller's own doctors", { scope: "mine" }, ["a"]],
    ["a search in names, any case", { search: "  EK " }, ["b"]],
    ["a search in e-mail addresses", { search: "klinik" }, ["c"]],
    ["with any warning", { warning: "any" }, ["b", "c"]],
    ["without warnings", { warning: "none" }, ["a"]],
    ["with one kind of warning", { warning: "no-supervisor" }, ["c"]],
    ["by end date", { sort: "end" }, ["c", "a", "b"]],
    ["by end date, descending", { sort: "end", order: "desc" }, ["b", "a", "c"]],
    // No model and no meeting have no value: last, whichever the order.
    ["by goals, no model last", { sort: "goals" }, ["b", "a", "c"]],
    ["by goals descending, no model still last", { sort: "goals", order: "desc" }, ["b", "a", "c"]],
    ["by last meeting, none last", { sort: "lastMeeting" }, ["c", "a", "b"]],
    ["by number of warnings, descending", { sort: "warnings", order: "desc" }, ["c", "b", "a"]],
    ["filtered and sorted", { warning: "any", sort: "end" }, ["c", "b"]],
  ])("%s", (_name, input, expected) => {
    expect(ids(input)).toEqual(expected);
  });

  it("refuses an unknown filter with a Swedish message", () => {
    const result = ZCohortViewSchema.safeParse({ sort: "salary" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Ogiltigt filter för ST-läkare.");
  });
});

describe("cohortNameKey", () => {
  const NAMES = [
    "Östen",
    "Zeke",
    "Åsa",
    "anna",
    "Anna",
    "Ängla",
    "Émile",
    "Eva",
    "Bo Ek",
    "Boel",
    "Ærø",
    "Øyvind",
    "3 Test",
    "Ann-Marie",
  ];

  it("orders as Swedish does, where the ICU collation and the key agree", () => {
    const byKey = [...NAMES].sort((a, b) => (cohortNameKey(a) < cohortNameKey(b) ? -1 : 1));
    const byLocale = [...NAMES].sort((a, b) => a.localeCompare(b, "sv"));
    // The letters agree; the two differ only where ICU ignores a hyphen at the first level.
    expect(byKey.filter((n) => n !== "Ann-Marie")).toEqual(
      byLocale.filter((n) => n !== "Ann-Marie"),
    );
    expect(byKey.slice(0, 3)).toEqual(["3 Test", "Ann-Marie", "anna"]);
  });

  it("compares by code unit as SQL's byte order does, for any text of the Basic Multilingual Plane", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.string({ unit: "grapheme" }), (a, b) => {
        const [x, y] = [cohortNameKey(a), cohortNameKey(b)];
        const bytes = Buffer.compare(Buffer.from(x), Buffer.from(y));
        const units = x < y ? -1 : x > y ? 1 : 0;
        if (![...x, ...y].some((ch) => (ch.codePointAt(0) ?? 0) > 0xffff))
          expect(bytes).toBe(units);
      }),
    );
  });
});
