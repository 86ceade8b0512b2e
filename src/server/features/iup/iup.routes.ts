import { iupRoutes as routes } from "../../../shared/api/iup";
import { IUP_PRINT_MESSAGES } from "../../../shared/messages/iup";
import { createRouter, mountRoute } from "../../lib/api-route";
import { contentDisposition } from "../../lib/content-disposition";
import { mountVersionedRoute } from "../../lib/versioned-route";
import { doctorVersion } from "../records";
import { acknowledge, createRevision, getIup, revisionForPrint, saveDraft } from "./iup.service";
import { buildIupPrint } from "./iup-print";

export const iupRouter = createRouter();

mountVersionedRoute(iupRouter, routes.iup, {
  version: (c, { params }) => doctorVersion(c.get("deps").db, c.get("actor"), params.doctorId),
  build: (c, { params }) => getIup(c.get("deps").db, c.get("actor"), params.doctorId),
});
mountRoute(iupRouter, routes.createRevision, (c, { params, body }) =>
  createRevision(c.get("deps").db, c.get("actor"), params.doctorId, body),
);
mountRoute(iupRouter, routes.saveDraft, (c, { params, body }) =>
  saveDraft(c.get("deps").db, c.get("actor"), params.doctorId, params.revisionId, body),
);
mountRoute(iupRouter, routes.acknowledge, (c, { params, body }) =>
  acknowledge(c.get("deps").db, c.get("actor"), params.doctorId, params.revisionId, body.version),
);
// Printed by the portfolio's renderer: its worker threads, caps and cache (decision 199).
mountRoute(iupRouter, routes.pdf, async (c, { params }) => {
  const { db, portfolios } = c.get("deps");
  const actor = c.get("actor");
  const input = await revisionForPrint(db, actor, params.doctorId, params.revisionId);
  const pdf = await portfolios.render(actor.id, buildIupPrint(input));
  const name = IUP_PRINT_MESSAGES.fileName(
    input.record.doctor.displayName,
    input.revision.number,
    input.revision.revisionDate,
  );
  return c.body(new Uint8Array(pdf), 200, {
    "content-type": "application/pdf",
    "content-length": String(pdf.length),
    "content-disposition": contentDisposition("attachment", `${name}.pdf`),
    "x-content-type-options": "nosniff",
    "cache-control": "no-store",
  });
});
