import { cohortRoutes as routes } from "../../../shared/api/cohort";
import { COHORT_MESSAGES } from "../../../shared/messages/cohort";
import { cohortView } from "../../../shared/rules/cohort-view";
import { createRouter, mountRoute } from "../../lib/api-route";
import { contentDisposition } from "../../lib/content-disposition";
import { getCohort } from "./cohort.service";
import { cohortCsv } from "./cohort-csv";
import { getWarningSettings, saveWarningSettings } from "./warning-settings.service";

export const cohortRouter = createRouter();

mountRoute(cohortRouter, routes.cohort, (c) => getCohort(c.get("deps").db, c.get("actor")));

/** The rows the page shows with the same filter and order, so the file matches the screen. */
mountRoute(cohortRouter, routes.csv, async (c, { query }) => {
  const cohort = await getCohort(c.get("deps").db, c.get("actor"));
  const csv = cohortCsv(cohortView(cohort.rows, query));
  return c.body(csv, 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": contentDisposition(
      "attachment",
      COHORT_MESSAGES.csvFileName(cohort.today),
    ),
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  });
});

mountRoute(cohortRouter, routes.warningSettings, (c) =>
  getWarningSettings(c.get("deps").db, c.get("actor")),
);
mountRoute(cohortRouter, routes.saveWarningSettings, (c, { body }) =>
  saveWarningSettings(c.get("deps").db, c.get("actor"), body),
);
