import { COMMON_MESSAGES } from "../../shared/messages/common";
import { badRequest, notFound } from "./errors";

/**
 * A NUL character (U+0000) cannot be held by a PostgreSQL text column, nor sent as a query
 * parameter: the database answers with an error instead of a row. No person types one, so a
 * request that carries one is refused before it reaches the database (decision 139).
 */
export function hasUnstorableCharacter(value: string): boolean {
  return value.includes("\u0000");
}

/** The dotted path (`supervisorIds.0`) of the first string or key holding a NUL, if any. */
function findUnstorable(value: unknown, at: string[] = []): string[] | undefined {
  if (typeof value === "string") return hasUnstorableCharacter(value) ? at : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasUnstorableCharacter(key)) return [...at, key];
    const found = findUnstorable(item, [...at, key]);
    if (found) return found;
  }
  return undefined;
}

/** Path parameters name things: one that holds a NUL names nothing that exists. */
export function refuseUnstorableParams(params: unknown): void {
  if (findUnstorable(params)) throw notFound(COMMON_MESSAGES.notFound);
}

/** A query or body value that holds a NUL: 400, naming the field. */
export function refuseUnstorableInput(input: unknown): void {
  const path = findUnstorable(input);
  if (!path) return;
  const field = path.join(".") || "body";
  throw badRequest(COMMON_MESSAGES.unstorableCharacter(field), field);
}
