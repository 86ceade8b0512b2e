import { describe, expect, it } from "vitest";
import { goalIdsFromText, goalIdsToText, goalOptions, isSuggestedFor } from "./goal-options";

const goal = (
  id: string,
  model: "2015" | "2021",
  title: string,
  recommendedActivities: string[],
) => ({
  specialty: "klinisk-fysiologi" as const,
  id,
  model,
  title,
  recommendedActivities,
  activitiesAreAlternatives: false,
});
const KF = "klinisk-fysiologi" as const;

const CATALOGUE = [
  goal("STa3", "2021", "Medicinsk vetenskap", ["Seminarier"]),
  goal("STc1", "2021", "Fysiologi", ["Kurs", "Seminarier"]),
  goal("STc4", "2021", "Nuklearmedicin", ["Klinisk tjänstgöring under handledning"]),
  goal("STc5", "2021", "EKG", ["Auskultation vid en kardiologisk klinik", "Kurs"]),
  goal("a5", "2015", "Vetenskap", [
    "Självständigt skriftligt arbete enligt vetenskapliga principer",
  ]),
  goal("a6", "2015", "Kvalitet", ["Kvalitets- och utvecklingsarbete"]),
];

describe("the delmål an activity can support", () => {
  it("suggests the goals whose recommended activities name the activity's kind", () => {
    const [c1, c4, c5] = [CATALOGUE[1], CATALOGUE[2], CATALOGUE[3]];
    expect(c4 && isSuggestedFor(c4, "clinical")).toBe(true);
    expect(c5 && isSuggestedFor(c5, "auskultation")).toBe(true);
    expect(c1 && isSuggestedFor(c1, "course")).toBe(true);
    expect(c1 && isSuggestedFor(c1, "clinical")).toBe(false);
    // STa3 is attested by the scientific work's own form.
    expect(CATALOGUE[0] && isSuggestedFor(CATALOGUE[0], "scientific")).toBe(true);
    expect(CATALOGUE[4] && isSuggestedFor(CATALOGUE[4], "scientific")).toBe(true);
    expect(CATALOGUE[5] && isSuggestedFor(CATALOGUE[5], "development")).toBe(true);
  });

  it("lists the suggested goals of the model first, then the others, as 'id title'", () => {
    expect(goalOptions(CATALOGUE, { specialty: KF, model: "2021" }, "course", [])).toEqual([
      {
        group: "Föreslagna för kurser",
        items: [
          { value: "STc1", label: "STc1 Fysiologi" },
          { value: "STc5", label: "STc5 EKG" },
        ],
      },
      {
        group: "Övriga delmål",
        items: [
          { value: "STa3", label: "STa3 Medicinsk vetenskap" },
          { value: "STc4", label: "STc4 Nuklearmedicin" },
        ],
      },
    ]);
  });

  it("keeps a chosen goal of the other model, or an unknown id, so it can be taken away", () => {
    const groups = goalOptions(CATALOGUE, { specialty: KF, model: "2015" }, "development", [
      "a6",
      "STc4",
      "c99",
    ]);
    expect(groups.map((g) => g.group)).toEqual([
      "Föreslagna för utvecklingsarbete",
      "Övriga delmål",
      "Hör inte till vald ST-modell",
    ]);
    expect(groups[2]?.items).toEqual([
      { value: "STc4", label: "STc4 Nuklearmedicin" },
      { value: "c99", label: "c99" },
    ]);
  });

  it("offers nothing to choose without a model", () => {
    expect(goalOptions(CATALOGUE, { specialty: KF, model: "UNSELECTED" }, "clinical", [])).toEqual(
      [],
    );
  });

  it("keeps the chosen ids as one text in a form", () => {
    expect(goalIdsFromText(goalIdsToText(["STc4", "STc5"]))).toEqual(["STc4", "STc5"]);
    expect(goalIdsFromText("")).toEqual([]);
  });
});
