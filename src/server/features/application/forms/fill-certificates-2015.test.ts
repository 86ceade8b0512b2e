import { describe, expect, it } from "vitest";
import { blankForm, readFields } from "../../../../../tests/fixtures/blank-forms";
import {
  DESCRIPTION,
  everyField,
  GOALS_2015,
  PERSON,
  PERSON_FIELDS,
  SIGNER,
  SIGNER_FIELDS,
} from "../../../../../tests/fixtures/form-values";
import type { FormKey } from "../../../../shared/curriculum/certificate-forms";
import { type FormValues, fillForm } from "./fill-form";
import { formFontBytes } from "./form-font";

/* Each 2015 (SOSFS 2015:8) certificate form filled and read back, every field of it. */

const CASES: { key: FormKey; values: FormValues; fields: Record<string, string | boolean> }[] = [
  {
    key: "2015-bilaga-3",
    values: {
      ...PERSON,
      goals: "a1 b1 c3",
      place: "Hudkliniken, Lund",
      period: "240115 - 240119",
      description: DESCRIPTION,
      ...SIGNER,
    },
    fields: {
      ...PERSON_FIELDS,
      ...GOALS_2015,
      "Tjänstgöringsställe och period ååmmdd  ååmmdd för auskultationen":
        "Hudkliniken, Lund, 240115 - 240119",
      "Beskrivning av auskultationen": DESCRIPTION,
      ...SIGNER_FIELDS,
    },
  },
  {
    key: "2015-bilaga-4",
    values: {
      ...PERSON,
      goals: "a1 b1 c3",
      place: "Akutkliniken, Lund",
      period: "240115 - 240630",
      description: DESCRIPTION,
      ...SIGNER,
    },
    fields: {
      ...PERSON_FIELDS,
      ...GOALS_2015,
      "Tjänstgöringsställe och period ååmmdd  ååmmdd för den kliniska tjänstgöringen":
        "Akutkliniken, Lund, 240115 - 240630",
      "Beskrivning av den kliniska tjänstgöringen": DESCRIPTION,
      ...SIGNER_FIELDS,
    },
  },
  {
    key: "2015-bilaga-5",
    values: {
      ...PERSON,
      goals: "a1 b1 c3",
      subject: "Akut omhändertagande",
      period: "240115 - 240117",
      courseLeader: "Per Persson",
      description: DESCRIPTION,
      ...SIGNER,
      signerRole: "course-leader",
    },
    fields: {
      ...PERSON_FIELDS,
      ...GOALS_2015,
      "Ämne i rubrikform och period ååmmdd  ååmmdd för kursen":
        "Akut omhändertagande, 240115 - 240117",
      Kursledare: "Per Persson",
      "Beskrivning av kursen": DESCRIPTION,
      Namnförtydligande: "Ольга Петровић",
      "Specialitet om den intygande personen är specialistkompetent läkare": "Internmedicin",
      Tjänsteställe: SIGNER.signerWorkplace,
      "Bilaga nr": "4",
      Kryssruta1: true,
      Kryssruta2: false,
    },
  },
  {
    key: "2015-bilaga-6",
    values: {
      ...PERSON,
      goals: "a1 b1 c3",
      subject: "Kortare väntetider",
      description: DESCRIPTION,
      ...SIGNER,
    },
    fields: {
      ...PERSON_FIELDS,
      ...GOALS_2015,
      "Ämne för kvalitets och utvecklingsarbete i rubrikform": "Kortare väntetider",
      "Beskrivning av kvalitets och utvecklingsarbetet": DESCRIPTION,
      ...SIGNER_FIELDS,
    },
  },
  {
    key: "2015-bilaga-7",
    values: {
      ...PERSON,
      goals: "a1 b1 c3",
      subject: "Hypertoni i primärvården",
      description: DESCRIPTION,
      ...SIGNER,
    },
    fields: {
      ...PERSON_FIELDS,
      ...GOALS_2015,
      "Ämne för självständigt skriftligt arbete i rubrikform": "Hypertoni i primärvården",
      "Beskrivning av det självständiga skriftliga arbetet": DESCRIPTION,
      ...SIGNER_FIELDS,
    },
  },
];

describe("fillForm, 2015 certificates", () => {
  it.each(CASES)(
    "fills $key and leaves date, signature and the signer's personnummer empty",
    async ({ key, values, fields }) => {
      const filled = await fillForm(await blankForm(key), key, values, formFontBytes());
      expect(await readFields(filled)).toEqual(everyField(key, fields));
    },
  );

  it("checks the box of the supervisor", async () => {
    const filled = await fillForm(
      await blankForm("2015-bilaga-5"),
      "2015-bilaga-5",
      { signerRole: "supervisor" },
      formFontBytes(),
    );
    expect(await readFields(filled)).toMatchObject({ Kryssruta1: false, Kryssruta2: true });
  });

  it("writes a 2015 place alone when the period is not given", async () => {
    const filled = await fillForm(
      await blankForm("2015-bilaga-4"),
      "2015-bilaga-4",
      { place: "Akutkliniken, Lund" },
      formFontBytes(),
    );
    expect(await readFields(filled)).toMatchObject({
      "Tjänstgöringsställe och period ååmmdd  ååmmdd för den kliniska tjänstgöringen":
        "Akutkliniken, Lund",
    });
  });
});
