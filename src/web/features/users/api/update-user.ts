import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TUpdateUserRequest } from "@/shared/schemas/users";
import { call } from "@/web/lib/api-client";
import { invalidateAccounts } from "./invalidate";

export function updateUser({ id, changes }: { id: string; changes: TUpdateUserRequest }) {
  return call("PATCH /api/users/{id}", { params: { id }, body: changes });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
