import { useMutation, useQueryClient } from "@tanstack/react-query";
import { USER_MESSAGES } from "@/shared/messages/users";
import { api, errorReason } from "@/web/lib/api-client";
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
    meta: { errorToast: (error) => USER_MESSAGES.setPasswordFailed(errorReason(error)) },
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
