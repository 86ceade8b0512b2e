import { Hono } from "hono";
import { z } from "zod";
import { ZUpdateFormalitiesRequestSchema } from "../../../shared/schemas/formalities";
import {
  ZMoveToQuarterRequestSchema,
  ZUpdateGoalProgressRequestSchema,
  ZUpdateProcedureProgressRequestSchema,
} from "../../../shared/schemas/progress";
import { ZUpdateStProjectRequestSchema } from "../../../shared/schemas/st-project";
import { requireSession } from "../../auth/session";
import type { AppEnv } from "../../context";
import { validate } from "../../lib/validate";
import { removeStoredFiles } from "../files";
import { updateFormalities } from "./formalities.service";
import { moveToQuarter } from "./plan.service";
import { updateGoal, updateProcedure } from "./progress.service";
import { createRecord, deleteRecord, updateRecord } from "./record-list.service";
import { getHistory, getRecord } from "./record-read.service";
import { resetRecord } from "./record-reset.service";
import { updateStProject } from "./st-project.service";

/** Any JSON body; the record type's own schema validates it in the service. */
const anyJson = validate("json", z.unknown());

/** An ST doctor's record, mounted under /api/st-doctors/:doctorId. */
export const recordRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/:doctorId/record", async (c) => {
    return c.json(await getRecord(c.get("deps").db, c.get("actor"), c.req.param("doctorId")));
  })
  .get("/:doctorId/history", async (c) => {
    return c.json(await getHistory(c.get("deps").db, c.get("actor"), c.req.param("doctorId")));
  })
  .put("/:doctorId/formalities", validate("json", ZUpdateFormalitiesRequestSchema), async (c) => {
    return c.json(
      await updateFormalities(
        c.get("deps").db,
        c.get("actor"),
        c.req.param("doctorId"),
        c.req.valid("json"),
      ),
    );
  })
  .put(
    "/:doctorId/goals/:goalId",
    validate("json", ZUpdateGoalProgressRequestSchema),
    async (c) => {
      const { doctorId, goalId } = c.req.param();
      return c.json(
        await updateGoal(c.get("deps").db, c.get("actor"), doctorId, goalId, c.req.valid("json")),
      );
    },
  )
  .put(
    "/:doctorId/procedures/:procedureId",
    validate("json", ZUpdateProcedureProgressRequestSchema),
    async (c) => {
      const { doctorId, procedureId } = c.req.param();
      return c.json(
        await updateProcedure(
          c.get("deps").db,
          c.get("actor"),
          doctorId,
          procedureId,
          c.req.valid("json"),
        ),
      );
    },
  )
  .put(
    "/:doctorId/plan/:kind/:itemId",
    validate("json", ZMoveToQuarterRequestSchema),
    async (c) => {
      const { doctorId, kind, itemId } = c.req.param();
      return c.json(
        await moveToQuarter(
          c.get("deps").db,
          c.get("actor"),
          doctorId,
          kind,
          itemId,
          c.req.valid("json"),
        ),
      );
    },
  )
  .put("/:doctorId/st-project", validate("json", ZUpdateStProjectRequestSchema), async (c) => {
    return c.json(
      await updateStProject(
        c.get("deps").db,
        c.get("actor"),
        c.req.param("doctorId"),
        c.req.valid("json"),
      ),
    );
  })
  .post("/:doctorId/reset", async (c) => {
    const deps = c.get("deps");
    const { message, removedPaths } = await resetRecord(
      deps.db,
      c.get("actor"),
      c.req.param("doctorId"),
    );
    await removeFilesAfterCommit(deps, removedPaths);
    return c.json({ message });
  })
  .post("/:doctorId/records/:type", anyJson, async (c) => {
    const { doctorId, type } = c.req.param();
    return c.json(
      await createRecord(c.get("deps").db, c.get("actor"), doctorId, type, c.req.valid("json")),
      201,
    );
  })
  .put("/:doctorId/records/:type/:recordId", anyJson, async (c) => {
    const { doctorId, type, recordId } = c.req.param();
    return c.json(
      await updateRecord(
        c.get("deps").db,
        c.get("actor"),
        doctorId,
        type,
        recordId,
        c.req.valid("json"),
      ),
    );
  })
  .delete("/:doctorId/records/:type/:recordId", async (c) => {
    const { doctorId, type, recordId } = c.req.param();
    const deps = c.get("deps");
    const { message, removedPaths } = await deleteRecord(
      deps.db,
      c.get("actor"),
      doctorId,
      type,
      recordId,
    );
    await removeFilesAfterCommit(deps, removedPaths);
    return c.json({ message });
  });

/** Files leave the disk only after the rows that pointed at them are gone for good. */
function removeFilesAfterCommit(deps: AppEnv["Variables"]["deps"], paths: string[]) {
  return removeStoredFiles(deps.files, paths, deps.logger);
}
