import type { Specialty } from "../../../shared/curriculum/specialties";
import { SPECIALTY_LABELS } from "../../../shared/curriculum/specialties";
import { CATALOGUE_MESSAGES } from "../../../shared/messages/catalogue";
import { GOAL_IMPORT_MESSAGES } from "../../../shared/messages/goal-import";
import { parseGoalImport } from "../../../shared/rules/goal-import";
import type {
  TGoalCatalogueEntry,
  TUpdateGoalDefinitionRequest,
} from "../../../shared/schemas/goal-catalogue";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import { writeAudit } from "../audit";
import {
  findGoalRow,
  type GoalCatalogueRow,
  type GoalChanges,
  listGoalCatalogue,
  lockGoalRow,
  toGoalDefinition,
  updateGoalRow,
  upsertImportedGoal,
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

/**
 * Imports a specialty's goal catalogue from a JSON file's text (decision 240): checked whole, with
 * every error named by its line, then written in one transaction with one audit entry, or not at
 * all. Goals of the specialty the file leaves out stay as they are: progress rows point at them.
 */
export async function importGoalCatalogue(db: Db, actor: SessionActor, content: string) {
  const result = parseGoalImport(content);
  if (!result.ok) {
    const lines = result.errors.map((e) => GOAL_IMPORT_MESSAGES.errorLine(e.line, e.message));
    throw badRequest([GOAL_IMPORT_MESSAGES.rejected(result.errors.length), ...lines].join("\n"));
  }
  const { specialty, goals } = result;
  const counts = await db.transaction(async (tx) => {
    const existing = new Set(
      (await listGoalCatalogue(tx, specialty)).map((g) => `${g.model}:${g.id}`),
    );
    let replaced = 0;
    for (const [index, goal] of goals.entries()) {
      if (existing.has(`${goal.model}:${goal.id}`)) replaced++;
      await upsertImportedGoal(tx, goal, (index + 1) * 10);
    }
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: null,
      action: "update",
      entity: "goal-catalogue",
      entityId: `import:${specialty}`,
      before: null,
      after: { specialty, goalIds: goals.map((g) => g.id), replaced },
    });
    return { added: goals.length - replaced, replaced };
  });
  return {
    message: GOAL_IMPORT_MESSAGES.imported(goals.length, SPECIALTY_LABELS[specialty]),
    specialty,
    ...counts,
  };
}
