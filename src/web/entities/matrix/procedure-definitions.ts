import { examinationAbbreviations, type ProcedureDefinition } from "@/shared/curriculum/procedures";
import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";

/** The clinic's catalogue (GET /api/catalog/procedures/in-use), in the shape the matrix rules take. */
export function toProcedureDefinitions(
  catalogue: readonly TProcedureDefinition[],
): ProcedureDefinition[] {
  return catalogue.map(({ id, name, column, level, syncId }) => ({
    id,
    name,
    abbreviations: examinationAbbreviations(id),
    column,
    level,
    syncId,
  }));
}
