import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TSupervisorListResponse } from "@/shared/schemas/users";
import { call } from "@/web/lib/api-client";
import { usersKeys } from "./keys";

export type Supervisor = TSupervisorListResponse["supervisors"][number];

export function getSupervisors() {
  return call("GET /api/supervisors");
}

export const supervisorsQueryOptions = queryOptions({
  queryKey: usersKeys.supervisors,
  queryFn: getSupervisors,
  select: (data) => data.supervisors,
});

export function useSupervisors() {
  return useQuery(supervisorsQueryOptions);
}
