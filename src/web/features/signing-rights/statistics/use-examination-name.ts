import { useCallback, useMemo } from "react";
import { useProcedureCatalogue } from "@/web/entities/record/api/get-record";

/**
 * An evaluation names its examination by catalogue id; the name comes from the catalogue in use
 * that the app reads once and caches. An examination since retired shows its id.
 */
export function useExaminationName() {
  const catalogue = useProcedureCatalogue();
  const names = useMemo(
    () => new Map((catalogue.data ?? []).map((entry) => [entry.id, entry.name])),
    [catalogue.data],
  );
  const nameOf = useCallback((id: string) => names.get(id) ?? id, [names]);
  return { nameOf, isPending: catalogue.isPending };
}
