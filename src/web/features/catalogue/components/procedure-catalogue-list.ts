import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";
import type { CatalogueChange } from "../api/catalogue";
import type { CatalogueEntryValues } from "./catalogue-entry-modal";

/** A search matches an entry's name, id or sync id, anywhere, in any case. */
export function matchesCatalogueSearch(entry: TProcedureDefinition, query: string) {
  const q = query.trim().toLocaleLowerCase("sv");
  if (q === "") return true;
  return [entry.name, entry.id, entry.syncId ?? ""].some((v) =>
    v.toLocaleLowerCase("sv").includes(q),
  );
}

/** The rows the table shows: the search's matches, the retired ones only when asked for. */
export function shownCatalogueEntries(
  entries: readonly TProcedureDefinition[],
  query: string,
  showRetired: boolean,
): TProcedureDefinition[] {
  return entries.filter((p) => (showRetired || !p.retired) && matchesCatalogueSearch(p, query));
}

/** How many entries in use are still to be checked against the official source, of how many. */
export function uncheckedCount(entries: readonly TProcedureDefinition[]) {
  const inUse = entries.filter((p) => !p.retired);
  return {
    remaining: inUse.filter((p) => p.verificationState === "unchecked").length,
    inUse: inUse.length,
  };
}

/**
 * The save the edit dialog asks for: a correction of an entry (its id stays) or a new entry; an
 * empty sync id is none.
 */
export function catalogueEntryChange(
  entry: TProcedureDefinition | undefined,
  values: CatalogueEntryValues,
): CatalogueChange {
  return entry
    ? {
        kind: "update",
        id: entry.id,
        values: {
          name: values.name,
          column: values.column,
          level: values.level,
          syncId: values.syncId,
        },
      }
    : { kind: "create", values: { ...values, syncId: values.syncId || null } };
}
