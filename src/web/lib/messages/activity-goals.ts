import type { CertificateKind } from "@/shared/curriculum/certificate-forms";

/** Web texts of the delmål an activity supports (issue 24): the field in each form, the badges. */
export const ACTIVITY_GOALS_MESSAGES = {
  label: "Delmål som aktiviteten stödjer",
  column: "Delmål",
  hint: "Välj de delmål som aktiviteten ger underlag för. De föreslagna står först.",
  placeholder: "Sök delmål",
  loading: "Laddar delmål...",
  loadFailed: "Kunde inte ladda delmålen. Ladda om sidan och försök igen.",
  noModel: "Välj ST-modell under Formellt för att välja delmål.",
  nothingFound: "Inget delmål matchar sökningen.",
  clear: "Ta bort alla valda delmål",
  none: "Inga",
  /** The group of options the goal catalogue recommends this kind of activity for. */
  suggested: {
    clinical: "Föreslagna för klinisk tjänstgöring",
    auskultation: "Föreslagna för auskultation",
    course: "Föreslagna för kurser",
    development: "Föreslagna för utvecklingsarbete",
    scientific: "Föreslagna för skriftligt arbete",
  } satisfies Record<CertificateKind, string>,
  others: "Övriga delmål",
  /** Chosen earlier but not a goal of the doctor's model now (a model change, decision 196). */
  otherModel: "Hör inte till vald ST-modell",
} as const;
