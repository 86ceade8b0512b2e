import { Hono } from "hono";
import { z } from "zod";
import {
  ZSetCheckedRequestSchema,
  ZUpdateGoalDefinitionRequestSchema,
} from "../../../shared/schemas/goal-catalogue";
import {
  ZCreateProcedureDefinitionRequestSchema,
  ZUpdateProcedureDefinitionRequestSchema,
} from "../../../shared/schemas/procedure-catalogue";
import { requireSession } from "../../auth/session";
import type { AppEnv } from "../../context";
import { validate } from "../../lib/validate";
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
export const catalogueRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/procedures", async (c) => {
    const procedures = await listCatalogueFor(c.get("deps").db, c.get("actor"));
    return c.json({ procedures });
  })
  .post("/procedures", validate("json", ZCreateProcedureDefinitionRequestSchema), async (c) => {
    const procedure = await createCatalogueEntry(
      c.get("deps").db,
      c.get("actor"),
      c.req.valid("json"),
    );
    return c.json({ procedure }, 201);
  })
  .patch(
    "/procedures/:id",
    validate("json", ZUpdateProcedureDefinitionRequestSchema),
    async (c) => {
      const procedure = await updateCatalogueEntry(
        c.get("deps").db,
        c.get("actor"),
        c.req.param("id"),
        c.req.valid("json"),
      );
      return c.json({ procedure });
    },
  )
  .put(
    "/procedures/:id/retired",
    validate(
      "json",
      z.object({ retired: z.boolean({ error: "Ange om undersökningen är utgången." }) }),
    ),
    async (c) => {
      const procedure = await setCatalogueEntryRetired(
        c.get("deps").db,
        c.get("actor"),
        c.req.param("id"),
        c.req.valid("json").retired,
      );
      return c.json({ procedure });
    },
  )
  .put("/procedures/:id/checked", validate("json", ZSetCheckedRequestSchema), async (c) => {
    const procedure = await setCatalogueEntryChecked(
      c.get("deps").db,
      c.get("actor"),
      c.req.param("id"),
      c.req.valid("json").checked,
    );
    return c.json({ procedure });
  })
  .get("/goals", async (c) => {
    const goals = await listGoalsFor(c.get("deps").db, c.get("actor"));
    return c.json({ goals });
  })
  .patch("/goals/:id", validate("json", ZUpdateGoalDefinitionRequestSchema), async (c) => {
    const goal = await updateGoalDefinition(
      c.get("deps").db,
      c.get("actor"),
      c.req.param("id"),
      c.req.valid("json"),
    );
    return c.json({ goal });
  })
  .put("/goals/:id/checked", validate("json", ZSetCheckedRequestSchema), async (c) => {
    const goal = await setGoalChecked(
      c.get("deps").db,
      c.get("actor"),
      c.req.param("id"),
      c.req.valid("json").checked,
    );
    return c.json({ goal });
  });
