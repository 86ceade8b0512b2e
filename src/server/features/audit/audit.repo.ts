import { and, desc, eq, inArray, notLike, type SQL, sql } from "drizzle-orm";
import { displayName } from "../../../shared/roles";
import type { Db } from "../../db/client";
import { auditLog, users } from "../../db/schema";

export interface AuditEntry {
  actorId: string | null;
  subjectUserId: string | null;
  action: "create" | "update" | "delete";
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * The action and the before of a save that creates the row when there was none: Historik lists
 * the first save as created and a later one as updated.
 */
export function savedOver<Row>(before: Row | undefined, view: (row: Row) => unknown) {
  return before
    ? { action: "update" as const, before: view(before) }
    : { action: "create" as const, before: null };
}

/**
 * The one writer of audit entries. Call with the transaction handle of the change, so the entry
 * and the change commit together.
 */
export async function writeAudit(tx: Db, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    id: crypto.randomUUID(),
    actorId: entry.actorId,
    subjectUserId: entry.subjectUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Of a JSON object, only the keys in `keep`; anything else (a scalar, null) becomes null. */
function pickKeys(column: typeof auditLog.before | typeof auditLog.after, keep: SQL) {
  return sql`case when jsonb_typeof(${column}) = 'object' then (
    select jsonb_object_agg(key, value) from jsonb_each(${column}) where key in ${keep}
  ) end`;
}

/**
 * Strips the audit entries of deleted records down to their ids (decision 168): who, when, the
 * action, the entity and its id stay, and of the values before and after only the keys in `keep`
 * (ids, never free text). Call in the deletion's transaction, so both commit together.
 */
export async function redactAuditEntries(
  tx: Db,
  entity: string,
  entityIds: readonly string[],
  keep: readonly [string, ...string[]],
) {
  if (entityIds.length === 0) return;
  const keys = sql`(${sql.join(
    keep.map((key) => sql`${key}`),
    sql`, `,
  )})`;
  await tx
    .update(auditLog)
    .set({ before: pickKeys(auditLog.before, keys), after: pickKeys(auditLog.after, keys) })
    .where(and(eq(auditLog.entity, entity), inArray(auditLog.entityId, [...entityIds])));
}

/** The entities whose entries name an account by its id alone: its sign-ins and refusals. */
const SIGN_IN_ENTITIES = ["password-sign-in", "provider-sign-in"];

/**
 * Forgets an account's sign-ins (decisions 248 and 255) when the account is deleted: they name it
 * by id without a foreign key, so the cascade that takes the entries about it cannot.
 */
export async function forgetSignIns(tx: Db, userId: string) {
  await tx
    .delete(auditLog)
    .where(and(inArray(auditLog.entity, SIGN_IN_ENTITIES), eq(auditLog.entityId, userId)));
}

const HISTORY_LIMIT = 200;

/** The latest changes to one ST doctor's record, as Historik lists them. */
export async function loadHistory(db: Db, userId: string) {
  const rows = await db
    .select({
      entry: auditLog,
      actor: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    // Evaluations of signing rights are the reviewers' business; only the decision reaches the
    // doctor, on the matrix (decision 137).
    .where(and(eq(auditLog.subjectUserId, userId), notLike(auditLog.entity, "signing-rights-%")))
    // Newest first in the order the changes were written (decision 066), not by transaction start.
    .orderBy(desc(auditLog.seq))
    .limit(HISTORY_LIMIT);
  return rows.map(({ entry, actor }) => ({
    id: entry.id,
    at: entry.createdAt.toISOString(),
    actor: actor?.id
      ? { id: actor.id, displayName: displayName({ ...actor, email: actor.email ?? "" }) }
      : null,
    action: entry.action as "create" | "update" | "delete",
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
  }));
}
