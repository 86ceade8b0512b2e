import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";
import { invalidateAccounts } from "./invalidate";

export function deleteUser(id: string) {
  return call("DELETE /api/users/{id}", { params: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
