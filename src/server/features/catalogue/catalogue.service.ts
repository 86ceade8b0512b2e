import {
  type ProcedureDefinition,
  validateProcedureCatalogue,
} from "../../../shared/curriculum/procedures";
import { examinationAbbreviations } from "../../../shared/curriculum/shipped-procedures";
import { CATALOGUE_MESSAGES } from "../../../shared/messages/catalogue";
import type {
  TCreateProcedureDefinitionRequest,
  TProcedureDefinition,
  TUpdateProcedureDefinitionRequest,
} from "../../../shared/schemas/procedure-catalogue";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { savedOver, writeAudit } from "../audit";
import {
  type CatalogueRow,
  findCatalogueRow,
  insertCatalogueRow,
  listCatalogueRows,
  loadActiveCatalogue,
  lockCatalogue,
  maxCatalogueSortOrder,
  toProcedureDefinition,
  updateCatalogueRow,
} from "./catalogue.repo";

/**
 * Runs the whole-catalogue checks on the catalogue as it would be after the change. Ids must be
 * unique among all entries, retired ones included (progress still points at them); the sync-group
 * rule applies to the entries in use.
 */
function assertValid(rows: CatalogueRow[]) {
  const all = rows.map(toProcedureDefinition);
  const idProblem = validateProcedureCatalogue(all).find((p) => p.field === "id");
  if (idProblem) throw conflict(idProblem.message, "id");
  const active: ProcedureDefinition[] = all.filter((p) => !p.retired);
  const problem = validateProcedureCatalogue(active)[0];
  if (problem) throw badRequest(problem.message, problem.field);
}

async function change<T>(
  db: Db,
  actor: SessionActor,
  id: string,
  apply: (tx: Db, before: CatalogueRow | undefined) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const before = await findCatalogueRow(tx, id);
    const result = await apply(tx, before);
    assertValid(await listCatalogueRows(tx));
    const after = await findCatalogueRow(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: null,
      entity: "procedure-catalogue",
      entityId: id,
      ...savedOver(before, toProcedureDefinition),
      after: after ? toProcedureDefinition(after) : null,
    });
    return result;
  });
}

/**
 * An entry as the API answers it: with the usual abbreviations of the shipped catalogue, so that the
 * web searches them without loading the curriculum data (decision 268).
 */
function withAbbreviations(entry: TProcedureDefinition): TProcedureDefinition {
  return { ...entry, abbreviations: [...examinationAbbreviations(entry.id)] };
}

/** The whole catalogue, retired entries included, for the page 'Katalog'. */
export async function listCatalogueEntries(db: Db): Promise<TProcedureDefinition[]> {
  return (await listCatalogueRows(db)).map(toProcedureDefinition).map(withAbbreviations);
}

/** The examinations in use, for every record's matrix: anyone signed in reads them (decision 117). */
export async function listProceduresInUse(db: Db): Promise<TProcedureDefinition[]> {
  return (await loadActiveCatalogue(db)).map(withAbbreviations);
}

export async function createCatalogueEntry(
  db: Db,
  actor: SessionActor,
  input: TCreateProcedureDefinitionRequest,
) {
  await change(db, actor, input.id, async (tx, before) => {
    if (before) throw conflict(CATALOGUE_MESSAGES.idTaken(input.id), "id");
    const lastSortOrder = await maxCatalogueSortOrder(tx);
    await insertCatalogueRow(tx, {
      ...input,
      source: "Tillagd av kliniken",
      verification: null,
      clinicEdited: true,
      sortOrder: lastSortOrder + 10,
    });
  });
  return toProcedureDefinition((await findCatalogueRow(db, input.id))!);
}

export async function updateCatalogueEntry(
  db: Db,
  actor: SessionActor,
  id: string,
  input: TUpdateProcedureDefinitionRequest,
) {
  await change(db, actor, id, async (tx, before) => {
    if (!before) throw notFound(CATALOGUE_MESSAGES.notFound);
    // A corrected entry is no longer the one that was checked: it must be checked again.
    await updateCatalogueRow(tx, id, {
      ...input,
      clinicEdited: true,
      checkedAt: null,
      checkedById: null,
    });
  });
  return toProcedureDefinition((await findCatalogueRow(db, id))!);
}

/** Retired entries leave the matrix but keep the progress already recorded against them. */
export async function setCatalogueEntryRetired(
  db: Db,
  actor: SessionActor,
  id: string,
  retired: boolean,
) {
  await change(db, actor, id, async (tx, before) => {
    if (!before) throw notFound(CATALOGUE_MESSAGES.notFound);
    await updateCatalogueRow(tx, id, {
      retiredAt: retired ? new Date() : null,
      clinicEdited: true,
    });
  });
  return toProcedureDefinition((await findCatalogueRow(db, id))!);
}

/** Marks an examination as checked against the official source, or takes the mark back. */
export async function setCatalogueEntryChecked(
  db: Db,
  actor: SessionActor,
  id: string,
  checked: boolean,
) {
  await change(db, actor, id, async (tx, before) => {
    if (!before) throw notFound(CATALOGUE_MESSAGES.notFound);
    await updateCatalogueRow(tx, id, {
      checkedAt: checked ? new Date() : null,
      checkedById: checked ? actor.id : null,
    });
  });
  return toProcedureDefinition((await findCatalogueRow(db, id))!);
}
