import { catalogueRoutes as routes } from "../../../shared/api/catalogue";
import { createRouter, mountRoute } from "../../lib/api-route";
import {
  createCatalogueEntry,
  listCatalogueEntries,
  listProceduresInUse,
  setCatalogueEntryChecked,
  setCatalogueEntryRetired,
  updateCatalogueEntry,
} from "./catalogue.service";
import {
  importGoalCatalogue,
  listGoalTexts,
  setGoalChecked,
  updateGoalDefinition,
} from "./goal-catalogue.service";

/**
 * The admin page 'Katalog', and the two catalogues every signed-in page reads once: the
 * examinations in use (GET /procedures/in-use, decision 117) and the goals (GET /goals, decision
 * 081). Both answer with an ETag, so a browser that has them gets a 304.
 */
export const catalogueRouter = createRouter();

mountRoute(catalogueRouter, routes.proceduresInUse, async (c) => ({
  procedures: await listProceduresInUse(c.get("deps").db),
}));
mountRoute(catalogueRouter, routes.procedures, async (c) => ({
  procedures: await listCatalogueEntries(c.get("deps").db),
}));
mountRoute(catalogueRouter, routes.createProcedure, async (c, { body }) => ({
  procedure: await createCatalogueEntry(c.get("deps").db, c.get("actor"), body),
}));
mountRoute(catalogueRouter, routes.updateProcedure, async (c, { params, body }) => ({
  procedure: await updateCatalogueEntry(c.get("deps").db, c.get("actor"), params.id, body),
}));
mountRoute(catalogueRouter, routes.retireProcedure, async (c, { params, body }) => ({
  procedure: await setCatalogueEntryRetired(
    c.get("deps").db,
    c.get("actor"),
    params.id,
    body.retired,
  ),
}));
mountRoute(catalogueRouter, routes.checkProcedure, async (c, { params, body }) => ({
  procedure: await setCatalogueEntryChecked(
    c.get("deps").db,
    c.get("actor"),
    params.id,
    body.checked,
  ),
}));
mountRoute(catalogueRouter, routes.goals, async (c) => ({
  goals: await listGoalTexts(c.get("deps").db),
}));
mountRoute(catalogueRouter, routes.importGoals, async (c, { body }) =>
  importGoalCatalogue(c.get("deps").db, c.get("actor"), body.content),
);
mountRoute(catalogueRouter, routes.updateGoal, async (c, { params, query, body }) => ({
  goal: await updateGoalDefinition(
    c.get("deps").db,
    c.get("actor"),
    { specialty: query.specialty, id: params.id },
    body,
  ),
}));
mountRoute(catalogueRouter, routes.checkGoal, async (c, { params, query, body }) => ({
  goal: await setGoalChecked(
    c.get("deps").db,
    c.get("actor"),
    { specialty: query.specialty, id: params.id },
    body.checked,
  ),
}));
