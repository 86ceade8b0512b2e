import { SIGNING_RIGHTS_MESSAGES as M } from "../../../shared/messages/signing-rights";
import {
  calculateSigningRightsStatistics,
  confidenceIndicator,
  countBand,
  decisionSummary,
  evaluationCountIndicator,
  majorChangesIndicator,
  type ReadinessThresholds,
  recommendReadiness,
  successRateBand,
  successRateIndicator,
} from "../../../shared/rules/signing-rights";
import { resultsByDifficulty, resultsByMonth } from "../../../shared/rules/signing-rights-charts";
import {
  certaintyOverThreshold,
  learningCurve,
  resultIntervals,
  trendOfLatest,
} from "../../../shared/rules/signing-rights-confidence";
import type { TEvaluationDetail } from "../../../shared/schemas/signing-rights";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { assessableDoctorsWhere, can } from "../../policy";
import { evaluationAnswerVersion } from "../access";
import { listAssessments } from "./assessments.repo";
import { toAssessment, toEvaluation } from "./signing-rights.mappers";
import { findEvaluation } from "./signing-rights.repo";

/** The version of an evaluation's answer for a reader who may assess its doctor (decision 256). */
export function evaluationVersion(
  db: Db,
  actor: SessionActor,
  id: string,
): Promise<string | undefined> {
  return evaluationAnswerVersion(db, id, assessableDoctorsWhere(actor));
}

/**
 * One evaluation as the statistics tab shows it, in one answer: the assessments, the statistics,
 * the charts' series and the readiness recommendation under the caller's thresholds, every figure
 * from the shared rules.
 */
export async function getEvaluationDetail(
  db: Db,
  actor: SessionActor,
  id: string,
  thresholds: ReadinessThresholds,
): Promise<TEvaluationDetail> {
  const [found, rows] = await Promise.all([
    findEvaluation(db, id, assessableDoctorsWhere(actor)),
    listAssessments(db, id),
  ]);
  if (!found) throw notFound(M.evaluationNotFound);
  const assessments = rows.map(toAssessment);
  const statistics = calculateSigningRightsStatistics(assessments);
  const intervals = resultIntervals(assessments);
  return {
    evaluation: toEvaluation(found),
    assessments,
    statistics,
    readiness: {
      thresholds,
      recommendation: recommendReadiness(statistics, thresholds),
      indicators: {
        successRate: successRateIndicator(statistics.successRate, thresholds),
        majorChanges: majorChangesIndicator(statistics.majorChanges, thresholds),
        evaluationCount: evaluationCountIndicator(statistics.totalEvaluations, thresholds),
        confidence: confidenceIndicator(statistics),
      },
      successBand: successRateBand(statistics.successRate),
      countBand: countBand(statistics.totalEvaluations),
      decisionSummary: decisionSummary(statistics),
    },
    confidence: {
      ...intervals,
      certainty: certaintyOverThreshold(intervals.success, thresholds.successRateThreshold),
      curve: learningCurve(assessments),
      trend: trendOfLatest(assessments),
    },
    charts: {
      byMonth: resultsByMonth(assessments),
      byDifficulty: resultsByDifficulty(assessments),
    },
    permissions: {
      canClose: can(actor, { type: "signing-rights:close" }),
      canDecide: can(actor, { type: "signing-rights:decide" }),
      canDelete: can(actor, { type: "signing-rights:delete" }),
      canSeeCalibration: can(actor, { type: "signing-rights:calibration" }),
    },
  };
}
