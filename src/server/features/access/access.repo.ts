import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/**
 * Which ST doctors an actor reaches, as the policy decides it (`doctorScope` in policy.ts): every
 * one, only the actor's own record, or none. The repository only turns it into SQL.
 */
export type DoctorScope =
  | { readonly kind: "every" }
  | { readonly kind: "self"; readonly doctorId: string }
  | { readonly kind: "none" };

const isStDoctor = eq(users.role, "ST_DOCTOR");

/** The condition on `users` that keeps the ST doctors in the scope, for a list's one query. */
export function doctorScopeCondition(scope: DoctorScope): SQL {
  switch (scope.kind) {
    case "every":
      return isStDoctor;
    case "self":
      return and(isStDoctor, eq(users.id, scope.doctorId)) as SQL;
    case "none":
      return sql`false`;
  }
}

/** The ids among `ids` that are ST doctors in the scope: one query, whatever the number of ids. */
export async function doctorIdsInScope(
  db: Db,
  scope: DoctorScope,
  ids: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0 || scope.kind === "none") return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(doctorScopeCondition(scope), inArray(users.id, wanted)));
  return new Set(rows.map((r) => r.id));
}

export type DoctorRow = typeof users.$inferSelect;

/** The user with this id if it is an ST doctor (active or not): every record route is about one. */
export async function findStDoctor(db: Db, id: string): Promise<DoctorRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(isStDoctor, eq(users.id, id)));
  return row;
}
