import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

export interface AuditEntry {
  actorId: string | null;
  subjectUserId: string | null;
  action: "create" | "update" | "delete";
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Call with the transaction handle of the change, so the entry and the change commit together. */
export async function recordAudit(tx: Db, entry: AuditEntry) {
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
