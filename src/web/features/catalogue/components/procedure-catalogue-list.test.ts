import { describe, expect, it } from "vitest";
import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";
import {
  catalogueEntryChange,
  matchesCatalogueSearch,
  shownCatalogueEntries,
  uncheckedCount,
} from "./procedure-catalogue-list";

const entry = (id: string, more: Partial<TProcedureDefinition> = {}) =>
  ({
    id,
    name: `Undersökning ${id}`,
    column: "c4",
    level: "B",
    syncId: null,
    retired: false,
    verificationState: "unchecked",
    ...more,
  }) as TProcedureDefinition;

const entries = [
  entry("c4-mps", { name: "Myokardscintigrafi", syncId: "mps" }),
  entry("c5-eko", { name: "Ekokardiografi", verificationState: "checked" }),
  entry("c6-old", { name: "Gammal metod", retired: true }),
];

describe("Katalog's examination list", () => {
  it("finds an entry by name, id or sync id, in any case", () => {
    expect(matchesCatalogueSearch(entries[0]!, "MYOKARD")).toBe(true);
    expect(matchesCatalogueSearch(entries[0]!, "c4-")).toBe(true);
    expect(matchesCatalogueSearch(entries[0]!, " mps ")).toBe(true);
    expect(matchesCatalogueSearch(entries[1]!, "mps")).toBe(false);
    expect(matchesCatalogueSearch(entries[1]!, "  ")).toBe(true);
  });

  it("shows retired entries only when asked for", () => {
    expect(shownCatalogueEntries(entries, "", false).map((e) => e.id)).toEqual([
      "c4-mps",
      "c5-eko",
    ]);
    expect(shownCatalogueEntries(entries, "metod", true).map((e) => e.id)).toEqual(["c6-old"]);
  });

  it("counts the entries in use still to check", () => {
    expect(uncheckedCount(entries)).toEqual({ remaining: 1, inUse: 2 });
  });

  it("corrects an entry under its id, and adds a new one with an empty sync id as none", () => {
    const values = { id: "c7-new", name: "Ny", column: "c4", level: "B", syncId: "" } as const;
    expect(catalogueEntryChange(entries[0], { ...values, syncId: "mps" })).toEqual({
      kind: "update",
      id: "c4-mps",
      values: { name: "Ny", column: "c4", level: "B", syncId: "mps" },
    });
    expect(catalogueEntryChange(undefined, values)).toEqual({
      kind: "create",
      values: { ...values, syncId: null },
    });
  });
});
