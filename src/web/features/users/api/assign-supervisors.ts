import { useMutation, useQueryClient } from "@tanstack/react-query";
import { USER_MESSAGES } from "@/shared/messages/users";
import type { TAssignSupervisorsRequest } from "@/shared/schemas/users";
import { call, errorMessage } from "@/web/lib/api-client";
import type { UserListItem } from "./get-users";
import { invalidateAccounts } from "./invalidate";
import { usersKeys } from "./keys";

export function assignSupervisors({
  doctorId,
  supervisorIds,
}: { doctorId: string } & TAssignSupervisorsRequest) {
  return call("PUT /api/st-doctors/{id}/supervisors", {
    params: { id: doctorId },
    body: { supervisorIds },
  });
}

type UsersData = { users: UserListItem[] };

/** Optimistic: the cached user rows show the new supervisors at once and roll back on failure. */
export function useAssignSupervisors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignSupervisors,
    meta: {
      errorToast: (error) => `${USER_MESSAGES.supervisorsFailed} ${errorMessage(error, "")}`.trim(),
    },
    onMutate: async ({ doctorId, supervisorIds }) => {
      await queryClient.cancelQueries({ queryKey: usersKeys.all });
      const previous = queryClient.getQueriesData<UsersData>({
        queryKey: [...usersKeys.all, "list"],
      });
      queryClient.setQueriesData<UsersData>({ queryKey: [...usersKeys.all, "list"] }, (data) =>
        data
          ? {
              users: data.users.map((u) => (u.id === doctorId ? { ...u, supervisorIds } : u)),
            }
          : data,
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => invalidateAccounts(queryClient),
  });
}
