import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { and, eq, lt, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import type { ApiRoute } from "../../shared/api/route";
import { COMMON_MESSAGES } from "../../shared/messages/common";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { AppError, badRequest, conflict } from "./errors";
import { jsonAnswer } from "./json-answer";

const gunzipAsync = promisify(gunzip);

/** How long a create's key is honoured (decision 158). */
export const IDEMPOTENCY_KEY_HOURS = 24;

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Marks an answer given again from the store rather than by running the request. */
export const REPLAYED_HEADER = "Idempotent-Replayed";

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The header as the OpenAPI document names it on every create. */
export const ZIdempotencyHeaderSchema = z.object({
  "idempotency-key": z
    .string()
    .regex(KEY_PATTERN, COMMON_MESSAGES.idempotencyKeyInvalid)
    .optional()
    .meta({
      description: `One key per form the user opened (8-128 of A-Z a-z 0-9 - _ . :). A repeat of the create with the same key within ${IDEMPOTENCY_KEY_HOURS} hours stores nothing and gets the first answer again, marked ${REPLAYED_HEADER}: true; the same key with another request is 409 (decision 158).`,
    }),
});

/** How long a repeat waits for the first request with its key to finish before it gives up. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 50;

type Claim =
  | { kind: "claimed" }
  | { kind: "stored"; status: number; answer: string }
  | { kind: "running" };

async function claimKey(db: Db, userId: string, key: string, fingerprint: string): Promise<Claim> {
  // An expired key of this user is gone before the claim, so the claim can take its place.
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        lt(
          idempotencyKeys.createdAt,
          sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`,
        ),
      ),
    );
  // The primary key makes the claim atomic on both databases: of two requests at once, one inserts
  // and the other waits for it on PostgreSQL (or runs after it on PGlite) and finds the row.
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: "claimed" };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  // Gone between the insert and the read: the first request failed, so this one may claim it.
  if (!row) return claimKey(db, userId, key, fingerprint);
  if (row.fingerprint !== fingerprint) {
    throw conflict(COMMON_MESSAGES.idempotencyKeyReused);
  }
  if (row.status === null || row.answer === null) return { kind: "running" };
  return { kind: "stored", status: row.status, answer: row.answer };
}

/** What identifies the request besides the key: method, path and (for JSON) the body. */
async function fingerprintOf(
  method: string,
  path: string,
  readBody: (() => Promise<string>) | undefined,
) {
  const hash = createHash("sha256").update(`${method} ${path}\n`);
  if (readBody) hash.update(await readBody());
  return hash.digest("base64url");
}

function withheld(answer: string, fields: readonly string[]): string {
  if (fields.length === 0) return answer;
  const parsed = JSON.parse(answer) as Record<string, unknown>;
  for (const field of fields) delete parsed[field];
  return JSON.stringify(parsed);
}

/** The answer's JSON text, as the handler wrote it (jsonAnswer may have gzipped it). */
async function answerText(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.clone().arrayBuffer());
  const zipped = response.headers.get("content-encoding") === "gzip";
  return (zipped ? await gunzipAsync(bytes) : bytes).toString("utf8");
}

/**
 * A create honours an `Idempotency-Key` per user (decision 158): the first request claims the key
 * and runs; a repeat (a double click, a retry after a lost answer) waits for it and is given its
 * stored answer, so however often it comes there is one row. A failed first request frees the key.
 * Fields named in `withhold` (a one-time password) are not stored, so a replay leaves them out.
 */
export function honourIdempotencyKey(route: ApiRoute): MiddlewareHandler<AppEnv> {
  const withhold = typeof route.idempotent === "object" ? route.idempotent.withhold : [];
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) throw badRequest(COMMON_MESSAGES.idempotencyKeyInvalid);
    const { db } = c.get("deps");
    const userId = c.get("actor").id;
    // An upload's multipart body streams to its handler; its key and path identify it.
    const fingerprint = await fingerprintOf(
      c.req.method,
      c.req.path,
      route.body ? () => c.req.text() : undefined,
    );
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const claim = await claimKey(db, userId, key, fingerprint);
      if (claim.kind === "stored") {
        c.header(REPLAYED_HEADER, "true");
        return jsonAnswer(c, claim.answer, claim.status as ContentfulStatusCode);
      }
      if (claim.kind === "claimed") break;
      if (Date.now() > deadline) {
        throw new AppError(409, COMMON_MESSAGES.idempotencyInProgress, "CONFLICT");
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const forget = () =>
      db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    try {
      await next();
    } catch (error) {
      await forget();
      throw error;
    }
    const { status } = c.res;
    if (c.error || status < 200 || status >= 300) {
      // Nothing was stored (every write commits whole or not at all): a retry may run again.
      await forget();
      return;
    }
    const answer = withheld(await answerText(c.res), withhold);
    await db
      .update(idempotencyKeys)
      .set({ status, answer })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  };
}
