import { USER_MESSAGES } from "../../../shared/messages/users";
import { toRole } from "../../../shared/roles";
import { isReviewAccount } from "../../auth/review-account";
import type { Db } from "../../db/client";
import type { Deps } from "../../deps";
import { notFound } from "../../lib/errors";
import { type Actor, manageableUsersWhere } from "../../policy";
import { findUserById, type UserRow } from "./users.repo";

export type Config = Deps["config"];

/** The account as the policy weighs it. */
export const userTarget = (row: UserRow, config: Config) => ({
  id: row.id,
  role: toRole(row.role),
  isReviewAccount: isReviewAccount(config, row.email),
});

/**
 * The account with this id, if the actor may manage it: one of another clinic is "not found",
 * exactly as an unknown id (decision 232).
 */
export async function loadUser(db: Db, id: string, actor: Actor) {
  const row = await findUserById(db, id, manageableUsersWhere(actor));
  if (!row) throw notFound(USER_MESSAGES.userNotFound);
  return row;
}
