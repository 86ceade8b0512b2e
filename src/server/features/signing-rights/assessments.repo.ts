import { asc, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { specialistEvaluations as assessments, users } from "../../db/schema";

type AssessmentRow = typeof assessments.$inferSelect;

/**
 * The spelling a specialist's name was first saved with, when `name` matches one ignoring case and
 * edge spaces (lower() folds å, ä and ö on both databases); undefined for a new name.
 */
export async function firstSpellingOf(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: assessments.specialistName })
    .from(assessments)
    .where(sql`lower(btrim(${assessments.specialistName})) = lower(${name.trim()})`)
    .orderBy(asc(assessments.createdAt))
    .limit(1);
  return row?.name?.trim();
}

/** The newest specialist names, newest first; the service de-duplicates them. */
export async function latestSpecialistNames(db: Db, scan: number): Promise<(string | null)[]> {
  const rows = await db
    .select({ name: assessments.specialistName })
    .from(assessments)
    .where(isNotNull(assessments.specialistName))
    .orderBy(desc(assessments.createdAt))
    .limit(scan);
  return rows.map((r) => r.name);
}

export async function insertAssessment(
  db: Db,
  values: typeof assessments.$inferInsert,
): Promise<AssessmentRow> {
  const [row] = await db.insert(assessments).values(values).returning();
  if (!row) throw new Error("Insert returned no row");
  return row;
}

/** What an assessment's answer needs of its row. */
export type AssessmentFields = Omit<AssessmentRow, "specialistId" | "updatedAt">;

/** One assessment as listAssessments reads it: its fields in this order, the time as ISO text. */
type AssessmentTuple = [
  string,
  string,
  string,
  string,
  string,
  string | null,
  number | null,
  string,
  string | null,
  string,
  string,
  boolean,
  string | null,
  string | null,
];

/**
 * Newest first, as the list shows them. One JSON array of arrays rather than a row per
 * assessment: the embedded database hands rows over cell by cell, which for a thousand assessments
 * took most of the statistics request; on PostgreSQL the two cost about the same
 * (docs/performance.md).
 */
export async function listAssessments(db: Db, evaluationId: string): Promise<AssessmentFields[]> {
  const a = assessments;
  const [found] = await db
    .select({
      rows: sql<AssessmentTuple[] | null>`json_agg(json_build_array(
        ${a.id}, ${a.stDoctorId}, ${a.evaluationDate}, ${a.examinationId}, ${a.evaluationResult},
        ${a.caseDifficulty}, ${a.overallAssessment}, ${a.stDoctorConfidence}, ${a.specialistName},
        ${a.comments}, ${a.createdAt}, ${a.viaLink}, ${a.assessorRole}, ${a.assessorWorkplace}
      ) order by ${a.evaluationDate} desc, ${a.createdAt} desc, ${a.id} desc)`,
    })
    .from(a)
    .where(eq(a.signingRightsEvaluationId, evaluationId));
  return (found?.rows ?? []).map((r) => ({
    id: r[0],
    signingRightsEvaluationId: evaluationId,
    stDoctorId: r[1],
    evaluationDate: r[2],
    examinationId: r[3],
    evaluationResult: r[4],
    caseDifficulty: r[5],
    overallAssessment: r[6],
    stDoctorConfidence: r[7],
    specialistName: r[8],
    comments: r[9],
    createdAt: new Date(r[10]),
    viaLink: r[11],
    assessorRole: r[12],
    assessorWorkplace: r[13],
  }));
}

/** What the assessors' calibration reads of every assessment of the doctors `within` keeps. */
export async function listCalibrationFacts(
  db: Db,
  within: SQL,
): Promise<{ stDoctorId: string; specialistName: string | null; evaluationResult: string }[]> {
  return db
    .select({
      stDoctorId: assessments.stDoctorId,
      specialistName: assessments.specialistName,
      evaluationResult: assessments.evaluationResult,
    })
    .from(assessments)
    .innerJoin(users, eq(users.id, assessments.stDoctorId))
    .where(within);
}
