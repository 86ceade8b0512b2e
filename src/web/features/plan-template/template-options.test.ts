import { describe, expect, it } from "vitest";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";
import { goalOptions, procedureOptions, withoutChosen } from "./template-options";

const goal = (
  specialty: TGoalCatalogueEntry["specialty"],
  model: TGoalCatalogueEntry["model"],
  id: string,
  title: string,
) => ({ specialty, model, id, title }) as TGoalCatalogueEntry;

describe("goalOptions", () => {
  it("groups the delmål by model, each id once with the first specialty's title", () => {
    const groups = goalOptions([
      goal("nuklearmedicin", "2021", "STa1", "Nuklearmedicinens titel"),
      goal("klinisk-fysiologi", "2021", "STa1", "Medarbetarskap"),
      goal("klinisk-fysiologi", "2015", "a1", "Ledarskap"),
      goal("nuklearmedicin", "2021", "STc14", "Bara nuklearmedicin"),
    ]);
    expect(groups).toEqual([
      { group: "Målbeskrivning 2015", items: [{ value: "a1", label: "a1 Ledarskap" }] },
      {
        group: "Målbeskrivning 2021",
        items: [
          { value: "STa1", label: "STa1 Medarbetarskap" },
          { value: "STc14", label: "STc14 Bara nuklearmedicin" },
        ],
      },
    ]);
  });
});

describe("procedureOptions and withoutChosen", () => {
  const entry = (id: string, name: string, column: string, retired = false) =>
    ({ id, name, column, retired }) as TProcedureDefinition;

  it("groups the examinations in use by column and by name, leaving out retired ones", () => {
    const groups = procedureOptions([
      entry("c5-b", "Långtids-EKG", "c5"),
      entry("c5-a", "Arbetsprov", "c5"),
      entry("c5-old", "Gammal", "c5", true),
      entry("c4-a", "Skelettscintigrafi", "c4"),
    ]);
    expect(groups.map((g) => [g.group, g.items.map((i) => i.value)])).toEqual([
      ["c4 Nuklearmedicin", ["c4-a"]],
      ["c5 EKG", ["c5-a", "c5-b"]],
    ]);
  });

  it("offers a row neither what other rows chose nor loses its own choice", () => {
    const groups = [{ group: "g", items: ["a", "b", "c"].map((v) => ({ value: v, label: v })) }];
    const shown = withoutChosen(groups, new Set(["a", "b"]), "b");
    expect(shown[0]?.items.map((i) => i.value)).toEqual(["b", "c"]);
  });
});
