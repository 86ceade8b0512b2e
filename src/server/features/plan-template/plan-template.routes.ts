import { planTemplateRoutes as routes } from "../../../shared/api/plan-template";
import { createRouter, mountRoute } from "../../lib/api-route";
import { removeStoredFiles } from "../files";
import { applyTemplate } from "./apply.service";
import { getClinicTemplate, saveClinicTemplate } from "./clinic-template.service";
import { previewTemplate } from "./doctor-template";
import { undoTemplate } from "./undo.service";

export const planTemplateRouter = createRouter();

mountRoute(planTemplateRouter, routes.clinicTemplate, (c, { params }) =>
  getClinicTemplate(c.get("deps").db, c.get("actor"), params.id),
);
mountRoute(planTemplateRouter, routes.saveClinicTemplate, (c, { params, body }) =>
  saveClinicTemplate(c.get("deps").db, c.get("actor"), params.id, body),
);
mountRoute(planTemplateRouter, routes.doctorTemplate, (c, { params }) =>
  previewTemplate(c.get("deps").db, c.get("actor"), params.doctorId),
);
mountRoute(planTemplateRouter, routes.apply, (c, { params }) =>
  applyTemplate(c.get("deps").db, c.get("actor"), params.doctorId),
);
mountRoute(planTemplateRouter, routes.undo, async (c, { params }) => {
  const deps = c.get("deps");
  const { removedPaths, ...answer } = await undoTemplate(
    deps.db,
    c.get("actor"),
    params.doctorId,
    params.applicationId,
  );
  // The certificates' bytes leave the disk only once the rows that pointed at them are gone.
  await removeStoredFiles(deps.files, removedPaths, deps.logger);
  return answer;
});
