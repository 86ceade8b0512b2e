import {
  type CertificateKind,
  type FormKey,
  formFor,
} from "../../../shared/curriculum/certificate-forms";
import type { GoalModel } from "../../../shared/curriculum/goal-models";
import { activityKey } from "../../../shared/rules/activity-keys";
import { formatIsoDate, parseDate } from "../../../shared/rules/dates";
import type {
  ApplicationActivityType,
  TApplicationCertificate,
} from "../../../shared/schemas/application";
import type { TDoctorRecord } from "../../../shared/schemas/doctor-record";
import type { StoredCertificate } from "./application.repo";

/**
 * The application's certificates as the record gives them, with what the doctor stored over them
 * (decision 196): one per activity, or one per stored group.
 */

const KIND_OF: Record<ApplicationActivityType, CertificateKind> = {
  "sit-in": "auskultation",
  rotation: "clinical",
  course: "course",
  development: "development",
  "st-project": "scientific",
};

/** What one activity gives its certificate. */
interface ActivityFacts {
  type: ApplicationActivityType;
  id: string;
  label: string;
  goalIds: readonly string[];
  start: string | null;
  end: string | null;
  description: string;
  /** A name the record already gives for who signs (the sit-in's supervisor). */
  signer: string;
}

/** The ST project is one activity of its own; its id is the doctor's. */
const ST_PROJECT_ID = "st-project";

function activitiesOf(record: TDoctorRecord): ActivityFacts[] {
  const month = (value: string, monthEnd: boolean) => formatIsoDate(parseDate(value, monthEnd));
  const facts: ActivityFacts[] = [
    ...record.sitIns.map((s) => ({
      type: "sit-in" as const,
      id: s.id,
      label: s.topic,
      goalIds: s.goalIds,
      start: s.date,
      end: s.date,
      description: s.notes,
      signer: s.supervisor,
    })),
    ...record.rotations.map((r) => ({
      type: "rotation" as const,
      id: r.id,
      label: r.name,
      goalIds: r.goalIds,
      start: month(r.startDate, false),
      end: month(r.endDate, true),
      description: "",
      signer: "",
    })),
    ...record.courses.map((c) => ({
      type: "course" as const,
      id: c.id,
      label: c.name,
      goalIds: c.goalIds,
      start: c.date,
      end: c.date,
      description: "",
      signer: "",
    })),
    ...record.developmentWorks.map((d) => ({
      type: "development" as const,
      id: d.id,
      label: d.title,
      goalIds: d.goalIds,
      start: d.startDate,
      end: d.endDate,
      description: d.description,
      signer: "",
    })),
  ];
  const project = record.stProject;
  if (project.topic.trim() !== "" || project.goalIds.length > 0) {
    facts.push({
      type: "st-project",
      id: ST_PROJECT_ID,
      label: project.topic,
      goalIds: project.goalIds,
      start: null,
      end: null,
      description: project.summary,
      signer: project.supervisor,
    });
  }
  return facts;
}

/** The certificates without their 'Bilaga nr', in the record's order within each kind. */
export function certificatesOf(
  model: GoalModel,
  record: TDoctorRecord,
  stored: readonly StoredCertificate[],
  goalOrder: readonly string[],
): Omit<TApplicationCertificate, "bilagaNr" | "assessment">[] {
  // What is planned or under way belongs to the plan, not yet to the application (decision 196).
  const activities = activitiesOf(record).filter((a) => a.end === null || a.end <= record.today);
  const byKey = new Map(activities.map((a) => [activityKey(a.type, a.id), a]));
  const claimed = new Set<string>();
  const rank = new Map(goalOrder.map((id, i) => [id, i]));
  const orderGoals = (ids: Iterable<string>) =>
    [...new Set(ids)].sort(
      (a, b) => (rank.get(a) ?? 999) - (rank.get(b) ?? 999) || a.localeCompare(b),
    );

  const certificates: Omit<TApplicationCertificate, "bilagaNr" | "assessment">[] = [];
  const storedFirst = new Map<string, StoredCertificate>();
  for (const s of stored) {
    const live = s.activities
      .map((ref) => byKey.get(activityKey(ref.type, ref.id)))
      .filter((a): a is ActivityFacts => a !== undefined);
    // A certificate whose activities are all gone is left out (decision 196).
    const first = live[0];
    if (!first) continue;
    for (const a of live) claimed.add(activityKey(a.type, a.id));
    storedFirst.set(activityKey(first.type, first.id), s);
  }

  for (const activity of activities) {
    const key = activityKey(activity.type, activity.id);
    const storedHere = storedFirst.get(key);
    if (claimed.has(key) && !storedHere) continue;
    const members = storedHere
      ? storedHere.activities
          .map((ref) => byKey.get(activityKey(ref.type, ref.id)))
          .filter((a): a is ActivityFacts => a !== undefined)
      : [activity];
    certificates.push(toCertificate(model, key, members, storedHere, orderGoals));
  }
  return certificates;
}

function toCertificate(
  model: GoalModel,
  derivedId: string,
  members: readonly ActivityFacts[],
  stored: StoredCertificate | undefined,
  orderGoals: (ids: Iterable<string>) => string[],
): Omit<TApplicationCertificate, "bilagaNr" | "assessment"> {
  const first = members[0] as ActivityFacts;
  const kind = KIND_OF[first.type];
  const starts = members
    .map((m) => m.start)
    .filter((d): d is string => d !== null)
    .sort();
  const ends = members
    .map((m) => m.end)
    .filter((d): d is string => d !== null)
    .sort();
  const ownPeriod = stored?.periodStart && stored.periodEnd ? stored : undefined;
  const form = formFor(model, kind) as { key: FormKey };
  return {
    id: stored?.id ?? derivedId,
    kind,
    formKey: form.key,
    activities: members.map((m) => ({ type: m.type, id: m.id, label: m.label })),
    goalIds: orderGoals(members.flatMap((m) => m.goalIds)),
    place: stored?.place || members.map((m) => m.label).join(", "),
    description:
      stored?.description ||
      members
        .map((m) => m.description)
        .filter((d) => d.trim() !== "")
        .join("\n\n"),
    periodStart: ownPeriod?.periodStart ?? starts[0] ?? null,
    periodEnd: ownPeriod?.periodEnd ?? ends[ends.length - 1] ?? null,
    edited: {
      place: Boolean(stored?.place),
      period: Boolean(ownPeriod),
      description: Boolean(stored?.description),
    },
    signer: {
      name: stored?.signerName || (members.length === 1 ? first.signer : ""),
      specialty: stored?.signerSpecialty ?? "",
      workplace: stored?.signerWorkplace ?? "",
      role: stored?.signerRole ?? "course-leader",
    },
    signedViaLink: stored?.viaLink ?? null,
    version: stored?.version ?? 0,
  };
}
