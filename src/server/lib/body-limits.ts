import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { COMMON_MESSAGES } from "../../shared/messages/common";
import { AppError } from "./errors";

/** Every JSON request the portal makes is a few kilobytes; the largest text field is far below. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

/**
 * The routes that take a large body and limit it themselves: a certificate (10 MB, streamed) and
 * the administrator's blank forms (decision 195).
 */
const UPLOAD_PATH = /^\/api\/(st-doctors\/[^/]+\/files|certificate-forms)\/?$/;

/** A goal catalogue imported from a JSON file (decision 240): one specialty's goals, at most 1 MB. */
export const GOAL_IMPORT_MAX_BYTES = 1024 * 1024;
const IMPORT_PATH = /^\/api\/catalog\/goals\/import\/?$/;
const limitImport = bodyLimit({
  maxSize: GOAL_IMPORT_MAX_BYTES,
  onError: () => {
    throw new AppError(413, COMMON_MESSAGES.bodyTooLarge, "PAYLOAD_TOO_LARGE");
  },
});

const limitJson = bodyLimit({
  maxSize: JSON_BODY_MAX_BYTES,
  onError: () => {
    throw new AppError(413, COMMON_MESSAGES.bodyTooLarge, "PAYLOAD_TOO_LARGE");
  },
});

/**
 * Stops reading a body past the limit (by Content-Length at once, else while streaming), before
 * any session lookup or parsing, so an anonymous caller cannot make the server hold megabytes.
 */
export const limitRequestBody: MiddlewareHandler = (c, next) => {
  // A GET or HEAD has no body to limit, and asking the request for one makes the Node adapter
  // build a whole Fetch Request for it (about a tenth of a millisecond on every read).
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  if (c.req.method === "POST" && UPLOAD_PATH.test(c.req.path)) return next();
  if (c.req.method === "POST" && IMPORT_PATH.test(c.req.path)) return limitImport(c, next);
  return limitJson(c, next);
};

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Whether the request says its body is JSON; without that Hono's validator sees `{}`. */
export function isJsonRequest(contentType: string | undefined): boolean {
  return JSON_MEDIA_TYPE.test(contentType?.split(";")[0]?.trim() ?? "");
}
