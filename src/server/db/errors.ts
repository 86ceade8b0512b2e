/**
 * What a database error means for the request. Drizzle wraps driver errors (`cause`) and Node
 * reports a refused connection to a name with several addresses as an AggregateError, so every
 * check looks through the whole chain.
 */

/** SQLSTATEs of a database that is away: connection (08), resources (53), shutdown (57P0x), and a
 * statement cancelled by statement_timeout (57014). */
const UNAVAILABLE_STATE = /^(08|53|57P0)|^57014$/;
/** Serialization failure and deadlock: the transaction lost a race and may simply be run again. */
const RETRYABLE_STATES = new Set(["40001", "40P01"]);
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
/** node-postgres's own errors carry no code, only these messages. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection ended/i;

/** The error, its causes and an AggregateError's members, nearest first. */
export function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  const queue = [error];
  while (queue.length && chain.length < 20) {
    const next = queue.shift();
    if (next === undefined || next === null || chain.includes(next)) continue;
    chain.push(next);
    if (typeof next === "object") {
      if ("cause" in next) queue.push(next.cause);
      if (next instanceof AggregateError) queue.push(...next.errors);
    }
  }
  return chain;
}

function codeOf(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error
    ? typeof error.code === "string"
      ? error.code
      : undefined
    : undefined;
}

/** The SQLSTATE (or Node error code) nearest the surface. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (const e of errorChain(error)) {
    const code = codeOf(e);
    if (code) return code;
  }
  return undefined;
}

/** The database cannot be reached, stopped answering, or is shutting down. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorChain(error).some((e) => {
    const code = codeOf(e);
    if (code && (UNAVAILABLE_STATE.test(code) || NETWORK_CODES.has(code))) return true;
    return e instanceof Error && DRIVER_MESSAGES.test(e.message);
  });
}

/** A serialization failure or deadlock: running the transaction again is expected to succeed. */
export function isRetryableConflict(error: unknown): boolean {
  return errorChain(error).some((e) => RETRYABLE_STATES.has(codeOf(e) ?? ""));
}

/** One line saying why, for the start-up message: the innermost message that says something. */
export function describeCause(error: unknown): string {
  const messages = errorChain(error)
    .map((e) => (e instanceof Error ? e.message || codeOf(e) : String(e)))
    .filter((m): m is string => !!m && m.trim() !== "");
  return (messages.at(-1) ?? "okänt fel").replace(/\s+/g, " ").trim();
}
