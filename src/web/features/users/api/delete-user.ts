import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import { invalidateAccounts } from "./invalidate";

export function deleteUser(id: string) {
  return api.delete<{ ok: true }>(`/api/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
