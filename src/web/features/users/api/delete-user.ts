import { useMutation, useQueryClient } from "@tanstack/react-query";
import { USER_MESSAGES } from "@/shared/messages/users";
import { call, errorMessage } from "@/web/lib/api-client";
import { invalidateAccounts } from "./invalidate";

export function deleteUser(id: string) {
  return call("DELETE /api/users/{id}", { params: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    meta: {
      errorToast: (error) => `${USER_MESSAGES.deleteFailed} ${errorMessage(error, "")}`.trim(),
    },
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
