import type { Specialty } from "../../../shared/curriculum/specialties";
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

/** A goal of the catalogue: its id within its specialty (decision 237). */
export interface GoalKey {
  specialty: Specialty;
  id: string;
}

/** One audited change of one goal row, locked so two admins' saves are applied one after the other. */
async function changeGoal(
  db: Db,
  actor: SessionActor,
  { specialty, id }: GoalKey,
  values: (before: GoalCatalogueRow) => GoalChanges,
): Promise<TGoalCatalogueEntry> {
  await db.transaction(async (tx) => {
    const before = await lockGoalRow(tx, specialty, id);
    if (!before) throw notFound(CATALOGUE_MESSAGES.goalNotFound);
    await updateGoalRow(tx, specialty, id, values(before));
    const after = await findGoalRow(tx, specialty, id);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: null,
      action: "update",
      entity: "goal-catalogue",
      // The shipped specialty keeps its plain ids in the audit log, as before (decision 237).
      entityId: specialty === "klinisk-fysiologi" ? id : `${specialty}:${id}`,
      before: auditView(before),
      after: after ? auditView(after) : null,
    });
  });
  const entry = (await listGoalCatalogue(db, specialty)).find((g) => g.id === id);
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
  key: GoalKey,
  input: TUpdateGoalDefinitionRequest,
) {
  return changeGoal(db, actor, key, () => ({
    ...input,
    clinicEdited: true,
    checkedAt: null,
    checkedById: null,
  }));
}

/** Marks a goal as checked against Socialstyrelsen's text, or takes the mark back. */
export function setGoalChecked(db: Db, actor: SessionActor, key: GoalKey, checked: boolean) {
  return changeGoal(db, actor, key, () => ({
    checkedAt: checked ? new Date() : null,
    checkedById: checked ? actor.id : null,
  }));
}
