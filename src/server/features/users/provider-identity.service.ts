import { eq, inArray } from "drizzle-orm";
import { USER_MESSAGES } from "../../../shared/messages/users";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { oidcIdentities } from "../../db/schema";
import type { Deps } from "../../deps";
import { notFound } from "../../lib/errors";
import { authorize } from "../../policy";
import { writeAudit } from "../audit";
import { loadUser, userTarget } from "./user-target";

/** Of these accounts, the ones linked to an identity at the provider (the users table's badge). */
export async function providerLinkedUserIds(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ userId: oidcIdentities.userId })
    .from(oidcIdentities)
    .where(inArray(oidcIdentities.userId, [...userIds]));
  return new Set(rows.map((row) => row.userId));
}

/**
 * Unlinks an account from its identity at the provider, e.g. when the provider gave the person a
 * new identity or the link went to the wrong account: the next sign-in there matches by e-mail
 * again. Editing the account is what it takes (decision 248); audited in the same transaction.
 */
export async function unlinkProviderIdentity(
  { db, config }: Pick<Deps, "db" | "config">,
  actor: SessionActor,
  id: string,
) {
  const row = await loadUser(db, id, actor);
  authorize(actor, { type: "users:update", target: userTarget(row, config), changes: {} });
  await db.transaction(async (tx) => {
    const removed = await tx.delete(oidcIdentities).where(eq(oidcIdentities.userId, id)).returning({
      id: oidcIdentities.id,
      issuer: oidcIdentities.issuer,
      subject: oidcIdentities.subject,
    });
    if (removed.length === 0) throw notFound(USER_MESSAGES.notProviderLinked);
    for (const identity of removed) {
      await writeAudit(tx, {
        actorId: actor.id,
        subjectUserId: id,
        action: "delete",
        entity: "provider-identity",
        entityId: identity.id,
        before: { issuer: identity.issuer, subject: identity.subject },
      });
    }
  });
}
