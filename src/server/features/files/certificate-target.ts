import { FILE_MESSAGES as M } from "../../../shared/messages/files";
import { RECORD_MESSAGES } from "../../../shared/messages/records";
import { checkGoalUnderModel } from "../../../shared/rules/goal-under-model";
import { CERTIFICATE_KINDS, type CertificateKind } from "../../../shared/schemas/files";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import { hasUnstorableCharacter } from "../../lib/unstorable-input";
import { findGoalRow, findSpecialty } from "../catalogue";
import { type CertificateTarget, findStModel, lockRecordItem } from "./files.repo";

function isCertificateKind(value: unknown): value is CertificateKind {
  return typeof value === "string" && (CERTIFICATE_KINDS as readonly string[]).includes(value);
}

/** The link an upload or a removal concerns; throws the Swedish 4xx for a bad kind or item id. */
export function parseTarget(
  kind: string | null | undefined,
  itemId: string | null | undefined,
): CertificateTarget {
  if (!isCertificateKind(kind)) throw badRequest(M.kindInvalid, "kind");
  if (kind === "contract") {
    // The contract is one per doctor; "contract" is accepted as its item id for uniform URLs.
    const id = itemId?.trim() ?? "";
    if (id !== "" && id !== "contract") throw notFound(M.itemNotFound);
    return { kind };
  }
  const id = itemId?.trim() ?? "";
  if (!id || id.length > 100) throw badRequest(M.itemRequired, "itemId");
  // An upload's form fields skip the route's schemas; no stored item's id holds a NUL.
  if (hasUnstorableCharacter(id)) throw notFound(M.itemNotFound);
  return kind === "goal" ? { kind, goalId: id } : { kind, id };
}

export function itemIdOf(target: CertificateTarget): string | null {
  if (target.kind === "contract") return null;
  return target.kind === "goal" ? target.goalId : target.id;
}

export function certificateEntityId(target: CertificateTarget): string {
  return `${target.kind}:${itemIdOf(target) ?? "contract"}`;
}

/** The link's item as stored in `certificates` (kind and id); not for the contract. */
export function linkOf(target: Exclude<CertificateTarget, { kind: "contract" }>) {
  return { itemKind: target.kind, itemId: target.kind === "goal" ? target.goalId : target.id };
}

/** How Historik names a goal: 'STa1 Titel', with the title as the clinic's catalogue has it now. */
async function goalName(tx: Db, doctorId: string, goalId: string): Promise<string | undefined> {
  const goal = await findGoalRow(tx, await findSpecialty(tx, doctorId), goalId);
  return goal ? `${goal.id} ${goal.title}` : undefined;
}

/**
 * A goal takes a new certificate only under its own model (`checkGoalUnderModel`); the model is
 * read under a share lock, so a model change waits. Returns the goal's name.
 */
async function checkGoalForUpload(tx: Db, doctorId: string, goalId: string): Promise<string> {
  const check = checkGoalUnderModel(await findStModel(tx, doctorId), goalId);
  if (check === "unknown-goal") throw notFound(M.goalUnknown);
  if (check === "model-required") throw badRequest(RECORD_MESSAGES.modelRequired, "stModel");
  return (await goalName(tx, doctorId, goalId)) ?? goalId;
}

/**
 * The name of the item a certificate is for, as Historik shows it, after checking that the item
 * exists (a rotation, course or sit-in row is locked). A goal of either model may lose a
 * certificate: one recorded under a former model must still be removable.
 */
export async function itemNameFor(
  tx: Db,
  doctorId: string,
  target: CertificateTarget,
  forUpload: boolean,
) {
  if (target.kind === "contract") return M.contractName;
  if (target.kind === "goal") {
    if (forUpload) return checkGoalForUpload(tx, doctorId, target.goalId);
    const name = await goalName(tx, doctorId, target.goalId);
    if (!name) throw notFound(M.goalUnknown);
    return name;
  }
  const name = await lockRecordItem(tx, doctorId, target.kind, target.id);
  if (name === undefined) throw notFound(M.itemNotFound);
  return name;
}
