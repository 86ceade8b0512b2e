import type { FormKey } from "../../../../shared/curriculum/certificate-forms";
import { APPLICANT, SIGNER } from "./common-fields";
import type { FormDefinition } from "./form-definitions";
import { numbered, SERVICE_LIST_2021 } from "./service-list-fields";

/* HSLF-FS 2021:8, Bilaga 5–12, as published in Socialstyrelsen's article 2021-2-7212. */

const GOALS = "Delmål som intyget avser tex STa1 STb1 STc1";

/** Written by the signer: place and date, and their personnummer. */
const BY_HAND = ["Ort och datum", "Personnummer_2"];

export const DEFINITIONS_2021 = {
  "2021-bilaga-5": {
    text: { ...APPLICANT, email: "Epostadress" },
    // Rows of 'Förteckning över bifogade intyg', page 2, top to bottom (checked by position).
    bilagor: {
      "service-list": "Bilagor nr.0.0",
      competence: "Bilagor nr.0.1",
      auskultation: "Bilagor nr.0.2",
      clinical: "Bilagor nr.0.3",
      course: "Bilagor nr.0.4",
      development: "Bilagor nr.0.5",
      scientific: "Bilagor nr.0.6",
      "third-country": "Bilagor nr.0.7",
    },
    // The published PDF puts a second widget of 'Bilagor nr.0.4'–'.7' on page 3, beside
    // 'Svensk doktorsexamen' … 'Individuellt utbildningsprogram' ('övriga handlingar').
    repeatedWidgets: ["Bilagor nr.0.4", "Bilagor nr.0.5", "Bilagor nr.0.6", "Bilagor nr.0.7"],
    unfilled: [
      "Utdelningsadress",
      "Postnummer",
      "Postort",
      "Telefon privat inkl riktnummer",
      "Arbetsplats",
      "Telefon arbetet inkl riktnummer",
      "Land",
      ...numbered("Land", 2, 8),
      "Datum ååmmdd",
      ...numbered("Datum ååmmdd", 2, 9),
      "Specialitet",
      ...numbered("Specialitet", 2, 4),
      "Avgiften betalad ååmmdd",
      "Ort och datum",
    ],
  },
  "2021-bilaga-6": {
    // The signer is the head of department ('verksamhetschef'); no personnummer field.
    text: {
      ...APPLICANT,
      signerName: "Namnförtydligande",
      signerWorkplace: "Tjänsteställe",
      bilagaNr: "Bilaga nr",
      monthsTotal: SERVICE_LIST_2021.sum,
    },
    serviceList: SERVICE_LIST_2021,
    unfilled: ["Ort och datum"],
  },
  "2021-bilaga-7": {
    // Head of department and main supervisor sign by hand, each with name and workplace.
    text: { ...APPLICANT, bilagaNr: "Bilaga nr" },
    unfilled: [
      "Ort och datum",
      "Namnförtydligande",
      "Personnummer_2",
      "Specialitet",
      "Tjänsteställe",
      "Ort och datum_2",
      "Namnförtydligande_2",
      "Personnummer_3",
      "Specialitet_2",
      "Tjänsteställe_2",
    ],
  },
  "2021-bilaga-8": {
    text: {
      ...APPLICANT,
      goals: GOALS,
      place: "Tjänstgöringsställe för auskultation",
      period: "Period ååmmdd  ååmmdd",
      description: "Beskrivning av auskultationen",
      ...SIGNER,
    },
    unfilled: BY_HAND,
  },
  "2021-bilaga-9": {
    text: {
      ...APPLICANT,
      goals: GOALS,
      place: "Tjänstgöringsställe för klinisk tjänstgöring",
      period: "Period ååmmdd  ååmmdd",
      description: "Beskrivning av den kliniska tjänstgöringen",
      ...SIGNER,
    },
    unfilled: BY_HAND,
  },
  "2021-bilaga-10": {
    text: {
      ...APPLICANT,
      goals: GOALS,
      subject: "Kursens ämne anges i rubrikform",
      description: "Beskrivning av kursen",
      ...SIGNER,
      // 'gäller endast handledare': a course leader who is no supervisor leaves it empty.
      signerSpecialty: "Specialitet gäller endast handledare",
    },
    signerRole: { supervisor: "Handledare", "course-leader": "Kursledare" },
    unfilled: ["Ort och datum", "Personnummer gäller endast handledare"],
  },
  "2021-bilaga-11": {
    text: {
      ...APPLICANT,
      goals: GOALS,
      subject: "Utvecklingsarbetets ämne anges i rubrikform",
      description: "Beskrivning av STläkarens deltagande i utvecklingsarbetet",
      ...SIGNER,
    },
    unfilled: BY_HAND,
  },
  "2021-bilaga-12": {
    // Only for STa3, so no field for the goals.
    text: {
      ...APPLICANT,
      description:
        "Utbildningsaktiviteter som sökanden genomfört för att uppnå delmålet tex kliniska tjänstgöringar under handledning kurser eller tidigare tjänstgöring",
      assessment:
        "Hur det kontrollerats att sökanden uppnått delmålet tex bedömningar av kliniskt omhändertagande eller kursexaminationer",
      ...SIGNER,
    },
    unfilled: BY_HAND,
  },
} as const satisfies Partial<Record<FormKey, FormDefinition>>;
