/**
 * Comparing two revisions of an IUP, heading by heading (issue 25, decision 199): the lines of
 * the free texts that were added or removed (a changed line is the old one removed and the new one
 * added), and the linked items (delmål, examinations, activities, supervisors, follow-up dates)
 * that were added or removed. Pure, so the page and its tests compare alike.
 */

export const IUP_HEADINGS = [
  "background",
  "goals",
  "activities",
  "supervision",
  "assessment",
  "followUp",
] as const;
export type IupHeading = (typeof IUP_HEADINGS)[number];

/** What a revision says, as far as a comparison reads it. */
export interface IupComparable {
  background: string;
  goalsText: string;
  goalIds: readonly string[];
  examinationIds: readonly string[];
  activitiesText: string;
  activityLinks: readonly { type: string; id: string }[];
  mainSupervisorName: string;
  otherSupervisorNames: readonly string[];
  meetingFrequency: string;
  supervisionText: string;
  assessmentText: string;
  followUpDates: readonly string[];
  followUpText: string;
}

/** The kinds of linked items, so a page can name each. */
export type IupLinkKind = "goal" | "examination" | "activity" | "supervisor" | "followUpDate";

export interface LineChange {
  kind: "same" | "added" | "removed";
  text: string;
}

export interface LinkChange {
  kind: IupLinkKind;
  /** The goal's or examination's id, `type:id` of an activity, a name or a date. */
  value: string;
}

export interface HeadingComparison {
  heading: IupHeading;
  lines: LineChange[];
  added: LinkChange[];
  removed: LinkChange[];
  changed: boolean;
}

/** The text under a heading, one line per line; the supervision's fields lead their heading. */
function textOf(r: IupComparable, heading: IupHeading): string[] {
  const parts: Record<IupHeading, string[]> = {
    background: [r.background],
    goals: [r.goalsText],
    activities: [r.activitiesText],
    supervision: [
      r.mainSupervisorName && `Huvudhandledare: ${r.mainSupervisorName}`,
      r.meetingFrequency && `Handledningstillfällen: ${r.meetingFrequency}`,
      r.supervisionText,
    ],
    assessment: [r.assessmentText],
    followUp: [r.followUpText],
  };
  return parts[heading].flatMap((text) => (text === "" ? [] : text.split("\n")));
}

function linksOf(r: IupComparable, heading: IupHeading): LinkChange[] {
  const of = (kind: IupLinkKind, values: readonly string[]) =>
    values.map((value) => ({ kind, value }));
  switch (heading) {
    case "goals":
      return [...of("goal", r.goalIds), ...of("examination", r.examinationIds)];
    case "activities":
      return of(
        "activity",
        r.activityLinks.map((l) => `${l.type}:${l.id}`),
      );
    case "supervision":
      return of("supervisor", r.otherSupervisorNames);
    case "followUp":
      return of("followUpDate", r.followUpDates);
    default:
      return [];
  }
}

/** The lines of `before` and `after` in order, each kept, removed or added (a longest common subsequence). */
export function diffLines(before: readonly string[], after: readonly string[]): LineChange[] {
  const n = before.length;
  const m = after.length;
  // common[i][j]: the longest common subsequence of before[i..] and after[j..].
  const common = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      common[i]![j] =
        before[i] === after[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const out: LineChange[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      out.push({ kind: "same", text: before[i]! });
      i++;
      j++;
    } else if (j < m && (i === n || common[i]![j + 1]! >= common[i + 1]![j]!)) {
      out.push({ kind: "added", text: after[j]! });
      j++;
    } else {
      out.push({ kind: "removed", text: before[i]! });
      i++;
    }
  }
  return out;
}

const key = (l: LinkChange) => `${l.kind}\u0000${l.value}`;

function minus(a: readonly LinkChange[], b: readonly LinkChange[]): LinkChange[] {
  const inB = new Set(b.map(key));
  return a.filter((l) => !inB.has(key(l)));
}

/** What changed from `before` to `after`, under each heading in the IUP's order. */
export function compareIupRevisions(
  before: IupComparable,
  after: IupComparable,
): HeadingComparison[] {
  return IUP_HEADINGS.map((heading) => {
    const lines = diffLines(textOf(before, heading), textOf(after, heading));
    const added = minus(linksOf(after, heading), linksOf(before, heading));
    const removed = minus(linksOf(before, heading), linksOf(after, heading));
    const changed = added.length > 0 || removed.length > 0 || lines.some((l) => l.kind !== "same");
    return { heading, lines, added, removed, changed };
  });
}
