import { and, asc, eq, notLike, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { auditLog, formalities, supervisorAssignments, users } from "../../db/schema";

/**
 * The audit entries about the user and, with `withOwnActs`, those the user made, oldest first.
 * Entries of signing-rights evaluations about an ST doctor stay out, as in Historik (decision 137).
 */
export async function auditEntriesOf(db: Db, userId: string, withOwnActs: boolean) {
  const actor = alias(users, "actor");
  return db
    .select({
      entry: auditLog,
      actor: { firstName: actor.firstName, lastName: actor.lastName, email: actor.email },
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .where(
      or(
        and(eq(auditLog.subjectUserId, userId), notLike(auditLog.entity, "signing-rights-%")),
        withOwnActs ? eq(auditLog.actorId, userId) : undefined,
      ),
    )
    .orderBy(asc(auditLog.seq));
}

/** Both sides of supervision: the user's supervisors (as ST doctor) and doctors (as supervisor). */
export async function assignmentsOf(db: Db, userId: string) {
  const other = alias(users, "other");
  const row = (side: "supervisor" | "doctor") =>
    db
      .select({
        userId: other.id,
        firstName: other.firstName,
        lastName: other.lastName,
        email: other.email,
        assignedAt: supervisorAssignments.createdAt,
      })
      .from(supervisorAssignments)
      .innerJoin(
        other,
        eq(
          other.id,
          side === "supervisor"
            ? supervisorAssignments.supervisorId
            : supervisorAssignments.stDoctorId,
        ),
      )
      .where(
        eq(
          side === "supervisor"
            ? supervisorAssignments.stDoctorId
            : supervisorAssignments.supervisorId,
          userId,
        ),
      )
      .orderBy(asc(supervisorAssignments.createdAt));
  const [supervisors, doctors] = await Promise.all([row("supervisor"), row("doctor")]);
  return { supervisors, doctors };
}

/** The saved formalities row, if any (the record's other lists come from the records feature). */
export async function formalitiesOf(db: Db, userId: string) {
  const [row] = await db.select().from(formalities).where(eq(formalities.userId, userId));
  return row ?? null;
}
