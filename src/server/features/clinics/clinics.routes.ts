import { clinicRoutes as routes } from "../../../shared/api/clinics";
import { createRouter, mountRoute } from "../../lib/api-route";
import { mountVersionedRoute, sharedVersion } from "../../lib/versioned-route";
import {
  createClinic,
  deleteClinic,
  listClinicsFor,
  moveDoctor,
  updateClinic,
} from "./clinics.service";

export const clinicsRouter = createRouter();

mountVersionedRoute(clinicsRouter, routes.list, {
  version: sharedVersion,
  build: (c) => listClinicsFor(c.get("deps").db, c.get("actor")),
});
mountRoute(clinicsRouter, routes.create, async (c, { body }) => ({
  clinic: await createClinic(c.get("deps").db, c.get("actor"), body),
}));
mountRoute(clinicsRouter, routes.update, async (c, { params, body }) => ({
  clinic: await updateClinic(c.get("deps").db, c.get("actor"), params.id, body),
}));
mountRoute(clinicsRouter, routes.remove, (c, { params }) =>
  deleteClinic(c.get("deps").db, c.get("actor"), params.id),
);
mountRoute(clinicsRouter, routes.moveDoctor, (c, { params, body }) =>
  moveDoctor(c.get("deps").db, c.get("actor"), params.id, body.clinicId),
);
