import type { CertificateKind } from "../curriculum/certificate-forms";

/** Swedish texts of the application for the specialist certificate (issue 24). */

/** A kind as a sentence names it: 'Intyget för klinisk tjänstgöring', 'intyg om kurs'. */
const KIND_PHRASES: Record<CertificateKind, string> = {
  auskultation: "auskultation",
  clinical: "klinisk tjänstgöring",
  course: "kurs",
  development: "utvecklingsarbete",
  scientific: "vetenskapligt arbete",
};

/** 'a', 'a och b', 'a, b och c'. */
function swedishList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} och ${items[items.length - 1]}`;
}

export const APPLICATION_MESSAGES = {
  /** 'Delmål STc4 Nuklearmedicin': how a gap names a goal. */
  goalName: (id: string, title: string) => `Delmål ${id} ${title}`.trimEnd(),
  /** 'Intyget för klinisk tjänstgöring "Nuklearmedicin, Lund"': how a gap names a certificate. */
  certificateName: (kind: CertificateKind, title: string) =>
    title.trim() === ""
      ? `Intyget för ${KIND_PHRASES[kind]} utan namn`
      : `Intyget för ${KIND_PHRASES[kind]} "${title.trim()}"`,
  formMissing: (formName: string) =>
    `Blanketten ${formName} har inte laddats upp. En administratör behöver ladda upp den innan ansökan kan fyllas i.`,
  goalNotCovered: (goal: string) => `${goal} täcks inte av något intyg.`,
  /** Each requirement is met by any of its kinds: 'om klinisk tjänstgöring eller auskultation'. */
  activityKindMissing: (goal: string, requirements: readonly (readonly CertificateKind[])[]) =>
    `${goal} saknar intyg ${swedishList(
      requirements.map((kinds) => `om ${kinds.map((k) => KIND_PHRASES[k]).join(" eller ")}`),
    )}, som målbeskrivningen anger.`,
  goalsMissing: (certificate: string) => `${certificate} tar inte upp något delmål.`,
  goalOfOtherModel: (certificate: string, goalId: string, modelLabel: string) =>
    `${certificate} tar upp delmål ${goalId}, som inte hör till målbeskrivningen ${modelLabel}.`,
  signerMissing: (certificate: string) => `${certificate} saknar intygsgivare.`,
  periodMissing: (certificate: string) => `${certificate} saknar period (från och till).`,
  periodBeforeSt: (certificate: string, stStart: string) =>
    `${certificate} avser en period som börjar före ST-periodens start ${stStart}.`,
  periodAfterSt: (certificate: string, stEnd: string) =>
    `${certificate} avser en period som slutar efter ST-periodens slut ${stEnd}.`,
  periodAroundSt: (certificate: string, stStart: string, stEnd: string) =>
    `${certificate} avser en period som börjar före ST-periodens start ${stStart} och slutar efter dess slut ${stEnd}.`,
  periodInFuture: (certificate: string, end: string) =>
    `${certificate} avser en period som slutar ${end}, efter dagens datum.`,
} as const;
