import { and, asc, eq, notLike, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  auditLog,
  calendarFeeds,
  clinicMemberships,
  clinics,
  formalities,
  oidcIdentities,
  planTemplateApplications,
  sessions,
  supervisorAssignments,
  users,
} from "../../db/schema";

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

/**
 * The clinics the user belongs to: an ST doctor's one clinic (on `users`, no date kept) and the
 * memberships of everyone else, with the day they were made (decision 229).
 */
export async function clinicsOf(db: Db, userId: string) {
  const columns = {
    clinicId: clinics.id,
    name: clinics.name,
    hospital: clinics.hospital,
    region: clinics.region,
  };
  const [own, memberships] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .innerJoin(clinics, eq(clinics.id, users.clinicId))
      .where(eq(users.id, userId)),
    db
      .select({ ...columns, memberSince: clinicMemberships.createdAt })
      .from(clinicMemberships)
      .innerJoin(clinics, eq(clinics.id, clinicMemberships.clinicId))
      .where(eq(clinicMemberships.userId, userId))
      .orderBy(asc(clinicMemberships.createdAt), asc(clinics.name)),
  ]);
  return [...own.map((clinic) => ({ ...clinic, memberSince: null })), ...memberships];
}

/** Each time a clinic's standard plan was applied to the user's plan, with what it added. */
export async function standardPlanApplicationsOf(db: Db, userId: string) {
  const by = alias(users, "applied_by");
  const undoer = alias(users, "undone_by");
  return db
    .select({
      id: planTemplateApplications.id,
      appliedAt: planTemplateApplications.appliedAt,
      appliedBy: { id: by.id, firstName: by.firstName, lastName: by.lastName, email: by.email },
      undoneAt: planTemplateApplications.undoneAt,
      undoneBy: {
        id: undoer.id,
        firstName: undoer.firstName,
        lastName: undoer.lastName,
        email: undoer.email,
      },
      added: planTemplateApplications.added,
    })
    .from(planTemplateApplications)
    .leftJoin(by, eq(by.id, planTemplateApplications.appliedBy))
    .leftJoin(undoer, eq(undoer.id, planTemplateApplications.undoneBy))
    .where(eq(planTemplateApplications.userId, userId))
    .orderBy(asc(planTemplateApplications.appliedAt));
}

/** The identities at the region's identity provider the account is linked to (decision 244). */
export async function identityProviderLinksOf(db: Db, userId: string) {
  return db
    .select({
      issuer: oidcIdentities.issuer,
      subject: oidcIdentities.subject,
      linkedAt: oidcIdentities.createdAt,
      lastSignInAt: oidcIdentities.lastSignInAt,
    })
    .from(oidcIdentities)
    .where(eq(oidcIdentities.userId, userId))
    .orderBy(asc(oidcIdentities.createdAt));
}

/** Whether the user has a calendar feed and since when; its secret address is never stored. */
export async function calendarFeedOf(db: Db, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** The user's signed-in sessions as the server keeps them: when, until when, from where; no token. */
export async function sessionsOf(db: Db, userId: string) {
  return db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}
