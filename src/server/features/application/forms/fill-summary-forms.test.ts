import { PDFDocument, PDFTextField } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { blankForm, readFields } from "../../../../../tests/fixtures/blank-forms";
import { everyField, PERSON, PERSON_FIELDS } from "../../../../../tests/fixtures/form-values";
import { TooManyRowsError } from "./fill-errors";
import { fillForm, type ServiceRow } from "./fill-form";
import { formFontBytes } from "./form-font";

/* The application, the service list and the competence certificate, read back field by field. */

const rows = (count: number): ServiceRow[] =>
  Array.from({ length: count }, (_, i) => ({
    place: `Medicinkliniken ${i + 1}, Lund`,
    period: `2401${String(i + 1).padStart(2, "0")} - 240630`,
    percent: i % 2 === 0 ? "100" : "75",
    months: `${i + 1},5`,
  }));

/** The row fields as the published PDFs name them, a column prefix and a row suffix. */
function rowFields(prefixes: readonly string[], suffixes: readonly string[], given: ServiceRow[]) {
  const fields: Record<string, string> = {};
  given.forEach((row, i) => {
    const cells = [row.place, row.period, row.percent, row.months];
    prefixes.forEach((prefix, c) => {
      fields[prefix + suffixes[i]] = cells[c]!;
    });
  });
  return fields;
}

const COLUMNS_2021 = [
  "Tjänstgöringsställe sjukhus klinik enhet eller annan specificering",
  "Period ååmmddååmmdd",
  "Tjänstgöringens omfatt ning i procent av heltid",
  "Tjänstgöringens omfatt ning omräknad till månader på heltid",
];
const COLUMNS_2015 = [
  "Tjänstgöringsställe Sjukhus klinik enhet eller annan specificering",
  "Period ååmmdd  ååmmdd",
  "Tjänstgöringens omfattning i pro cent av heltid",
  "Tjänstgöringens omfattning om räknad till måna der på heltid",
];
/** 2021 Bilaga 6 in print order: page 1 Row1–19, page 2 Row1_2–Row19_2 and Row20. */
const ROWS_2021 = [
  ...Array.from({ length: 19 }, (_, i) => `Row${i + 1}`),
  ...Array.from({ length: 19 }, (_, i) => `Row${i + 1}_2`),
  "Row20",
];
const ROWS_2015 = Array.from({ length: 33 }, (_, i) => `Row${i + 1}`);
const fill = async (key: Parameters<typeof fillForm>[1], values: Parameters<typeof fillForm>[2]) =>
  fillForm(await blankForm(key), key, values, formFontBytes());

describe("fillForm, service lists", () => {
  it("fills all 39 rows of 2021 Bilaga 6 in print order, the sum and the head of department", async () => {
    const services = rows(39);
    const filled = await fill("2021-bilaga-6", {
      ...PERSON,
      bilagaNr: "1",
      serviceRows: services,
      monthsTotal: "214,5",
      signerName: "Anna Chef",
      signerWorkplace: "Medicinkliniken, Lund",
    });
    expect(await readFields(filled)).toEqual(
      everyField("2021-bilaga-6", {
        ...PERSON_FIELDS,
        "Bilaga nr": "1",
        ...rowFields(COLUMNS_2021, ROWS_2021, services),
        "Tjänstgöringens omfatt ning omräknad till månader på heltidSumma": "214,5",
        Namnförtydligande: "Anna Chef",
        Tjänsteställe: "Medicinkliniken, Lund",
      }),
    );
  });

  it("fills the first rows and leaves the rest empty", async () => {
    const filled = await readFields(await fill("2021-bilaga-6", { serviceRows: rows(20) }));
    expect(filled["Tjänstgöringsställe sjukhus klinik enhet eller annan specificeringRow1_2"]).toBe(
      "Medicinkliniken 20, Lund",
    );
    expect(filled["Tjänstgöringsställe sjukhus klinik enhet eller annan specificeringRow2_2"]).toBe(
      "",
    );
  });

  it("refuses more services than the list has rows, naming the number", async () => {
    const error = await fill("2021-bilaga-6", { serviceRows: rows(40) }).catch((e) => e);
    expect(error).toBeInstanceOf(TooManyRowsError);
    expect(error).toMatchObject({ formKey: "2021-bilaga-6", capacity: 39, given: 40 });
    expect(error.message).toMatch(/har plats för 39 tjänstgöringar, men ansökan har 40/);
  });
});

describe("fillForm, applications and competence", () => {
  it("fills the 2021 application: applicant and list of bilagor, one number per row", async () => {
    const filled = await fill("2021-bilaga-5", {
      ...PERSON,
      email: "lukasz@example.se",
      bilagor: {
        "service-list": "1",
        competence: "2",
        auskultation: "3",
        clinical: "4, 5",
        course: "6–9",
        development: "10",
        scientific: "11",
      },
    });
    expect(await readFields(filled)).toMatchObject({
      ...PERSON_FIELDS,
      Epostadress: "lukasz@example.se",
      "Bilagor nr.0.0": "1",
      "Bilagor nr.0.1": "2",
      "Bilagor nr.0.2": "3",
      "Bilagor nr.0.3": "4, 5",
      "Bilagor nr.0.4": "6–9",
      "Bilagor nr.0.5": "10",
      "Bilagor nr.0.6": "11",
      "Bilagor nr.0.7": "",
      Utdelningsadress: "",
      "Ort och datum": "",
    });
  });

  it("keeps a 2021 application's course numbers off the repeated widget of 'övriga handlingar'", async () => {
    const repeated = ["Bilagor nr.0.4", "Bilagor nr.0.5", "Bilagor nr.0.6", "Bilagor nr.0.7"];
    const blank = await blankForm("2021-bilaga-5", { repeatOnNextPage: repeated });
    const filled = await fillForm(
      blank,
      "2021-bilaga-5",
      { bilagor: { course: "6–9" } },
      formFontBytes(),
    );
    const doc = await PDFDocument.load(filled);
    const course = doc.getForm().getTextField("Bilagor nr.0.4");
    expect(course.acroField.getWidgets()).toHaveLength(1);
    expect(course.getText()).toBe("6–9");
    // The copies on the later page are fields of their own now, empty ('Bilagor nr 0 4 sida 2').
    const split = doc
      .getForm()
      .getFields()
      .filter((f) => f.getName().includes(" sida "));
    expect(split.map((f) => f.getName().replace(/ sida \d+$/, "")).sort()).toEqual([
      "Bilagor nr 0 4",
      "Bilagor nr 0 5",
      "Bilagor nr 0 6",
      "Bilagor nr 0 7",
    ]);
    for (const f of split) expect(f instanceof PDFTextField && f.getText()).toBeFalsy();
  });

  it("fills the 2015 application: applicant, all 33 rows with the sum, and the list of bilagor", async () => {
    const services = rows(33);
    const filled = await fill("2015-bilaga-1", {
      ...PERSON,
      email: "lukasz@example.se",
      serviceRows: services,
      monthsTotal: "181,5",
      bilagor: {
        competence: "1",
        auskultation: "2",
        clinical: "3–5",
        course: "6",
        development: "7",
        scientific: "8",
      },
    });
    expect(await readFields(filled)).toEqual(
      everyField("2015-bilaga-1", {
        ...PERSON_FIELDS,
        Epostadress: "lukasz@example.se",
        ...rowFields(COLUMNS_2015, ROWS_2015, services),
        "Tjänstgöringens omfattning om räknad till måna der på heltidSumma": "181,5",
        "Bilaga nr": "1",
        "Bilaga nr_2": "2",
        "Bilaga nr_3": "3–5",
        "Bilaga nr_4": "6",
        "Bilaga nr_5": "7",
        "Bilaga nr_6": "8",
      }),
    );
  });

  it.each([
    ["2021-bilaga-7", "3"],
    ["2015-bilaga-2", "1"],
  ] as const)(
    "fills %s with the applicant and its number, the signers' fields left for hand",
    async (key, nr) => {
      const filled = await fill(key, { ...PERSON, bilagaNr: nr });
      expect(await readFields(filled)).toEqual(
        everyField(key, { ...PERSON_FIELDS, "Bilaga nr": nr }),
      );
    },
  );
});
