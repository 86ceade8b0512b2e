import { structuredAssessmentRoutes as routes } from "../../../shared/api/structured-assessments";
import { createRouter, mountRoute } from "../../lib/api-route";
import { mountVersionedRoute } from "../../lib/versioned-route";
import { doctorVersion } from "../records";
import {
  createStructuredAssessment,
  deleteStructuredAssessment,
  listStructuredAssessments,
  updateStructuredAssessment,
} from "./structured-assessments.service";

/** Mini-CEX, DOPS and CbD on 'Sit-ins/Bedömningar' (issue 25). */
export const structuredAssessmentsRouter = createRouter();

mountVersionedRoute(structuredAssessmentsRouter, routes.list, {
  version: (c, { params }) => doctorVersion(c.get("deps").db, c.get("actor"), params.doctorId),
  build: (c, { params }) =>
    listStructuredAssessments(c.get("deps").db, c.get("actor"), params.doctorId),
});
mountRoute(structuredAssessmentsRouter, routes.create, (c, { params, body }) =>
  createStructuredAssessment(c.get("deps").db, c.get("actor"), params.doctorId, body),
);
mountRoute(structuredAssessmentsRouter, routes.update, (c, { params, body }) =>
  updateStructuredAssessment(
    c.get("deps").db,
    c.get("actor"),
    params.doctorId,
    params.assessmentId,
    body,
  ),
);
mountRoute(structuredAssessmentsRouter, routes.remove, (c, { params }) =>
  deleteStructuredAssessment(
    c.get("deps").db,
    c.get("actor"),
    params.doctorId,
    params.assessmentId,
  ),
);
