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

/** `known`: what a list already showed for the doctor, shown at once while the server is asked. */
export function useAssignedSupervisors(doctorId: string, known?: TAssignedSupervisor[]) {
  return useQuery({
    ...assignedSupervisorsQueryOptions(doctorId),
    placeholderData: known ? { supervisors: known } : undefined,
  });
}
