import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";
import { doctorsQueryKey } from "@/web/lib/query-keys";

export function getDoctors() {
  return call("GET /api/st-doctors");
}

/** The ST doctors the signed-in user may view, in the server's order (first = default choice). */
export const doctorsQueryOptions = queryOptions({
  queryKey: doctorsQueryKey,
  queryFn: getDoctors,
  select: (data) => data.doctors,
});

export function useDoctors(options: { enabled?: boolean } = {}) {
  return useQuery({ ...doctorsQueryOptions, enabled: options.enabled ?? true });
}
