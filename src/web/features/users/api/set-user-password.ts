import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";
import { invalidateAccounts } from "./invalidate";

export function setUserPassword({ id, password }: { id: string; password: string }) {
  return api.post<{ message: string }>(`/api/users/${encodeURIComponent(id)}/password`, {
    password,
  });
}

export function useSetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserPassword,
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
