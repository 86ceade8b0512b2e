import {
  PROCEDURE_COLUMN_LABELS,
  PROCEDURE_LEVEL_LABELS,
  type ProcedureColumn,
  type ProcedureLevel,
} from "@/shared/curriculum/procedures";

interface CatalogueEntry {
  readonly id: string;
  readonly name: string;
  readonly column: ProcedureColumn;
  readonly level: ProcedureLevel;
  readonly syncId?: string | null | undefined;
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
}

/**
 * The catalogue as a list to choose from, by name. An examination listed in several columns (one
 * sync id) is offered once, under its first entry, so that all assessments of it gather in one
 * evaluation instead of one per column.
 */
export function examinationOptions(catalogue: readonly CatalogueEntry[]): ExaminationOption[] {
  const byKey = new Map<string, { id: string; name: string; placements: string[] }>();
  for (const entry of catalogue) {
    const key = entry.syncId ? `sync:${entry.syncId}` : `id:${entry.id}`;
    const placement = `${PROCEDURE_COLUMN_LABELS[entry.column]} · ${PROCEDURE_LEVEL_LABELS[entry.level]}`;
    const found = byKey.get(key);
    if (!found) byKey.set(key, { id: entry.id, name: entry.name, placements: [placement] });
    else if (entry.name === found.name) found.placements.push(placement);
    else found.placements.push(`${placement} (${entry.name})`);
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name, "sv"));
}

/** Search by name, level or column label; every word typed must match somewhere. */
export function filterExaminations(
  options: readonly ExaminationOption[],
  search: string,
): ExaminationOption[] {
  const words = search.toLocaleLowerCase("sv").split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const text = [option.name, ...option.placements].join(" ").toLocaleLowerCase("sv");
    return words.every((word) => text.includes(word));
  });
}
