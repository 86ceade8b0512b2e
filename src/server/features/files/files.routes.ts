import { Hono } from "hono";
import { previewKind } from "../../../shared/rules/file-upload";
import { requireSession } from "../../auth/session";
import type { AppEnv } from "../../context";
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

/** RFC 6266 / 5987: an ASCII fallback name plus the exact name in UTF-8. */
export function contentDisposition(type: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Mounted at /api/st-doctors: uploads and certificate removal for one ST doctor's record. A
 * certificate is removed by `DELETE …/certificates/:kind/:itemId/:fileId` (an item may hold
 * several); the contract by `…/certificates/contract`.
 */
export const doctorFileRoutes = new Hono<AppEnv>()
  .post("/:doctorId/files", requireSession(), async (c) => {
    const deps = c.get("deps");
    const doctorId = c.req.param("doctorId");
    // Refused before a byte of the body is read or stored.
    await authorizeUpload(deps, c.get("actor"), doctorId);
    const upload = await receiveUpload(deps.files, doctorId, c.req.raw);
    const result = await uploadCertificate(deps, c.get("actor"), doctorId, upload);
    return c.json(result, 201);
  })
  .delete("/:doctorId/certificates/contract", requireSession(), async (c) => {
    const result = await removeCertificate(
      c.get("deps"),
      c.get("actor"),
      c.req.param("doctorId"),
      "contract",
      undefined,
    );
    return c.json(result);
  })
  .delete("/:doctorId/certificates/:kind/:itemId", requireSession(), async (c) => {
    // Without a file id only the contract (one per doctor) can be meant.
    const result = await removeCertificate(
      c.get("deps"),
      c.get("actor"),
      c.req.param("doctorId"),
      c.req.param("kind"),
      c.req.param("itemId"),
    );
    return c.json(result);
  })
  .delete("/:doctorId/certificates/:kind/:itemId/:fileId", requireSession(), async (c) => {
    const result = await removeCertificate(
      c.get("deps"),
      c.get("actor"),
      c.req.param("doctorId"),
      c.req.param("kind"),
      c.req.param("itemId"),
      c.req.param("fileId"),
    );
    return c.json(result);
  });

/** Mounted at /api/files: the only way to read a stored file. */
export const fileRoutes = new Hono<AppEnv>().get("/:fileId", requireSession(), async (c) => {
  const { row, stream, size } = await openFile(
    c.get("deps"),
    c.get("actor"),
    c.req.param("fileId"),
  );
  const inline = isInlineType(row.fileType);
  return c.body(stream, 200, {
    "content-type": row.fileType,
    "content-length": String(size),
    "content-disposition": contentDisposition(inline ? "inline" : "attachment", row.originalName),
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
    "content-security-policy": previewKind(row.fileType) === "pdf" ? PDF_CSP : FILE_CSP,
    "cross-origin-resource-policy": "same-origin",
  });
});
