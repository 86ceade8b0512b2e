import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { isApiError } from "@/web/lib/api-client";
import { recordQueryOptions } from "./get-record";

/** A save refused because the form was based on an older version (409 STALE_WRITE). */
export function isStaleWrite(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === "STALE_WRITE";
}

/**
 * 'Ladda om' after a stale save: fetches the record anew (never from the cache) and returns it, so
 * the form can take the new version while keeping what the user typed.
 */
export function useReloadRecord(doctorId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (): Promise<TDoctorRecord> =>
      queryClient.fetchQuery({ ...recordQueryOptions(doctorId), staleTime: 0 }),
    [queryClient, doctorId],
  );
}
