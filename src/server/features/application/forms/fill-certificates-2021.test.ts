import { describe, expect, it } from "vitest";
import { blankForm, readFields } from "../../../../../tests/fixtures/blank-forms";
import {
  DESCRIPTION,
  everyField,
  GOALS_2021,
  PERSON,
  PERSON_FIELDS,
  SIGNER,
  SIGNER_FIELDS,
} from "../../../../../tests/fixtures/form-values";
import type { FormKey } from "../../../../shared/curriculum/certificate-forms";
import { type FormValues, fillForm } from "./fill-form";
import { formFontBytes } from "./form-font";

/* Each 2021 certificate form filled and read back, every field of it. */

const CASES: { key: FormKey; values: FormValues; fields: Record<string, string | boolean> }[] = [
  {
    key: "2021-bilaga-8",
    values: {
      ...PERSON,
      goals: "STa1 STb1 STc3",
      place: "Hudkliniken, Lund",
      period: "240115 - 240119",
      description: DESCRIPTION,
      ...SIGNER,
    },
    fields: {
      ...PERSON_FIELDS,
      ...GOALS_2021,
      "Tjänstgöringsställe för auskultation": "Hudkliniken, Lund",
      "Period ååmmdd  ååmmdd": "240115 - 240119",
      "Beskrivning av auskultationen": DESCRIPTION,
      ...SIGNER_FIELDS,
    },
  },
  {
    key: "2021-bilaga-9",
    values: {
      ...PERSON,
      goals: "STa1 STb1 STc3",
      place: "Akutmottagningen, Södersjukhuset",
      period: "240115 - 240630",
      description: DESCRIPTION,
      ...SIGNER,
    },
    fields: {
      ...PERSON_FIELDS,
      ...GOALS_2021,
      "Tjänstgöringsställe för klinisk tjänstgöring": "Akutmottagningen, Södersjukhuset",
      "Period ååmmdd  ååmmdd": "240115 - 240630",
      "Beskrivning av den kliniska tjänstgöringen": DESCRIPTION,
      ...SIGNER_FIELDS,
    },
  },
  {
    key: "2021-bilaga-10",
    values: {
      ...PERSON,
      goals: "STa1 STb1 STc3",
      subject: "Akut omhändertagande",
      description: DESCRIPTION,
      ...SIGNER,
      signerRole: "supervisor",
    },
    fields: {
      ...PERSON_FIELDS,
      ...GOALS_2021,
      "Kursens ämne anges i rubrikform": "Akut omhändertagande",
      "Beskrivning av kursen": DESCRIPTION,
      Namnförtydligande: "Ольга Петровић",
      "Specialitet gäller endast handledare": "Internmedicin",
      Tjänsteställe: SIGNER.signerWorkplace,
      "Bilaga nr": "4",
      Handledare: true,
      Kursledare: false,
    },
  },
  {
    key: "2021-bilaga-11",
    values: {
      ...PERSON,
      goals: "STa1 STb1 STc3",
      subject: "Kortare väntetider",
      description: DESCRIPTION,
      ...SIGNER,
    },
    fields: {
      ...PERSON_FIELDS,
      ...GOALS_2021,
      "Utvecklingsarbetets ämne anges i rubrikform": "Kortare väntetider",
      "Beskrivning av STläkarens deltagande i utvecklingsarbetet": DESCRIPTION,
      ...SIGNER_FIELDS,
    },
  },
  {
    key: "2021-bilaga-12",
    values: {
      ...PERSON,
      description: DESCRIPTION,
      assessment: "Granskat arbete.\nSeminarium.",
      ...SIGNER,
    },
    fields: {
      ...PERSON_FIELDS,
      "Utbildningsaktiviteter som sökanden genomfört för att uppnå delmålet tex kliniska tjänstgöringar under handledning kurser eller tidigare tjänstgöring":
        DESCRIPTION,
      "Hur det kontrollerats att sökanden uppnått delmålet tex bedömningar av kliniskt omhändertagande eller kursexaminationer":
        "Granskat arbete.\nSeminarium.",
      ...SIGNER_FIELDS,
    },
  },
];

describe("fillForm, 2021 certificates", () => {
  it.each(CASES)(
    "fills $key and leaves date, signature and the signer's personnummer empty",
    async ({ key, values, fields }) => {
      const filled = await fillForm(await blankForm(key), key, values, formFontBytes());
      expect(await readFields(filled)).toEqual(everyField(key, fields));
    },
  );

  it("checks the box of the course leader", async () => {
    const course = await fillForm(
      await blankForm("2021-bilaga-10"),
      "2021-bilaga-10",
      { signerRole: "course-leader" },
      formFontBytes(),
    );
    expect(await readFields(course)).toMatchObject({ Handledare: false, Kursledare: true });
  });
});
