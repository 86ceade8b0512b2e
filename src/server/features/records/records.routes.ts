import type { Context } from "hono";
import {
  RECORD_ITEM_TYPES,
  type RecordItemType,
  recordItemRouteSets,
  recordRoutes as routes,
} from "../../../shared/api/records";
import type { RouteResult } from "../../../shared/api/route";
import { COMMON_MESSAGES } from "../../../shared/messages/common";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import type { AppEnv } from "../../context";
import type { Deps } from "../../deps";
import { createRouter, mountRoute } from "../../lib/api-route";
import { notFound } from "../../lib/errors";
import { mountVersionedRoute } from "../../lib/versioned-route";
import { removeStoredFiles } from "../files";
import { updateFormalities } from "./formalities.service";
import { markMeetingAction } from "./meeting-actions.service";
import { moveToQuarter } from "./plan.service";
import { updateGoal, updateProcedure } from "./progress.service";
import { createRecord, deleteRecord, updateRecord } from "./record-list.service";
import { doctorVersion, getHistory, getRecord } from "./record-read.service";
import { resetRecord } from "./record-reset.service";
import { updateStProject } from "./st-project.service";

export const recordsRouter = createRouter();

mountVersionedRoute(recordsRouter, routes.record, {
  version: (c, { params }) => doctorVersion(c.get("deps").db, c.get("actor"), params.doctorId),
  build: (c, { params }) => getRecord(c.get("deps").db, c.get("actor"), params.doctorId),
});
mountVersionedRoute(recordsRouter, routes.history, {
  version: (c, { params }) => doctorVersion(c.get("deps").db, c.get("actor"), params.doctorId),
  build: (c, { params }) => getHistory(c.get("deps").db, c.get("actor"), params.doctorId),
});
mountRoute(recordsRouter, routes.formalities, (c, { params, body }) =>
  updateFormalities(c.get("deps").db, c.get("actor"), params.doctorId, body),
);
mountRoute(recordsRouter, routes.goal, (c, { params, body }) =>
  updateGoal(c.get("deps").db, c.get("actor"), params.doctorId, params.goalId, body),
);
mountRoute(recordsRouter, routes.procedure, (c, { params, body }) =>
  updateProcedure(c.get("deps").db, c.get("actor"), params.doctorId, params.procedureId, body),
);
mountRoute(recordsRouter, routes.moveToQuarter, (c, { params, body }) =>
  moveToQuarter(
    c.get("deps").db,
    c.get("actor"),
    params.doctorId,
    params.kind,
    params.itemId,
    body,
  ),
);
mountRoute(recordsRouter, routes.meetingAction, (c, { params, body }) =>
  markMeetingAction(c.get("deps").db, c.get("actor"), params.doctorId, params.actionId, body),
);
mountRoute(recordsRouter, routes.stProject, (c, { params, body }) =>
  updateStProject(c.get("deps").db, c.get("actor"), params.doctorId, body),
);
mountRoute(recordsRouter, routes.reset, async (c, { params }) => {
  const deps = c.get("deps");
  const { message, removedPaths } = await resetRecord(deps.db, c.get("actor"), params.doctorId);
  await removeFilesAfterCommit(deps, removedPaths);
  return { message };
});

/**
 * The generic record service serves six types through one union, which TypeScript cannot narrow per
 * type; the answer schema checks each type's answer at run time instead.
 */
type ItemAnswer<T extends RecordItemType> = RouteResult<(typeof recordItemRouteSets)[T]["create"]>;

function mountRecordType<T extends RecordItemType>(type: T) {
  const itemRoutes = recordItemRouteSets[type];
  mountRoute(recordsRouter, itemRoutes.create, async (c, { params, body }) => {
    const saved = await createRecord(c.get("deps").db, c.get("actor"), params.doctorId, type, body);
    return saved as ItemAnswer<T>;
  });
  mountRoute(recordsRouter, itemRoutes.update, async (c, { params, body }) => {
    const saved = await updateRecord(
      c.get("deps").db,
      c.get("actor"),
      params.doctorId,
      type,
      params.recordId,
      body,
    );
    return saved as ItemAnswer<T>;
  });
  mountRoute(recordsRouter, itemRoutes.remove, async (c, { params }) => {
    const deps = c.get("deps");
    const { removedPaths, ...answer } = await deleteRecord(
      deps.db,
      c.get("actor"),
      params.doctorId,
      type,
      params.recordId,
    );
    await removeFilesAfterCommit(deps, removedPaths);
    return answer;
  });
}
for (const type of RECORD_ITEM_TYPES) mountRecordType(type);

// A record type that does not exist is named as such (`/records/constructor` included).
const refuseUnknownType = (c: Context<AppEnv>) => {
  const known = (RECORD_ITEM_TYPES as readonly string[]).includes(c.req.param("type") ?? "");
  throw notFound(known ? COMMON_MESSAGES.notFound : RECORD_MESSAGES.unknownRecordType);
};
recordsRouter.all("/api/st-doctors/:doctorId/records/:type", refuseUnknownType);
recordsRouter.all("/api/st-doctors/:doctorId/records/:type/*", refuseUnknownType);

/** Files leave the disk only after the rows that pointed at them are gone for good. */
function removeFilesAfterCommit(deps: Deps, paths: string[]) {
  return removeStoredFiles(deps.files, paths, deps.logger);
}
