import type { Db } from "../src/server/db/client";
import { signingRightsEvaluations, specialistEvaluations } from "../src/server/db/schema";
import { addDays } from "../src/shared/rules/dates";
import {
  CASE_DIFFICULTIES,
  defaultEvaluationPeriod,
  type EvaluationResult,
} from "../src/shared/rules/signing-rights";
import { DEMO_SPECIALISTS } from "./demo-signing-rights-data";

/*
 * The benchmark's signing-rights evaluations (decision 135): one with many assessments, whose
 * statistics request is measured, among a clinic's worth of ordinary ones for the list.
 */

export interface SigningRightsBenchInput {
  /** ST doctors: the first gets the large evaluation, each of the others an ordinary one. */
  doctorIds: readonly string[];
  /** The account that entered the assessments. */
  specialistId: string;
  today: string;
  /** Assessments of the large evaluation. */
  large: number;
  /** Assessments of each ordinary evaluation. */
  ordinary: number;
  /**
   * All assessments together, instead of `ordinary` each: what the large one leaves is spread
   * evenly over the ordinary evaluations (the first ones get one more where it does not divide).
   */
  total?: number;
}

/** Rows per insert statement, well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

/** Success nine times in ten, one in ten major changes: a doctor close to ready. */
const RESULT_CYCLE: readonly EvaluationResult[] = [
  "no_changes",
  "no_changes",
  "minor_changes",
  "no_changes",
  "no_changes",
  "minor_changes",
  "no_changes",
  "no_changes",
  "minor_changes",
  "major_changes",
];

/** Writes the evaluations and returns the large one's id and the row counts. */
export async function seedSigningRightsBench(db: Db, input: SigningRightsBenchInput) {
  const evaluations: (typeof signingRightsEvaluations.$inferInsert)[] = [];
  const assessments: (typeof specialistEvaluations.$inferInsert)[] = [];
  const others = Math.max(1, input.doctorIds.length - 1);
  const rest = input.total === undefined ? 0 : Math.max(0, input.total - input.large);
  const ordinaryCount = (d: number) =>
    input.total === undefined
      ? input.ordinary
      : Math.floor(rest / others) + (d - 1 < rest % others ? 1 : 0);
  input.doctorIds.forEach((stDoctorId, d) => {
    const count = d === 0 ? input.large : ordinaryCount(d);
    // One assessment a day or so, ending yesterday; the large one reaches back years.
    const first = addDays(input.today, -count - 1);
    const id = crypto.randomUUID();
    evaluations.push({
      id,
      stDoctorId,
      procedureType: d % 2 === 0 ? "c7-tte" : "c4-mps",
      ...defaultEvaluationPeriod(first),
      createdBy: input.specialistId,
    });
    for (let i = 0; i < count; i++) {
      const evaluationDate = addDays(first, i);
      assessments.push({
        id: crypto.randomUUID(),
        signingRightsEvaluationId: id,
        specialistId: input.specialistId,
        stDoctorId,
        evaluationDate,
        examinationId: `EKO-${evaluationDate.slice(0, 4)}-${String(1000 + i).padStart(5, "0")}`,
        evaluationResult: RESULT_CYCLE[(i + d) % RESULT_CYCLE.length]!,
        caseDifficulty: CASE_DIFFICULTIES[i % CASE_DIFFICULTIES.length]!,
        overallAssessment: 1 + (i % 5),
        stDoctorConfidence: i % 3 === 0 ? "would_discuss" : "would_sign",
        specialistName: DEMO_SPECIALISTS[i % DEMO_SPECIALISTS.length]!,
        comments: i % 4 === 0 ? "Bra systematik; kompletterade med jämförelse mot tidigare." : "",
      });
    }
  });
  for (let i = 0; i < evaluations.length; i += CHUNK)
    await db.insert(signingRightsEvaluations).values(evaluations.slice(i, i + CHUNK));
  for (let i = 0; i < assessments.length; i += CHUNK)
    await db.insert(specialistEvaluations).values(assessments.slice(i, i + CHUNK));
  return {
    largeId: evaluations[0]!.id,
    evaluations: evaluations.length,
    assessments: assessments.length,
  };
}
