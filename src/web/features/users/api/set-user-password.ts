import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";
import { invalidateAccounts } from "./invalidate";

export function setUserPassword({ id, password }: { id: string; password: string }) {
  return call("POST /api/users/{id}/password", { params: { id }, body: { password } });
}

export function useSetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserPassword,
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
