import type { FormKey } from "../../../../shared/curriculum/certificate-forms";
import { APPLICANT, SIGNER } from "./common-fields";
import type { CombinedField, FormDefinition } from "./form-definitions";
import { numbered, SERVICE_LIST_2015 } from "./service-list-fields";

/* SOSFS 2015:8, Bilaga 1–7 (the page footers name the numbers). */

const GOALS = "Delmål som intyget avser tex a1 b1 c1";

/** 'Tjänstgöringsställe och period …' in one field: 'Akutkliniken, Lund, 240115 - 240630'. */
const placeAndPeriod = (field: string): CombinedField => ({
  field,
  slots: ["place", "period"],
  separator: ", ",
});

export const DEFINITIONS_2015 = {
  "2015-bilaga-1": {
    // Its 'Bilaga nr' is the list's first row, not a number of its own: the application is no
    // bilaga, and the service list is part of it.
    text: { ...APPLICANT, email: "Epostadress", monthsTotal: SERVICE_LIST_2015.sum },
    serviceList: SERVICE_LIST_2015,
    // 'Förteckning över bifogade intyg', page 3, top to bottom (checked by position); 'Bilaga
    // nr_8'–'_11' are 'övriga handlingar' (doctoral degree, foreign service, IUP).
    bilagor: {
      competence: "Bilaga nr",
      auskultation: "Bilaga nr_2",
      clinical: "Bilaga nr_3",
      course: "Bilaga nr_4",
      development: "Bilaga nr_5",
      scientific: "Bilaga nr_6",
      "third-country": "Bilaga nr_7",
    },
    unfilled: [
      "Utdelningsadress",
      "Postnummer",
      "Postort",
      "Telefon bostaden inkl riktnummer",
      "Mobiltelefon",
      "Arbetsplats",
      "Telefon arbetet inkl riktnummer",
      "Land",
      ...numbered("Land", 2, 7),
      "Datum ååmmdd",
      ...numbered("Datum ååmmdd", 2, 7),
      "Specialitet",
      ...numbered("Specialitet", 2, 3),
      ...numbered("Bilaga nr", 8, 11),
      "Avgiften betalad ååmmdd",
      "Ort och datum",
    ],
  },
  "2015-bilaga-2": {
    // Head of department, main supervisor and director of studies sign by hand.
    text: { ...APPLICANT, bilagaNr: "Bilaga nr" },
    unfilled: [
      "Ort och datum",
      "Namnförtydligande",
      "Tjänsteställe",
      "Specialitet",
      "Ort och datum_2",
      "Namnförtydligande_2",
      "Personnummer_2",
      "Specialitet_2",
      "Handledarutbildning årtal",
      "Tjänsteställe_3",
      "Ort och datum_3",
      "Namnförtydligande_3",
      "Personnummer_3",
      "Tjänsteställe_2",
      "Efternamn_Stu",
      "Förnamn_Stu",
      "Tjänsteställe_Stu",
      "Kryssruta Nej",
      "Kryssruta Ja",
    ],
  },
  "2015-bilaga-3": {
    text: { ...APPLICANT, goals: GOALS, description: "Beskrivning av auskultationen", ...SIGNER },
    combined: [placeAndPeriod("Tjänstgöringsställe och period ååmmdd  ååmmdd för auskultationen")],
    unfilled: ["Ort och datum"],
  },
  "2015-bilaga-4": {
    text: {
      ...APPLICANT,
      goals: GOALS,
      description: "Beskrivning av den kliniska tjänstgöringen",
      ...SIGNER,
    },
    combined: [
      placeAndPeriod(
        "Tjänstgöringsställe och period ååmmdd  ååmmdd för den kliniska tjänstgöringen",
      ),
    ],
    unfilled: ["Ort och datum", "Namnteckning"],
  },
  "2015-bilaga-5": {
    text: {
      ...APPLICANT,
      goals: GOALS,
      courseLeader: "Kursledare",
      description: "Beskrivning av kursen",
      ...SIGNER,
      signerSpecialty: "Specialitet om den intygande personen är specialistkompetent läkare",
    },
    combined: [
      {
        field: "Ämne i rubrikform och period ååmmdd  ååmmdd för kursen",
        slots: ["subject", "period"],
        separator: ", ",
      },
    ],
    // Under 'Intygande', by the widgets' positions against the printed labels: 'Kryssruta1'
    // (x 75) is the box before 'Kursledare', 'Kryssruta2' (x 164) the one before 'Handledare'.
    signerRole: { "course-leader": "Kryssruta1", supervisor: "Kryssruta2" },
    unfilled: ["Ort och datum"],
  },
  "2015-bilaga-6": {
    text: {
      ...APPLICANT,
      goals: GOALS,
      subject: "Ämne för kvalitets och utvecklingsarbete i rubrikform",
      description: "Beskrivning av kvalitets och utvecklingsarbetet",
      ...SIGNER,
    },
    unfilled: ["Ort och datum"],
  },
  "2015-bilaga-7": {
    text: {
      ...APPLICANT,
      goals: GOALS,
      subject: "Ämne för självständigt skriftligt arbete i rubrikform",
      description: "Beskrivning av det självständiga skriftliga arbetet",
      ...SIGNER,
    },
    unfilled: ["Ort och datum"],
  },
} as const satisfies Partial<Record<FormKey, FormDefinition>>;
