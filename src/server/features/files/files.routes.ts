import { fileRoutes as routes } from "../../../shared/api/files";
import { nameForStoredType, previewKind } from "../../../shared/rules/file-upload";
import { createRouter, mountRoute } from "../../lib/api-route";
import { contentDisposition } from "../../lib/content-disposition";
import { isInlineType } from "../../lib/file-type";
import { authorizeUpload, openFile, removeCertificate, uploadCertificate } from "./files.service";
import { receiveUpload } from "./receive-upload";

/**
 * The CSP of a served file. Images and Word files get `sandbox` (no script, no same origin, no
 * forms) and nothing to load. Chromium does not show a PDF in a sandboxed document (its viewer is
 * a plugin-like embedded object), so a PDF gets no `sandbox` and object-src 'self', but still loads
 * nothing else and may only be framed by the portal. Not yet checked in a browser: decision 031.
 */
const FILE_CSP =
  "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
const PDF_CSP =
  "default-src 'none'; object-src 'self'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

export const filesRouter = createRouter();

mountRoute(filesRouter, routes.upload, async (c, { params }) => {
  const deps = c.get("deps");
  // Refused before a byte of the body is read or stored.
  await authorizeUpload(deps, c.get("actor"), params.doctorId);
  const upload = await receiveUpload(deps.files, params.doctorId, c.req.raw);
  return uploadCertificate(deps, c.get("actor"), params.doctorId, upload);
});
mountRoute(filesRouter, routes.removeContract, (c, { params }) =>
  removeCertificate(c.get("deps"), c.get("actor"), params.doctorId, "contract", undefined),
);
// Without a file id only the contract (one per doctor) can be meant.
mountRoute(filesRouter, routes.removeWithoutFile, (c, { params }) =>
  removeCertificate(c.get("deps"), c.get("actor"), params.doctorId, params.kind, params.itemId),
);
mountRoute(filesRouter, routes.remove, (c, { params }) =>
  removeCertificate(
    c.get("deps"),
    c.get("actor"),
    params.doctorId,
    params.kind,
    params.itemId,
    params.fileId,
  ),
);

/** The only way to read a stored file. */
mountRoute(filesRouter, routes.read, async (c, { params }) => {
  const { row, stream, size } = await openFile(c.get("deps"), c.get("actor"), params.fileId);
  const inline = isInlineType(row.fileType);
  return c.body(stream, 200, {
    "content-type": row.fileType,
    "content-length": String(size),
    "content-disposition": contentDisposition(
      inline ? "inline" : "attachment",
      nameForStoredType(row.originalName, row.fileType),
    ),
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
    "content-security-policy": previewKind(row.fileType) === "pdf" ? PDF_CSP : FILE_CSP,
    // The viewer frames a PDF; the app-wide DENY would stop older browsers that skip the CSP.
    "x-frame-options": "SAMEORIGIN",
    "cross-origin-resource-policy": "same-origin",
  });
});
