import type { Context } from "hono";
import { accountRoutes as routes } from "../../../shared/api/account";
import type { AppEnv } from "../../context";
import { createRouter, mountRoute } from "../../lib/api-route";
import { exportUserData } from "./data-export.service";

export const dataExportRouter = createRouter();

async function exportAnswer(c: Context<AppEnv>, userId: string) {
  const deps = c.get("deps");
  const requestId = c.get("requestId");
  const { fileName, stream } = await exportUserData(deps, c.get("actor"), userId, (path) =>
    deps.logger.warn({ requestId, userId, storagePath: path }, "export: stored file missing"),
  );
  return c.body(stream, 200, {
    "content-type": "application/zip",
    "content-disposition": `attachment; filename="${fileName}"`,
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
  });
}

mountRoute(dataExportRouter, routes.exportOwn, (c) => exportAnswer(c, c.get("actor").id));
mountRoute(dataExportRouter, routes.exportUser, (c, { params }) => exportAnswer(c, params.id));
