import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";
import { doctorsQueryKey } from "@/web/lib/query-keys";

/**
 * The ST doctors the signed-in user may view whose name or e-mail contains `q`, at most 50, in the
 * server's order (the first of the empty search is the default choice); `hasMore` says more match.
 * The selector never asks for the whole list (decision 254).
 */
export const doctorSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...doctorsQueryKey, "search", q],
    queryFn: ({ signal }) =>
      call("GET /api/st-doctors", {
        // `limit` bounds the answer even when the empty `q` is left out of the address. The
        // server's DOCTOR_OPTIONS_MAX, written out: its schema module would load zod here.
        query: { q, limit: "50" },
        signal,
      }),
  });

/** One ST doctor the user may view: the selector's current doctor. 404 outside their scope. */
export const doctorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...doctorsQueryKey, "one", id],
    queryFn: ({ signal }) => call("GET /api/st-doctors/{id}", { params: { id }, signal }),
  });

/** Typed searches keep the previous answer shown while the next one loads. */
export function useDoctorSearch(q: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...doctorSearchQueryOptions(q),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}

export function useDoctor(id: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...doctorQueryOptions(id ?? ""),
    enabled: id !== undefined && (options.enabled ?? true),
    select: (data) => data.doctor,
  });
}
