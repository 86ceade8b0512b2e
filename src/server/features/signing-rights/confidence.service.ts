import { SIGNING_RIGHTS_MESSAGES as M } from "../../../shared/messages/signing-rights";
import { CONFIDENCE_MESSAGES as C } from "../../../shared/messages/signing-rights-confidence";
import { isoDateInTimeZone } from "../../../shared/rules/dates";
import { assessorCalibration } from "../../../shared/rules/signing-rights-confidence";
import type { TCalibration, TSpecialistAssessment } from "../../../shared/schemas/signing-rights";
import type { Db } from "../../db/client";
import { type CsvValue, toCsv } from "../../lib/csv";
import { notFound } from "../../lib/errors";
import { type Actor, assessableDoctorsWhere } from "../../policy";
import { listAssessments, listCalibrationFacts } from "./assessments.repo";
import { toAssessment } from "./signing-rights.mappers";
import { findEvaluation } from "./signing-rights.repo";

/** Every named assessment of the actor's clinics' doctors, per specialist (decisions 225, 231). */
export async function getCalibration(db: Db, actor: Actor): Promise<TCalibration> {
  const facts = (await listCalibrationFacts(db, assessableDoctorsWhere(actor))).map((f) => ({
    ...f,
    evaluationResult: f.evaluationResult as TSpecialistAssessment["evaluationResult"],
  }));
  return { rows: assessorCalibration(facts) };
}

const H = C.csvColumns;
const COLUMNS: [string, (a: TSpecialistAssessment) => CsvValue][] = [
  [H.date, (a) => a.evaluationDate],
  [H.examinationId, (a) => a.examinationId],
  [H.specialist, (a) => a.specialistName ?? M.unknownSpecialist],
  [H.result, (a) => M.resultLabels[a.evaluationResult]],
  [H.difficulty, (a) => (a.caseDifficulty ? M.difficultyLabels[a.caseDifficulty] : null)],
  [H.confidence, (a) => M.confidenceLabels[a.stDoctorConfidence]],
  [H.overall, (a) => a.overallAssessment],
  [H.comments, (a) => a.comments],
  [H.saved, (a) => a.createdAt],
];

/** The evaluation's assessments oldest first, as the director files them (decision 226). */
export async function evaluationAssessmentsCsv(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ csv: string; fileName: string }> {
  const [found, rows] = await Promise.all([
    findEvaluation(db, id, assessableDoctorsWhere(actor)),
    listAssessments(db, id),
  ]);
  if (!found) throw notFound(M.evaluationNotFound);
  const oldestFirst = rows.map(toAssessment).reverse();
  return {
    csv: toCsv(
      COLUMNS.map(([header]) => header),
      oldestFirst.map((a) => COLUMNS.map(([, value]) => value(a))),
    ),
    fileName: C.csvFileName(isoDateInTimeZone(new Date())),
  };
}
