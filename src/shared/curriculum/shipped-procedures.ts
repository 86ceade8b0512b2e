import type { TRawProcedure } from "./data-schema";
import { CURRICULUM_DATA } from "./load-data";
import type { ProcedureDefinition, ProcedureLevel } from "./procedures";

/*
 * The shipped examination catalogue, apart from procedures.ts so that what imports the columns and
 * levels does not load the curriculum data: the web never imports this (decision 268).
 */

const LEVEL_FROM_RAW: Record<TRawProcedure["level"], ProcedureLevel> = {
  "A-obligatory": "A_OBLIGATORY",
  "A-optional": "A_VALBAR",
  B: "B",
  C: "C",
};

/**
 * The shipped proposal. Every entry is a placeholder (see SOURCES.md), which is why rules never
 * import this: the server seeds its database from it and passes the clinic's catalogue to the rules.
 */
export const DEFAULT_PROCEDURE_CATALOGUE: readonly ProcedureDefinition[] = Object.freeze(
  CURRICULUM_DATA.procedures.map((raw) =>
    Object.freeze({
      id: raw.id,
      name: raw.name,
      nameEn: raw.nameEn,
      abbreviations: raw.abbreviations ?? [],
      column: raw.column,
      level: LEVEL_FROM_RAW[raw.level],
      syncId: raw.syncId ?? null,
      source: raw.source,
      verification: raw.verification,
    }),
  ),
);

const SHIPPED_ABBREVIATIONS: ReadonlyMap<string, readonly string[]> = new Map(
  CURRICULUM_DATA.procedures.map((raw) => [raw.id, raw.abbreviations ?? []]),
);

/**
 * The usual abbreviations of a catalogue entry, by its id, from the shipped catalogue: an entry
 * keeps its id when the clinic corrects it, and one the clinic adds has none (decision 181).
 */
export function examinationAbbreviations(id: string): readonly string[] {
  return SHIPPED_ABBREVIATIONS.get(id) ?? [];
}
