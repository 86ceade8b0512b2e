import {
  PROCEDURE_COLUMN_LABELS,
  PROCEDURE_LEVEL_LABELS,
  type ProcedureColumn,
  type ProcedureLevel,
} from "@/shared/curriculum/procedures";
import { clearBestMatch, rankExaminations } from "@/shared/rules/examination-search";
import { compareSwedish } from "@/shared/rules/swedish-order";

interface CatalogueEntry {
  readonly id: string;
  readonly name: string;
  readonly column: ProcedureColumn;
  readonly level: ProcedureLevel;
  readonly syncId?: string | null | undefined;
  /** From the catalogue's answer (decision 268). */
  readonly abbreviations?: readonly string[] | undefined;
}

/** One examination to choose, with every matrix column (and level) it is listed under. */
export interface ExaminationOption {
  /** The catalogue entry the assessment is filed under. */
  readonly id: string;
  readonly name: string;
  /**
   * 'Nuklearmedicin · A obligatorisk', one per column; the entry's own name follows in brackets
   * where a column calls it something else.
   */
  readonly placements: readonly string[];
  /** Usual abbreviations of the examination (MPS, arbets-EKG), searched with the name. */
  readonly abbreviations: readonly string[];
}

/**
 * The catalogue as a list to choose from, by name. An examination listed in several columns (one
 * sync id) is offered once, under its first entry, so that all assessments of it gather in one
 * evaluation instead of one per column.
 */
export function examinationOptions(catalogue: readonly CatalogueEntry[]): ExaminationOption[] {
  const byKey = new Map<
    string,
    { id: string; name: string; placements: string[]; abbreviations: string[] }
  >();
  for (const entry of catalogue) {
    const key = entry.syncId ? `sync:${entry.syncId}` : `id:${entry.id}`;
    const placement = `${PROCEDURE_COLUMN_LABELS[entry.column]} · ${PROCEDURE_LEVEL_LABELS[entry.level]}`;
    const abbreviations = entry.abbreviations ?? [];
    const found = byKey.get(key);
    if (!found) {
      byKey.set(key, {
        id: entry.id,
        name: entry.name,
        placements: [placement],
        abbreviations: [...abbreviations],
      });
      continue;
    }
    if (entry.name === found.name) found.placements.push(placement);
    else found.placements.push(`${placement} (${entry.name})`);
    for (const a of abbreviations)
      if (!found.abbreviations.includes(a)) found.abbreviations.push(a);
  }
  return [...byKey.values()].sort((a, b) => compareSwedish(a.name, b.name));
}

/**
 * Search by name, abbreviation, level or column label; every word typed must match somewhere.
 * Whole-word matches come first, then starts of words, then the rest (decision 181), so Tab and
 * Enter after 'TTE' take the transthoracic echo.
 */
export function filterExaminations(
  options: readonly ExaminationOption[],
  search: string,
): { shown: ExaminationOption[]; onEnter: ExaminationOption | undefined } {
  const ranked = rankExaminations(options, search, (option) => [
    option.name,
    ...option.abbreviations,
    ...option.placements,
  ]);
  return { shown: ranked.map((r) => r.item), onEnter: clearBestMatch(ranked) };
}
