import { useMutation, useQueryClient } from "@tanstack/react-query";
import { USER_MESSAGES } from "@/shared/messages/users";
import type { TAssignedSupervisor, TUserListResponse } from "@/shared/schemas/users";
import { call, errorMessage } from "@/web/lib/api-client";
import { invalidateAccounts } from "./invalidate";
import { usersKeys } from "./keys";

interface AssignSupervisors {
  doctorId: string;
  /** The new supervisors, named, in order: the lists show them before the server answers. */
  supervisors: TAssignedSupervisor[];
  mainSupervisorId: string | null;
}

export function assignSupervisors({ doctorId, supervisors, mainSupervisorId }: AssignSupervisors) {
  return call("PUT /api/st-doctors/{id}/supervisors", {
    params: { id: doctorId },
    body: { supervisorIds: supervisors.map((s) => s.id), mainSupervisorId },
  });
}

/**
 * Optimistic: the doctor's row in every cached page and their supervisor list show the new
 * supervisors at once, and roll back on failure.
 */
export function useAssignSupervisors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignSupervisors,
    meta: {
      errorToast: (error) => `${USER_MESSAGES.supervisorsFailed} ${errorMessage(error, "")}`.trim(),
    },
    onMutate: async ({ doctorId, supervisors }) => {
      const assignedKey = usersKeys.assigned(doctorId);
      await Promise.all([
        queryClient.cancelQueries({ queryKey: usersKeys.lists }),
        queryClient.cancelQueries({ queryKey: assignedKey }),
      ]);
      const pages = queryClient.getQueriesData<TUserListResponse>({ queryKey: usersKeys.lists });
      const assigned = queryClient.getQueryData(assignedKey);
      const supervisorIds = supervisors.map((s) => s.id);
      queryClient.setQueriesData<TUserListResponse>({ queryKey: usersKeys.lists }, (data) =>
        data
          ? {
              ...data,
              users: data.users.map((u) =>
                u.id === doctorId ? { ...u, supervisorIds, supervisors } : u,
              ),
            }
          : data,
      );
      if (assigned) queryClient.setQueryData(assignedKey, { supervisors });
      return { pages, assigned };
    },
    onError: (_error, { doctorId }, context) => {
      for (const [key, data] of context?.pages ?? []) queryClient.setQueryData(key, data);
      if (context?.assigned)
        queryClient.setQueryData(usersKeys.assigned(doctorId), context.assigned);
    },
    onSettled: () => invalidateAccounts(queryClient),
  });
}
