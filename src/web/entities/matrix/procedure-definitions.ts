import type { ProcedureDefinition } from "@/shared/curriculum/procedures";
import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";

/**
 * The clinic's catalogue (GET /api/catalog/procedures/in-use), in the shape the matrix rules take.
 * The abbreviations come with the answer, so the page needs none of the shipped data (decision 268).
 */
export function toProcedureDefinitions(
  catalogue: readonly TProcedureDefinition[],
): ProcedureDefinition[] {
  return catalogue.map(({ id, name, column, level, syncId, abbreviations }) => ({
    id,
    name,
    abbreviations: abbreviations ?? [],
    column,
    level,
    syncId,
  }));
}
