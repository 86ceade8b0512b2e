import { randomInt } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { endResetLinks } from "../../auth/reset-links";
import type { SessionActor } from "../../context";
import type { Deps } from "../../deps";
import { authorize } from "../../policy";
import { writeAudit } from "../audit";
import { endCalendarFeed } from "../calendar";
import { sendAdminResetLink } from "../password-reset";
import { loadUser, userTarget } from "./user-target";
import { isPasswordAsCreated, replacePassword, setMustChangePassword } from "./users.repo";

/** Readable one-time passwords without look-alike characters (no 0/O, 1/l/I). */
const PASSWORD_ALPHABET = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export function generateOneTimePassword(length = 14): string {
  let out = "";
  for (let i = 0; i < length; i++) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}

/**
 * Sets another user's password: a one-time password the owner replaces at the next sign-in, except
 * on the review account, where it is the shared password every specialist uses.
 */
export async function setUserPassword(
  { db, config }: Deps,
  actor: SessionActor,
  id: string,
  password: string,
): Promise<{ isReviewAccount: boolean }> {
  const row = await loadUser(db, id, actor);
  const t = userTarget(row, config);
  authorize(actor, { type: "users:set-password", target: t });
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await replacePassword(tx, id, hash);
    await endResetLinks(tx, id);
    await endCalendarFeed(tx, id, actor.id);
    await setMustChangePassword(tx, id, !t.isReviewAccount);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: id,
      action: "update",
      entity: "user-password",
      entityId: id,
    });
  });
  return { isReviewAccount: t.isReviewAccount };
}

export async function sendUserResetLink(deps: Deps, actor: SessionActor, id: string) {
  const row = await loadUser(deps.db, id, actor);
  authorize(actor, { type: "users:send-reset", target: userTarget(row, deps.config) });
  // New: the owner has not yet chosen a password, and no one has replaced the first one.
  const isNewAccount = row.mustChangePassword && (await isPasswordAsCreated(deps.db, id));
  await sendAdminResetLink(deps, row, isNewAccount);
}
