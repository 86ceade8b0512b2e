import { randomUUID } from "node:crypto";
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import {
  applicationCertificateActivities,
  applicationCertificates,
  courses,
  developmentWorks,
  rotations,
  sitIns,
  stProjects,
} from "../src/server/db/schema";
import type { CertificateKind } from "../src/shared/curriculum/certificate-forms";
import { type GoalModel, getGoals } from "../src/shared/curriculum/goals";
import { activityRequirementsOf } from "../src/shared/rules/application-activities";
import { addDays } from "../src/shared/rules/dates";

/**
 * The demo doctors' application for the specialist certificate (issue 24): the delmål of every
 * finished activity, a development work, and certificates with signers, so that 'Ansökan' shows a
 * nearly complete application. Two gaps are left on purpose, for a reviewer to fix: one delmål no
 * activity supports (`UNCOVERED_GOAL`) and one certificate without its signer (the last course).
 */

const UNCOVERED_GOAL: Record<GoalModel, string> = { "2021": "STc13", "2015": "c11" };

const SIGNERS: Record<CertificateKind, { name: string; specialty: string; workplace: string }> = {
  clinical: {
    name: "Karin Holm",
    specialty: "Klinisk fysiologi",
    workplace: "Klinisk fysiologi, SUS Lund",
  },
  auskultation: {
    name: "Lars Lindqvist",
    specialty: "Klinisk fysiologi",
    workplace: "Klinisk fysiologi, SUS Lund",
  },
  course: { name: "Eva Ekström", specialty: "Klinisk fysiologi", workplace: "Region Skåne" },
  development: {
    name: "Vera Lund",
    specialty: "Klinisk fysiologi",
    workplace: "Klinisk fysiologi, SUS Lund",
  },
  scientific: {
    name: "Lars Lindqvist",
    specialty: "Klinisk fysiologi",
    workplace: "Lunds universitet",
  },
};

interface Activity {
  kind: CertificateKind;
  type: "rotation" | "course" | "sit-in" | "development" | "st-project";
  id: string;
  goalIds: string[];
}

/** The doctor's activities that have ended by `today`, in the order a certificate list shows them. */
async function finishedActivities(tx: Db, userId: string, today: string): Promise<Activity[]> {
  const monthOfToday = today.slice(0, 7);
  const own = <T extends { userId: unknown }>(t: T) => eq(t.userId as never, userId);
  const rotationRows = await tx.select().from(rotations).where(own(rotations));
  const courseRows = await tx
    .select()
    .from(courses)
    .where(and(own(courses), lte(courses.date, today)));
  const sitInRows = await tx
    .select()
    .from(sitIns)
    .where(and(own(sitIns), lte(sitIns.date, today)));
  const developmentRows = await tx
    .select()
    .from(developmentWorks)
    .where(and(own(developmentWorks), lte(developmentWorks.endDate, today)));
  const activity = (kind: CertificateKind, type: Activity["type"], id: string): Activity => ({
    kind,
    type,
    id,
    goalIds: [],
  });
  return [
    ...sitInRows.map((r) => activity("auskultation", "sit-in", r.id)),
    // A rotation whose last month is this one has not ended yet.
    ...rotationRows
      .filter((r) => r.endMonth < monthOfToday)
      .sort((a, b) => a.startMonth.localeCompare(b.startMonth))
      .map((r) => activity("clinical", "rotation", r.id)),
    ...courseRows
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((r) => activity("course", "course", r.id)),
    ...developmentRows.map((r) => activity("development", "development", r.id)),
    activity("scientific", "st-project", "st-project"),
  ];
}

/**
 * Gives every goal of the model (but the one left uncovered) to an activity of each kind its
 * catalogue entry asks for, taking turns among the activities of a kind.
 */
function assignGoals(model: GoalModel, activities: Activity[]) {
  const turn = new Map<CertificateKind, number>();
  for (const goal of getGoals(model)) {
    if (goal.id === UNCOVERED_GOAL[model]) continue;
    const requirements = activityRequirementsOf(goal);
    for (const kinds of requirements.length > 0 ? requirements : [["clinical" as const]]) {
      const kind = kinds.find((k) => activities.some((a) => a.kind === k));
      if (!kind) continue;
      const ofKind = activities.filter((a) => a.kind === kind);
      const n = turn.get(kind) ?? 0;
      turn.set(kind, n + 1);
      const chosen = ofKind[n % ofKind.length] as Activity;
      if (!chosen.goalIds.includes(goal.id)) chosen.goalIds.push(goal.id);
    }
  }
  // More activities of a kind than goals to share: the rest support what the first one does.
  for (const a of activities) {
    const sibling = activities.find((b) => b.kind === a.kind && b.goalIds.length > 0);
    if (a.goalIds.length === 0 && sibling) a.goalIds.push(...sibling.goalIds.slice(0, 2));
  }
}

/** Writes the demo application of a doctor whose record was just written. */
export async function seedDemoApplication(tx: Db, userId: string, model: GoalModel, today: string) {
  await tx.insert(developmentWorks).values({
    id: randomUUID(),
    userId,
    title: "Säkrare remissflöde för arbetsprov",
    description:
      "Kartlade remisserna under ett halvår och införde en checklista för indikationerna.",
    startDate: addDays(today, -300),
    endDate: addDays(today, -120),
  });
  const activities = await finishedActivities(tx, userId, today);
  assignGoals(model, activities);
  const tables = {
    rotation: rotations,
    course: courses,
    "sit-in": sitIns,
    development: developmentWorks,
  };
  const lastCourse = activities.filter((a) => a.kind === "course").at(-1);
  for (const a of activities) {
    if (a.type === "st-project") {
      await tx.update(stProjects).set({ goalIds: a.goalIds }).where(eq(stProjects.userId, userId));
    } else {
      const table = tables[a.type];
      await tx.update(table).set({ goalIds: a.goalIds }).where(eq(table.id, a.id));
    }
    const certificateId = randomUUID();
    const signer = a === lastCourse ? { name: "", specialty: "", workplace: "" } : SIGNERS[a.kind];
    await tx.insert(applicationCertificates).values({
      id: certificateId,
      userId,
      kind: a.kind,
      signerName: signer.name,
      signerSpecialty: signer.specialty,
      signerWorkplace: signer.workplace,
    });
    await tx.insert(applicationCertificateActivities).values({
      certificateId,
      userId,
      activityType: a.type,
      activityId: a.id,
    });
  }
}
