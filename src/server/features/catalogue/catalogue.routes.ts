import { catalogueRoutes as routes } from "../../../shared/api/catalogue";
import { createRouter, mountRoute } from "../../lib/api-route";
import {
  createCatalogueEntry,
  listCatalogueFor,
  setCatalogueEntryChecked,
  setCatalogueEntryRetired,
  updateCatalogueEntry,
} from "./catalogue.service";
import { listGoalsFor, setGoalChecked, updateGoalDefinition } from "./goal-catalogue.service";

/**
 * The admin page 'Katalog'. The matrix pages get the examination catalogue with the ST doctor's
 * record; every signed-in page reads the goal catalogue from GET /goals (decision 081).
 */
export const catalogueRouter = createRouter();

mountRoute(catalogueRouter, routes.procedures, async (c) => ({
  procedures: await listCatalogueFor(c.get("deps").db, c.get("actor")),
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
  goals: await listGoalsFor(c.get("deps").db, c.get("actor")),
}));
mountRoute(catalogueRouter, routes.updateGoal, async (c, { params, body }) => ({
  goal: await updateGoalDefinition(c.get("deps").db, c.get("actor"), params.id, body),
}));
mountRoute(catalogueRouter, routes.checkGoal, async (c, { params, body }) => ({
  goal: await setGoalChecked(c.get("deps").db, c.get("actor"), params.id, body.checked),
}));
