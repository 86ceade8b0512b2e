import { STRUCTURED_ASSESSMENT_MESSAGES as M } from "../messages/structured-assessments";
import {
  ASSESSMENT_FORMS,
  ASSESSMENT_KINDS,
  type AssessmentKind,
  RATING_MAX,
  RATING_MIN,
  type Ratings,
} from "./structured-assessment-forms";

/**
 * Why a kind's ratings cannot be saved, or null when they can: every domain of the kind rated on
 * the scale or marked 'kan ej bedömas' (null), and no domain of another kind.
 */
export function ratingsProblem(kind: AssessmentKind, ratings: Ratings): string | null {
  const form = ASSESSMENT_FORMS[kind];
  const labelOf = new Map(form.domains.map((d) => [d.id, d.label]));
  for (const [domainId, rating] of Object.entries(ratings)) {
    const label = labelOf.get(domainId);
    if (label === undefined) return M.domainNotOfKind(domainId, form.name);
    if (rating === null) continue;
    if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
      return M.ratingOutOfScale(label);
    }
  }
  const missing = form.domains.find((d) => !Object.hasOwn(ratings, d.id));
  return missing ? M.domainMissing(missing.label) : null;
}

/** What the evidence of one goal or examination reads of an assessment. */
export interface EvidenceFacts {
  readonly id: string;
  readonly kind: AssessmentKind;
  readonly date: string;
}

export interface Evidence {
  readonly count: number;
  /** How many of each kind, in the kinds' order; kinds without any are left out. */
  readonly byKind: readonly { kind: AssessmentKind; count: number; latestDate: string }[];
  /** The newest (latest date; on one date the greater id, so the answer is stable). */
  readonly latest: EvidenceFacts | null;
}

const isNewer = (a: EvidenceFacts, b: EvidenceFacts) =>
  a.date > b.date || (a.date === b.date && a.id > b.id);

/** The evidence of a set of assessments: a count, the count of each kind and the latest. */
export function summarizeEvidence(assessments: readonly EvidenceFacts[]): Evidence {
  let latest: EvidenceFacts | null = null;
  const perKind = new Map<AssessmentKind, { count: number; latestDate: string }>();
  for (const a of assessments) {
    if (latest === null || isNewer(a, latest)) latest = a;
    const seen = perKind.get(a.kind);
    perKind.set(a.kind, {
      count: (seen?.count ?? 0) + 1,
      latestDate: seen && seen.latestDate > a.date ? seen.latestDate : a.date,
    });
  }
  const byKind = ASSESSMENT_KINDS.flatMap((kind) => {
    const entry = perKind.get(kind);
    return entry ? [{ kind, ...entry }] : [];
  });
  return { count: assessments.length, byKind, latest };
}

/**
 * The evidence of each goal (or examination) the assessments are linked to, by its id: `linksOf`
 * names an assessment's goal ids or examination ids.
 */
export function evidenceByLink<A extends EvidenceFacts>(
  assessments: readonly A[],
  linksOf: (assessment: A) => readonly string[],
): Map<string, Evidence> {
  const grouped = new Map<string, A[]>();
  for (const a of assessments) {
    for (const link of new Set(linksOf(a))) {
      const list = grouped.get(link) ?? [];
      list.push(a);
      grouped.set(link, list);
    }
  }
  return new Map([...grouped].map(([link, list]) => [link, summarizeEvidence(list)]));
}

/**
 * How it was checked that a delmål is reached, as the certificate says it:
 * 'Mini-CEX 3 st (senast 2026-05-12), DOPS 1 st (2026-04-01)'; '' without assessments.
 */
export function evidenceSentence(evidence: Evidence): string {
  return evidence.byKind
    .map(({ kind, count, latestDate }) => {
      const when = count === 1 ? latestDate : `senast ${latestDate}`;
      return `${ASSESSMENT_FORMS[kind].name} ${count} st (${when})`;
    })
    .join(", ");
}

/**
 * The sentence for a certificate of these delmål: every assessment linked to any of them, each
 * counted once.
 */
export function evidenceSentenceFor(
  goalIds: readonly string[],
  assessments: readonly (EvidenceFacts & { goalIds: readonly string[] })[],
): string {
  const goals = new Set(goalIds);
  return evidenceSentence(
    summarizeEvidence(assessments.filter((a) => a.goalIds.some((id) => goals.has(id)))),
  );
}
