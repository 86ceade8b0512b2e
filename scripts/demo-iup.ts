import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../src/server/db/client";
import {
  iupFollowUpDates,
  iupRevisions,
  rotations,
  supervisorAssignments,
  users,
} from "../src/server/db/schema";
import { displayName } from "../src/shared/roles";
import { addDays } from "../src/shared/rules/dates";

/**
 * Maja Berg's IUP (issue 25): Karin Holm marked as her main supervisor, two revisions both
 * acknowledged, and a draft of the third with a follow-up a few days ahead, so the overview shows
 * the next follow-up and the comparison has something to show.
 */
export async function seedDemoIup(
  tx: Db,
  doctorId: string,
  mainSupervisorId: string,
  today: string,
) {
  const existing = await tx
    .select({ id: iupRevisions.id })
    .from(iupRevisions)
    .where(eq(iupRevisions.stDoctorId, doctorId))
    .limit(1);
  if (existing.length > 0) return;
  await tx
    .update(supervisorAssignments)
    .set({ isMain: true })
    .where(
      and(
        eq(supervisorAssignments.stDoctorId, doctorId),
        eq(supervisorAssignments.supervisorId, mainSupervisorId),
      ),
    );
  const [doctor] = await tx.select().from(users).where(eq(users.id, doctorId));
  const [main] = await tx.select().from(users).where(eq(users.id, mainSupervisorId));
  if (!doctor || !main) return;
  const planned = await tx
    .select({ id: rotations.id })
    .from(rotations)
    .where(eq(rotations.userId, doctorId))
    .orderBy(rotations.startMonth)
    .limit(3);
  const doctorName = displayName(doctor);
  const mainName = displayName(main);
  const common = {
    stDoctorId: doctorId,
    background:
      "Legitimerad läkare 2021. AT vid Skånes universitetssjukhus.\nSex månader vikariat på fysiologen före ST.",
    mainSupervisorName: mainName,
    otherSupervisorNames: ["Lars Lindqvist"],
    activitiesText: "Randningar enligt planen. Kurs i strålskydd under året.",
    activityLinks: planned.map((r) => ({ type: "rotation", id: r.id })),
  };
  const at = (date: string) => new Date(`${date}T10:00:00Z`);
  const first = addDays(today, -420);
  const second = addDays(today, -150);
  const draft = addDays(today, -3);
  const revisions = [
    {
      ...common,
      number: 1,
      revisionDate: first,
      goalsText: "Grunderna i arbetsprov och ekokardiografi.",
      goalIds: ["STa1", "STc1", "STc7"],
      examinationIds: [] as string[],
      meetingFrequency: "Varannan vecka",
      assessmentText: "Sit-ins och bedömning vid handledarsamtal.",
      followUpText: "Halvårsvis med huvudhandledaren.",
      followUps: [addDays(first, 180)],
      ack: { doctor: addDays(first, 2), supervisor: addDays(first, 3) },
    },
    {
      ...common,
      number: 2,
      revisionDate: second,
      goalsText:
        "Grunderna i arbetsprov och ekokardiografi.\nNuklearmedicin: myokardskintigrafi under våren.",
      goalIds: ["STa1", "STc1", "STc4", "STc7"],
      examinationIds: [] as string[],
      meetingFrequency: "Varannan vecka",
      assessmentText: "Sit-ins och Mini-CEX varje månad.",
      followUpText: "Halvårsvis med huvudhandledaren, årligen med studierektor.",
      followUps: [addDays(second, 140)],
      ack: { doctor: addDays(second, 1), supervisor: addDays(second, 1) },
    },
    {
      ...common,
      number: 3,
      revisionDate: draft,
      goalsText:
        "Nuklearmedicin: myokardskintigrafi under våren.\nKlinisk neurofysiologi under hösten.",
      goalIds: ["STa1", "STc4", "STc7", "STc12"],
      examinationIds: [] as string[],
      meetingFrequency: "Varje vecka under nuklearmedicinen",
      assessmentText: "Sit-ins och Mini-CEX varje månad. DOPS vid arbetsprov.",
      followUpText: "Halvårsvis med huvudhandledaren, årligen med studierektor.",
      followUps: [addDays(today, 5), addDays(today, 180)],
      ack: null,
    },
  ];
  for (const { followUps, ack, ...values } of revisions) {
    const id = randomUUID();
    await tx.insert(iupRevisions).values({
      id,
      ...values,
      authorId: mainSupervisorId,
      authorName: mainName,
      ...(ack
        ? {
            doctorAckBy: doctorId,
            doctorAckName: doctorName,
            doctorAckAt: at(ack.doctor),
            supervisorAckBy: mainSupervisorId,
            supervisorAckName: mainName,
            supervisorAckAt: at(ack.supervisor),
            version: 3,
          }
        : {}),
    });
    await tx
      .insert(iupFollowUpDates)
      .values(
        followUps.map((followUpDate) => ({ revisionId: id, stDoctorId: doctorId, followUpDate })),
      );
  }
}
