/**
 * The structured workplace-based assessments (issue 25, decision 202): the three kinds, each
 * kind's domains, the one scale they share and the case's difficulty. Data that the web's forms
 * and the server's checks both read, so a domain or a scale step has one definition.
 */

export const ASSESSMENT_KINDS = ["mini-cex", "dops", "cbd"] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

export interface AssessmentDomain {
  readonly id: string;
  readonly label: string;
}

export interface AssessmentKindDefinition {
  readonly kind: AssessmentKind;
  /** The instrument's customary short name, kept as in the literature. */
  readonly name: string;
  /** What it assesses, in Swedish, for the form's heading. */
  readonly explanation: string;
  readonly domains: readonly AssessmentDomain[];
}

const OVERALL: AssessmentDomain = { id: "overall", label: "Helhetsbedömning" };
const PROFESSIONALISM: AssessmentDomain = { id: "professionalism", label: "Professionalism" };
const COMMUNICATION: AssessmentDomain = { id: "communication", label: "Kommunikation" };

export const ASSESSMENT_FORMS: Readonly<Record<AssessmentKind, AssessmentKindDefinition>> = {
  "mini-cex": {
    kind: "mini-cex",
    name: "Mini-CEX",
    explanation:
      "Mini Clinical Evaluation Exercise: direkt observation av ett kliniskt patientmöte, t.ex. anamnes, undersökning och information till patienten.",
    domains: [
      { id: "history", label: "Anamnes" },
      { id: "examination", label: "Undersökning" },
      COMMUNICATION,
      { id: "clinical-judgement", label: "Klinisk bedömning" },
      PROFESSIONALISM,
      { id: "organisation", label: "Organisation/effektivitet" },
      OVERALL,
    ],
  },
  dops: {
    kind: "dops",
    name: "DOPS",
    explanation:
      "Direct Observation of Procedural Skills: direkt observation av en praktisk procedur eller undersökning, från indikation till eftervård.",
    domains: [
      { id: "indication-knowledge", label: "Indikation och kunskap om proceduren" },
      { id: "consent", label: "Information och samtycke" },
      { id: "preparation", label: "Förberedelse" },
      { id: "technical-skill", label: "Teknisk färdighet" },
      { id: "asepsis-safety", label: "Aseptik och patientsäkerhet" },
      { id: "complications", label: "Hantering av komplikationer och eftervård" },
      COMMUNICATION,
      PROFESSIONALISM,
      OVERALL,
    ],
  },
  cbd: {
    kind: "cbd",
    name: "CbD",
    explanation:
      "Case-based Discussion: strukturerat samtal utifrån ett fall som ST-läkaren handlagt och journalfört, om bedömningar och beslut.",
    domains: [
      { id: "record-keeping", label: "Journalföring" },
      { id: "clinical-assessment", label: "Klinisk bedömning" },
      { id: "investigations", label: "Utredning och undersökningar" },
      { id: "management", label: "Handläggning och behandling" },
      { id: "follow-up", label: "Uppföljning och planering" },
      PROFESSIONALISM,
      OVERALL,
    ],
  },
};

/**
 * One scale for every domain of every kind, anchored to what is expected at the doctor's stage of
 * training rather than to a specialist (decision 202). 'Kan ej bedömas' is a choice of its own,
 * stored as null.
 */
export const RATING_SCALE = [
  { value: 1, label: "Klart under förväntad nivå" },
  { value: 2, label: "Under förväntad nivå" },
  { value: 3, label: "Gränsfall" },
  { value: 4, label: "På förväntad nivå" },
  { value: 5, label: "Över förväntad nivå" },
  { value: 6, label: "Klart över förväntad nivå" },
] as const;
export const RATING_MIN = 1;
export const RATING_MAX = 6;
export const NOT_ASSESSABLE_LABEL = "Kan ej bedömas";

/** A domain's rating: a step of the scale, or null for 'kan ej bedömas'. */
export type Rating = number | null;
export type Ratings = Readonly<Record<string, Rating>>;

export const CASE_DIFFICULTY_LEVELS = ["low", "medium", "high"] as const;
export type CaseDifficultyLevel = (typeof CASE_DIFFICULTY_LEVELS)[number];
export const CASE_DIFFICULTY_LABELS: Record<CaseDifficultyLevel, string> = {
  low: "Låg",
  medium: "Medel",
  high: "Hög",
};

export const ASSESSOR_ROLES = ["main-supervisor", "supervisor", "specialist", "other"] as const;
export type AssessorRole = (typeof ASSESSOR_ROLES)[number];
export const ASSESSOR_ROLE_LABELS: Record<AssessorRole, string> = {
  "main-supervisor": "Huvudhandledare",
  supervisor: "Handledare",
  specialist: "Specialistläkare",
  other: "Annan bedömare",
};

export function ratingLabel(rating: Rating): string {
  if (rating === null) return NOT_ASSESSABLE_LABEL;
  return RATING_SCALE.find((step) => step.value === rating)?.label ?? String(rating);
}
