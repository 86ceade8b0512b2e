import { Hono } from "hono";
import { z } from "zod";
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
  setCatalogueEntryRetired,
  updateCatalogueEntry,
} from "./catalogue.service";

/** The admin page 'Katalog'. The matrix pages get the catalogue with the ST doctor's record. */
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
  );
