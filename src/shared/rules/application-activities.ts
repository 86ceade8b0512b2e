import type { CertificateKind } from "../curriculum/certificate-forms";
import type { GoalDefinition, GoalModel } from "../curriculum/goal-models";

/*
 * Which kinds of certificate a delmål needs, read from its catalogue entry (issue 24). The
 * catalogue writes each 'utbildningsaktivitet' as Socialstyrelsen words it, and the clinic may edit
 * the texts, so an entry is recognised by the words that name an activity rather than matched
 * whole. Text that names no activity the application has a form for ('Seminarier', 'Litteratur')
 * sets no requirement: the application cannot show it, so it must not hold the application back.
 */

export type ActivityGoal = Pick<
  GoalDefinition,
  "id" | "model" | "recommendedActivities" | "activitiesAreAlternatives"
>;

/**
 * The words that name each kind. Compound words are why most patterns have no word boundary
 * ('Kvalitets- och utvecklingsarbete'); 'kurs' has one on the left, so 'diskussion' and
 * 'exkursion' are no course.
 */
const KIND_PATTERNS: readonly (readonly [CertificateKind, RegExp])[] = [
  ["clinical", /klinisk\s+tjänstgöring|tjänstgöring\s+under\s+handledning/iu],
  ["auskultation", /auskultation/iu],
  ["course", /(?<![\p{L}\p{M}])kurs/iu],
  ["development", /utvecklingsarbete|kvalitetsarbete|förbättringsarbete/iu],
  ["scientific", /skriftligt\s+arbete|vetenskapligt\s+arbete|vetenskapliga\s+principer/iu],
];

/**
 * Goals attested by a form of their own, whose catalogue entry names no activity: 2021's STa3
 * Medicinsk vetenskap has Bilaga 12, the certificate of the scientific work.
 */
const OWN_FORM_GOALS: Record<GoalModel, ReadonlyMap<string, CertificateKind>> = {
  "2015": new Map(),
  "2021": new Map([["STa3", "scientific"]]),
};

/**
 * The kinds one entry names, in the order it names them. The catalogue joins alternatives within
 * an entry ('Klinisk tjänstgöring under handledning alternativt auskultation vid …'), so the kinds
 * of one entry are alternatives to each other.
 */
function kindsNamedIn(text: string): CertificateKind[] {
  return KIND_PATTERNS.flatMap(([kind, pattern]) => {
    const at = pattern.exec(text)?.index;
    return at === undefined ? [] : [{ kind, at }];
  })
    .sort((a, b) => a.at - b.at)
    .map((found) => found.kind);
}

/**
 * The certificate kinds a goal requires: every inner list is one requirement, met by a
 * certificate of any of its kinds that covers the goal. Entries are separate requirements unless
 * the catalogue joins them with 'eller' (`activitiesAreAlternatives`), when all of them together
 * are one. Entries naming no known activity are left out; two entries naming the same kinds are
 * one requirement.
 */
export function activityRequirementsOf(goal: ActivityGoal): CertificateKind[][] {
  const perEntry = goal.recommendedActivities.map(kindsNamedIn).filter((k) => k.length > 0);
  const requirements = goal.activitiesAreAlternatives
    ? [[...new Set(perEntry.flat())]].filter((k) => k.length > 0)
    : perEntry;
  const own = OWN_FORM_GOALS[goal.model].get(goal.id);
  if (own && !requirements.some((kinds) => kinds.length === 1 && kinds[0] === own)) {
    requirements.push([own]);
  }
  const seen = new Set<string>();
  return requirements.filter((kinds) => {
    const key = [...kinds].sort().join("|");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
