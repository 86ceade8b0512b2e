import { signingRightsRoutes as routes } from "../../../shared/api/signing-rights";
import { createRouter, mountRoute } from "../../lib/api-route";
import { contentDisposition } from "../../lib/content-disposition";
import { mountVersionedRoute } from "../../lib/versioned-route";
import { evaluationAssessmentsCsv, getCalibration } from "./confidence.service";
import { evaluationVersion, getEvaluationDetail } from "./evaluation-detail.service";
import {
  createAssessment,
  decideEvaluation,
  getOptions,
  listAllEvaluations,
  removeEvaluation,
  setEvaluationStatus,
} from "./signing-rights.service";

/** The 'Signeringsrätt' page: assessments, evaluations, statistics and decisions. */
export const signingRightsRouter = createRouter();

mountRoute(signingRightsRouter, routes.options, (c) =>
  getOptions(c.get("deps").db, c.get("actor")),
);
mountRoute(signingRightsRouter, routes.createAssessment, (c, { body }) =>
  createAssessment(c.get("deps").db, c.get("actor"), body),
);
mountRoute(signingRightsRouter, routes.evaluations, async (c) => ({
  evaluations: await listAllEvaluations(c.get("deps").db, c.get("actor")),
}));
mountVersionedRoute(signingRightsRouter, routes.evaluation, {
  version: (c, { params }) => evaluationVersion(c.get("deps").db, c.get("actor"), params.id),
  build: (c, { params, query }) =>
    getEvaluationDetail(c.get("deps").db, c.get("actor"), params.id, query),
});
mountRoute(signingRightsRouter, routes.assessmentsCsv, async (c, { params }) => {
  const { csv, fileName } = await evaluationAssessmentsCsv(
    c.get("deps").db,
    c.get("actor"),
    params.id,
  );
  return c.body(csv, 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": contentDisposition("attachment", fileName),
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  });
});
mountRoute(signingRightsRouter, routes.calibration, (c) =>
  getCalibration(c.get("deps").db, c.get("actor")),
);
mountRoute(signingRightsRouter, routes.setStatus, async (c, { params, body }) => ({
  evaluation: await setEvaluationStatus(c.get("deps").db, c.get("actor"), params.id, body),
}));
mountRoute(signingRightsRouter, routes.decide, async (c, { params, body }) => ({
  evaluation: await decideEvaluation(c.get("deps").db, c.get("actor"), params.id, body),
}));
mountRoute(signingRightsRouter, routes.remove, async (c, { params }) => ({
  ok: true as const,
  assessmentsRemoved: await removeEvaluation(c.get("deps").db, c.get("actor"), params.id),
}));
