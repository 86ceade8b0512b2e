import { applicationRoutes as routes } from "../../../shared/api/application";
import { createRouter, mountRoute } from "../../lib/api-route";
import { contentDisposition } from "../../lib/content-disposition";
import { mountVersionedRoute } from "../../lib/versioned-route";
import { doctorVersion } from "../records";
import {
  getApplication,
  groupCertificates,
  saveCertificate,
  splitCertificate,
} from "./application.service";
import { generateApplication } from "./application-documents.service";
import { listCertificateForms, uploadCertificateForms } from "./certificate-forms.service";
import { receiveForms } from "./receive-forms";

export const applicationRouter = createRouter();

mountRoute(applicationRouter, routes.listForms, (c) => listCertificateForms(c.get("deps").db));
mountRoute(applicationRouter, routes.uploadForms, async (c) => {
  // The role was checked before the body is read (decision 185).
  const files = await receiveForms(c.req.raw);
  return uploadCertificateForms(c.get("deps").db, c.get("actor"), files);
});
mountVersionedRoute(applicationRouter, routes.application, {
  version: (c, { params }) => doctorVersion(c.get("deps").db, c.get("actor"), params.doctorId),
  build: (c, { params }) => getApplication(c.get("deps").db, c.get("actor"), params.doctorId),
});
mountRoute(applicationRouter, routes.saveCertificate, (c, { params, body }) =>
  saveCertificate(c.get("deps").db, c.get("actor"), params.doctorId, params.certificateId, body),
);
mountRoute(applicationRouter, routes.groupCertificates, (c, { params, body }) =>
  groupCertificates(c.get("deps").db, c.get("actor"), params.doctorId, body.certificateIds),
);
mountRoute(applicationRouter, routes.splitCertificate, (c, { params }) =>
  splitCertificate(c.get("deps").db, c.get("actor"), params.doctorId, params.certificateId),
);

mountRoute(applicationRouter, routes.generate, async (c, { params, body }) => {
  const { db, documents } = c.get("deps");
  const file = await generateApplication(db, documents, c.get("actor"), params.doctorId, body);
  return c.body(new Uint8Array(file.bytes), 200, {
    "content-type": file.contentType,
    "content-length": String(file.bytes.length),
    "content-disposition": contentDisposition("attachment", file.fileName),
    "x-content-type-options": "nosniff",
    // The files carry a personnummer: no cache keeps them.
    "cache-control": "no-store",
  });
});
