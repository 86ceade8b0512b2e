import { useMutation, useQueryClient } from "@tanstack/react-query";
import { USER_MESSAGES } from "@/shared/messages/users";
import type { TUpdateUserRequest } from "@/shared/schemas/users";
import { call, errorReason } from "@/web/lib/api-client";
import { invalidateAccounts } from "./invalidate";

export function updateUser({ id, changes }: { id: string; changes: TUpdateUserRequest }) {
  return call("PATCH /api/users/{id}", { params: { id }, body: changes });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    meta: { errorToast: (error) => USER_MESSAGES.saveFailed(errorReason(error)) },
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
