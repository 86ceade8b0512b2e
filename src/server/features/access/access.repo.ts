import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clinicMemberships, supervisorAssignments, users } from "../../db/schema";

/**
 * Which ST doctors an actor reaches, as the policy decides it (`doctorScope` in policy.ts): those of
 * the actor's clinics (every clinic for a region administrator; a supervisor also the doctors
 * assigned to them), only the actor's own record, or none. The repository only turns it into SQL.
 * The clinics are read in the same statement, never from the session, so a move or a membership
 * change holds from the next request on (decision 231).
 */
export type DoctorScope =
  | { readonly kind: "clinics"; readonly actorId: string; readonly alsoAssigned: boolean }
  | { readonly kind: "self"; readonly doctorId: string }
  | { readonly kind: "none" };

/**
 * A column of the outer `users` row, qualified: a single-table query names its columns bare, and
 * inside the subqueries below a bare name could be another table's.
 */
const outer = (column: string) => sql`${users}.${sql.identifier(column)}`;

const isStDoctor = sql`${outer("role")} = 'ST_DOCTOR'`;

/** An id in the SQL: a value, or a placeholder a prepared statement is given at each run. */
type Id = string | Placeholder;

/** The clinics the actor belongs to, as a subquery. */
const clinicsOf = (actorId: Id) =>
  sql`(select cm.clinic_id from ${clinicMemberships} cm where cm.user_id = ${actorId})`;

/** Whether the actor holds the 'Regionadministratör' flag, read now. */
const isRegionAdminSql = (actorId: Id) =>
  sql`exists (select 1 from ${users} ra where ra.id = ${actorId} and ra.is_region_admin)`;

/** The condition on `users` that keeps the ST doctors in the scope, for a list's one query. */
export function doctorScopeCondition(scope: DoctorScope): SQL {
  switch (scope.kind) {
    case "clinics":
      return clinicsCondition(scope.actorId, scope.alsoAssigned);
    case "self":
      return selfCondition(scope.doctorId);
    case "none":
      return sql`false`;
  }
}

function clinicsCondition(actorId: Id, alsoAssigned: boolean): SQL {
  const assigned = alsoAssigned
    ? sql` or exists (select 1 from ${supervisorAssignments} sa
        where sa.st_doctor_id = ${outer("id")} and sa.supervisor_id = ${actorId})`
    : sql``;
  return sql`(${isStDoctor} and (${outer("clinic_id")} in ${clinicsOf(actorId)}
    or ${isRegionAdminSql(actorId)}${assigned}))`;
}

const selfCondition = (doctorId: Id) => sql`(${isStDoctor} and ${outer("id")} = ${doctorId})`;

/**
 * A scope as a prepared statement takes it: its SQL with the ids left as the placeholders
 * `scopeId`, one per shape of scope (`key`), and the ids to run it with.
 */
export function preparedScope(scope: DoctorScope): {
  key: string;
  condition: () => SQL;
  parameters: { scopeId?: string };
} {
  const scopeId = sql.placeholder("scopeId");
  switch (scope.kind) {
    case "clinics":
      return {
        key: scope.alsoAssigned ? "clinics_assigned" : "clinics",
        condition: () => clinicsCondition(scopeId, scope.alsoAssigned),
        parameters: { scopeId: scope.actorId },
      };
    case "self":
      return {
        key: "self",
        condition: () => selfCondition(scopeId),
        parameters: { scopeId: scope.doctorId },
      };
    case "none":
      return { key: "none", condition: () => sql`false`, parameters: {} };
  }
}

/**
 * The condition on `users` that keeps the accounts an actor who manages users may manage: their
 * own, those of their clinics (an ST doctor by their clinic, anyone else by membership), every one
 * for a region administrator.
 */
export function manageableUsersCondition(actorId: string): SQL {
  return sql`(${outer("id")} = ${actorId}
    or ${outer("clinic_id")} in ${clinicsOf(actorId)}
    or exists (select 1 from ${clinicMemberships} um
      where um.user_id = ${outer("id")} and um.clinic_id in ${clinicsOf(actorId)})
    or ${isRegionAdminSql(actorId)})`;
}

export type DoctorRow = typeof users.$inferSelect;

/**
 * The user with this id if it is an ST doctor (active or not) that `within` keeps: every record
 * route is about one.
 */
export async function findStDoctor(
  db: Db,
  id: string,
  within: SQL = sql`true`,
): Promise<DoctorRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.role, "ST_DOCTOR"), eq(users.id, id), within));
  return row;
}
