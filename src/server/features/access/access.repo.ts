import { and, eq, type SQL, sql } from "drizzle-orm";
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

export type DoctorRow = typeof users.$inferSelect;

/** The user with this id if it is an ST doctor (active or not): every record route is about one. */
export async function findStDoctor(db: Db, id: string): Promise<DoctorRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(isStDoctor, eq(users.id, id)));
  return row;
}
