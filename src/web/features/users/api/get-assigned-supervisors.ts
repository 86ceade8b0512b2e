import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAssignedSupervisor } from "@/shared/schemas/users";
import { call } from "@/web/lib/api-client";
import { usersKeys } from "./keys";

export function getAssignedSupervisors(doctorId: string) {
  return call("GET /api/st-doctors/{id}/supervisors", { params: { id: doctorId } });
}

/** One ST doctor's supervisors, named, deactivated ones included. */
export function assignedSupervisorsQueryOptions(doctorId: string) {
  return queryOptions({
    queryKey: usersKeys.assigned(doctorId),
    queryFn: () => getAssignedSupervisors(doctorId),
    select: (data): TAssignedSupervisor[] => data.supervisors,
  });
}

export function useAssignedSupervisors(doctorId: string) {
  return useQuery(assignedSupervisorsQueryOptions(doctorId));
}
