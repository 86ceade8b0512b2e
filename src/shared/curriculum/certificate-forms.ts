import type { GoalModel } from "./goal-models";

/*
 * Socialstyrelsen's forms for the application for the specialist certificate, as the portal knows
 * them: which forms each model uses, what each is for and the order of the list of bilagor. The
 * field names the server fills live with the server (features/application/forms); the blank PDFs
 * come from the administrator (issue 24).
 */

/** What a certificate attests: one kind per form, the same in both models. */
export const CERTIFICATE_KINDS = [
  "auskultation",
  "clinical",
  "course",
  "development",
  "scientific",
] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** The forms that are not certificates of one activity. */
export const SUMMARY_FORM_ROLES = ["application", "service-list", "competence"] as const;
export type SummaryFormRole = (typeof SUMMARY_FORM_ROLES)[number];

export type FormRole = CertificateKind | SummaryFormRole;

export const FORM_KEYS = [
  "2021-bilaga-5",
  "2021-bilaga-6",
  "2021-bilaga-7",
  "2021-bilaga-8",
  "2021-bilaga-9",
  "2021-bilaga-10",
  "2021-bilaga-11",
  "2021-bilaga-12",
  "2015-bilaga-1",
  "2015-bilaga-2",
  "2015-bilaga-3",
  "2015-bilaga-4",
  "2015-bilaga-5",
  "2015-bilaga-6",
  "2015-bilaga-7",
] as const;
export type FormKey = (typeof FORM_KEYS)[number];

export interface CertificateFormInfo {
  readonly key: FormKey;
  readonly model: GoalModel;
  readonly role: FormRole;
  /** The name the portal shows, e.g. 'Bilaga 9 — Intyg om klinisk tjänstgöring under handledning (2021)'. */
  readonly name: string;
  /** Whether the certificate names its period (the clinical service does, the 2021 course does not). */
  readonly hasPeriod: boolean;
}

const REGULATION: Record<GoalModel, string> = { "2015": "2015", "2021": "2021" };

function form(
  key: FormKey,
  role: FormRole,
  bilaga: string,
  title: string,
  hasPeriod: boolean,
): CertificateFormInfo {
  const model = key.slice(0, 4) as GoalModel;
  return Object.freeze({
    key,
    model,
    role,
    name: `Bilaga ${bilaga} — ${title} (${REGULATION[model]})`,
    hasPeriod,
  });
}

export const CERTIFICATE_FORMS: readonly CertificateFormInfo[] = Object.freeze([
  form("2021-bilaga-5", "application", "5", "Ansökan om bevis om specialistkompetens", false),
  form(
    "2021-bilaga-6",
    "service-list",
    "6",
    "Intyg om fullgjord specialiseringstjänstgöring",
    true,
  ),
  form("2021-bilaga-7", "competence", "7", "Intyg om uppnådd specialistkompetens", false),
  form("2021-bilaga-8", "auskultation", "8", "Intyg om auskultation", true),
  form("2021-bilaga-9", "clinical", "9", "Intyg om klinisk tjänstgöring under handledning", true),
  form("2021-bilaga-10", "course", "10", "Intyg om kurs", false),
  form("2021-bilaga-11", "development", "11", "Intyg om deltagande i utvecklingsarbete", false),
  form("2021-bilaga-12", "scientific", "12", "Intyg om delmål STa3 Medicinsk vetenskap", false),
  form("2015-bilaga-1", "application", "1", "Ansökan om bevis om specialistkompetens", false),
  form("2015-bilaga-2", "competence", "2", "Intyg om uppnådd specialistkompetens", false),
  form("2015-bilaga-3", "auskultation", "3", "Intyg om auskultation", true),
  form("2015-bilaga-4", "clinical", "4", "Intyg om klinisk tjänstgöring under handledning", true),
  form("2015-bilaga-5", "course", "5", "Intyg om kurs", true),
  form("2015-bilaga-6", "development", "6", "Intyg om kvalitets- och utvecklingsarbete", false),
  form("2015-bilaga-7", "scientific", "7", "Intyg om självständigt skriftligt arbete", false),
]);

export function formInfo(key: FormKey): CertificateFormInfo {
  const found = CERTIFICATE_FORMS.find((f) => f.key === key);
  if (!found) throw new Error(`unknown form ${key}`);
  return found;
}

export function formsOfModel(model: GoalModel): readonly CertificateFormInfo[] {
  return CERTIFICATE_FORMS.filter((f) => f.model === model);
}

/** The form a model uses for a role (each model has exactly one per role it uses). */
export function formFor(model: GoalModel, role: FormRole): CertificateFormInfo | undefined {
  return CERTIFICATE_FORMS.find((f) => f.model === model && f.role === role);
}

/**
 * The order of the application's list of bilagor ('Förteckning över bifogade intyg'); every
 * certificate gets its 'Bilaga nr' in this order. The 2015 service list is part of the
 * application itself, so it has no number of its own.
 */
export const BILAGA_ORDER: Record<
  GoalModel,
  readonly (CertificateKind | "service-list" | "competence")[]
> = {
  "2021": [
    "service-list",
    "competence",
    "auskultation",
    "clinical",
    "course",
    "development",
    "scientific",
  ],
  "2015": ["competence", "auskultation", "clinical", "course", "development", "scientific"],
};

/** The Swedish name of each kind, as the list of bilagor words it. */
export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  auskultation: "Auskultation",
  clinical: "Klinisk tjänstgöring under handledning",
  course: "Kurs",
  development: "Utvecklingsarbete",
  scientific: "Vetenskapligt arbete",
};
