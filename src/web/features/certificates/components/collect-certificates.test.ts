import { describe, expect, it } from "vitest";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { goalsOf } from "@/web/entities/goal/doctor-specialty";
import { collectCertificates } from "./collect-certificates";

// Goal ids repeat between specialties (decision 237): the same id, two titles.
const catalogue = [
  { specialty: "klinisk-fysiologi", model: "2021", id: "c1", title: "Hjärtats fysiologi" },
  { specialty: "nuklearmedicin", model: "2021", id: "c1", title: "Radiofarmaka" },
  { specialty: "nuklearmedicin", model: "2015", id: "c1", title: "Äldre målbeskrivning" },
] as const;

// Only the parts the page reads; the rest of the record is not touched.
const record = {
  formalities: { specialty: "nuklearmedicin", stModel: "2021", stContractFileId: null },
  files: [],
  goals: [
    { goalId: "c1", certificateFileIds: ["f1"] },
    { goalId: "x9", certificateFileIds: ["f2"] },
  ],
  rotations: [],
  courses: [],
  sitIns: [],
} as unknown as TDoctorRecord;

describe("the certificates page's names", () => {
  it("names a goal's certificate from the record's own specialty and model", () => {
    const goals = goalsOf(catalogue, "nuklearmedicin", "2021");
    const [group] = collectCertificates(record, goals);
    expect(group?.kind).toBe("goal");
    // A goal no longer in the catalogue keeps its id rather than another goal's name.
    expect(group?.items.map((item) => item.name)).toEqual(["Radiofarmaka (c1)", "x9"]);
  });
});
