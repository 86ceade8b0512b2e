import { assessmentLinkRoutes as routes } from "../../../shared/api/assessment-links";
import { clientAddress } from "../../auth/session";
import { createRouter, mountRoute } from "../../lib/api-route";
import {
  answerLink,
  createRequest,
  listForDoctor,
  openLink,
  revokeRequest,
} from "./assessment-links.service";

/** Assessments by a one-time link: the requester's routes and the link page's public ones. */
export const assessmentLinksRouter = createRouter();

mountRoute(assessmentLinksRouter, routes.create, (c, { body }) =>
  createRequest(c.get("deps"), c.get("actor"), body),
);
mountRoute(assessmentLinksRouter, routes.list, async (c, { query }) => ({
  requests: await listForDoctor(c.get("deps").db, c.get("actor"), query.doctorId),
}));
mountRoute(assessmentLinksRouter, routes.revoke, async (c, { params }) => ({
  request: await revokeRequest(c.get("deps").db, c.get("actor"), params.id),
}));
mountRoute(assessmentLinksRouter, routes.open, (c, { body }) =>
  openLink(c.get("deps").db, body.token, clientAddress(c)),
);
mountRoute(assessmentLinksRouter, routes.answer, (c, { body }) =>
  answerLink(c.get("deps").db, body, clientAddress(c)),
);
