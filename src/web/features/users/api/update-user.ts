import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TUpdateUserRequest, TUser } from "@/shared/schemas/users";
import { api } from "@/web/lib/api-client";
import { invalidateAccounts } from "./invalidate";

export function updateUser({ id, changes }: { id: string; changes: TUpdateUserRequest }) {
  return api.patch<{ user: TUser }>(`/api/users/${encodeURIComponent(id)}`, changes);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
