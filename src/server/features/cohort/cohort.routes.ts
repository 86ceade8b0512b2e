import { cohortRoutes as routes } from "../../../shared/api/cohort";
import { createRouter, mountRoute } from "../../lib/api-route";
import { contentDisposition } from "../../lib/content-disposition";
import { mountVersionedRoute } from "../../lib/versioned-route";
import { cohortCsvStream, cohortVersion, getCohortPage } from "./cohort-page.service";
import { getWarningSettings, saveWarningSettings } from "./warning-settings.service";

export const cohortRouter = createRouter();

mountVersionedRoute(cohortRouter, routes.cohort, {
  version: (c) => cohortVersion(c.get("deps").db, c.get("actor")),
  build: (c, { query }) => getCohortPage(c.get("deps").db, c.get("actor"), query),
});

/** The rows the page shows with the same filter and order, so the file matches the screen. */
mountRoute(cohortRouter, routes.csv, async (c, { query }) => {
  const { fileName, body } = await cohortCsvStream(c.get("deps").db, c.get("actor"), query);
  return c.body(body, 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": contentDisposition("attachment", fileName),
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  });
});

mountRoute(cohortRouter, routes.warningSettings, (c, { query }) =>
  getWarningSettings(c.get("deps").db, c.get("actor"), query.clinicId),
);
mountRoute(cohortRouter, routes.saveWarningSettings, (c, { body, query }) =>
  saveWarningSettings(c.get("deps").db, c.get("actor"), body, query.clinicId),
);
