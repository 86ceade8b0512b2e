import { CATALOGUE_MESSAGES } from "../../../shared/messages/catalogue";
import type {
  TGoalCatalogueEntry,
  TUpdateGoalDefinitionRequest,
} from "../../../shared/schemas/goal-catalogue";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { writeAudit } from "../audit";
import {
  findGoalRow,
  type GoalCatalogueRow,
  type GoalChanges,
  listGoalCatalogue,
  lockGoalRow,
  toGoalDefinition,
  updateGoalRow,
} from "./goal-catalogue.repo";

export async function listGoalTexts(db: Db): Promise<TGoalCatalogueEntry[]> {
  return listGoalCatalogue(db);
}

const auditView = (row: GoalCatalogueRow) => ({
  ...toGoalDefinition(row),
  clinicEdited: row.clinicEdited,
  checkedAt: row.checkedAt?.toISOString() ?? null,
  checkedById: row.checkedById,
});

/** One audited change of one goal row, locked so two admins' saves are applied one after the other. */
async function changeGoal(
  db: Db,
  actor: SessionActor,
  id: string,
  values: (before: GoalCatalogueRow) => GoalChanges,
): Promise<TGoalCatalogueEntry> {
  await db.transaction(async (tx) => {
    const before = await lockGoalRow(tx, id);
    if (!before) throw notFound(CATALOGUE_MESSAGES.goalNotFound);
    await updateGoalRow(tx, id, values(before));
    const after = await findGoalRow(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: null,
      action: "update",
      entity: "goal-catalogue",
      entityId: id,
      before: auditView(before),
      after: after ? auditView(after) : null,
    });
  });
  const entry = (await listGoalCatalogue(db)).find((g) => g.id === id);
  if (!entry) throw notFound(CATALOGUE_MESSAGES.goalNotFound);
  return entry;
}

/**
 * A correction of the texts. It voids an earlier check: the text is no longer the one that was
 * compared with the regulation, so it returns to the list of what remains to check (decision 080).
 */
export function updateGoalDefinition(
  db: Db,
  actor: SessionActor,
  id: string,
  input: TUpdateGoalDefinitionRequest,
) {
  return changeGoal(db, actor, id, () => ({
    ...input,
    clinicEdited: true,
    checkedAt: null,
    checkedById: null,
  }));
}

/** Marks a goal as checked against Socialstyrelsen's text, or takes the mark back. */
export function setGoalChecked(db: Db, actor: SessionActor, id: string, checked: boolean) {
  return changeGoal(db, actor, id, () => ({
    checkedAt: checked ? new Date() : null,
    checkedById: checked ? actor.id : null,
  }));
}
