import { CATALOGUE_MESSAGES as M } from "../messages/catalogue";
import type { VerificationStatus } from "./data-schema";

/** Matrix columns, left to right (spec section 3). */
export const PROCEDURE_COLUMNS = ["c4", "c5", "c6", "c7", "c8", "c9", "c10", "c11", "c12"] as const;
export type ProcedureColumn = (typeof PROCEDURE_COLUMNS)[number];

export const PROCEDURE_COLUMN_LABELS: Record<ProcedureColumn, string> = {
  c4: "Nuklearmedicin",
  c5: "EKG",
  c6: "Arbetsfys/Hemodyn",
  c7: "Hjärtfunktion",
  c8: "Ischemi",
  c9: "Lungfunktion",
  c10: "Kärl",
  c11: "Njure",
  c12: "Mixad",
};

/** The column whose obligatory A items are alternatives: one completed fulfils the requirement. */
export const ISCHEMIA_COLUMN: ProcedureColumn = "c8";

/** Matrix rows, top to bottom. */
export const PROCEDURE_LEVELS = ["A_OBLIGATORY", "A_VALBAR", "B", "C"] as const;
export type ProcedureLevel = (typeof PROCEDURE_LEVELS)[number];

export const PROCEDURE_LEVEL_LABELS: Record<ProcedureLevel, string> = {
  A_OBLIGATORY: "A obligatorisk",
  A_VALBAR: "A valbar",
  B: "B",
  C: "C",
};

export const PROCEDURE_LEVEL_DESCRIPTIONS: Record<ProcedureLevel, string> = {
  A_OBLIGATORY: "Behärska metoden samt självständigt kunna utföra och bedöma undersökningen.",
  A_VALBAR: "Välj minst 5 valbara undersökningar som ska nå nivå A; övriga ska nå nivå B.",
  B: "God kännedom om metoden.",
  C: "Teoretisk kännedom om metoden.",
};

/** Level a doctor reaches on one examination. */
export const ACHIEVED_LEVELS = ["A", "B", "C"] as const;
export type AchievedLevel = (typeof ACHIEVED_LEVELS)[number];

/** How many optional A-level examinations must reach level A (spec section 9). */
export const REQUIRED_OPTIONAL_A = 5;

export interface ProcedureDefinition {
  readonly id: string;
  readonly name: string;
  readonly nameEn?: string | undefined;
  /** Usual abbreviations not in the name, for the search (decision 181). */
  readonly abbreviations?: readonly string[] | undefined;
  readonly column: ProcedureColumn;
  readonly level: ProcedureLevel;
  /** Links the same examination listed under several columns; their statuses are merged. */
  readonly syncId?: string | null | undefined;
  readonly source?: string | undefined;
  readonly verification?: VerificationStatus | undefined;
}

export function isProcedureColumn(value: unknown): value is ProcedureColumn {
  return typeof value === "string" && (PROCEDURE_COLUMNS as readonly string[]).includes(value);
}

export function isProcedureLevel(value: unknown): value is ProcedureLevel {
  return typeof value === "string" && (PROCEDURE_LEVELS as readonly string[]).includes(value);
}

/** The key that groups synchronised entries; an entry without syncId is a group of its own. */
export function syncKeyOf(procedure: Pick<ProcedureDefinition, "id" | "syncId">): string {
  return procedure.syncId ? `sync:${procedure.syncId}` : `id:${procedure.id}`;
}

/** Every catalogue entry that shares the procedure's syncId, itself included, in catalogue order. */
export function findSyncGroup(
  catalogue: readonly ProcedureDefinition[],
  procedureId: string,
): ProcedureDefinition[] {
  const procedure = catalogue.find((p) => p.id === procedureId);
  if (!procedure) return [];
  const key = syncKeyOf(procedure);
  return catalogue.filter((p) => syncKeyOf(p) === key);
}

/** Groups of entries by sync key, in order of first appearance. */
export function groupBySync<P extends Pick<ProcedureDefinition, "id" | "syncId">>(
  catalogue: readonly P[],
): Map<string, P[]> {
  const groups = new Map<string, P[]>();
  for (const p of catalogue) {
    const key = syncKeyOf(p);
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  return groups;
}

export interface CatalogueProblem {
  readonly procedureId: string;
  readonly field: "id" | "column" | "level" | "syncId";
  readonly message: string;
}

/**
 * Whole-catalogue checks the admin page runs before saving a change: unique ids, known column and
 * level, and a sync group with at most one entry per column (two entries of one group in the same
 * cell would be the same examination listed twice).
 */
export function validateProcedureCatalogue(
  catalogue: readonly ProcedureDefinition[],
): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const seenIds = new Set<string>();
  const columnsBySync = new Map<string, Set<string>>();
  for (const p of catalogue) {
    if (seenIds.has(p.id)) {
      problems.push({ procedureId: p.id, field: "id", message: M.idTaken(p.id) });
    }
    seenIds.add(p.id);
    if (!isProcedureColumn(p.column)) {
      problems.push({ procedureId: p.id, field: "column", message: M.columnInvalid });
    }
    if (!isProcedureLevel(p.level)) {
      problems.push({ procedureId: p.id, field: "level", message: M.levelInvalid });
    }
    if (p.syncId) {
      const columns = columnsBySync.get(p.syncId) ?? new Set<string>();
      if (columns.has(p.column)) {
        problems.push({
          procedureId: p.id,
          field: "syncId",
          message: M.syncColumnClash(p.syncId, p.column),
        });
      }
      columns.add(p.column);
      columnsBySync.set(p.syncId, columns);
    }
  }
  return problems;
}
