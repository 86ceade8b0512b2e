import { useMutation, useQueryClient } from "@tanstack/react-query";
import { USER_MESSAGES } from "@/shared/messages/users";
import { call, errorReason } from "@/web/lib/api-client";
import { invalidateAccounts } from "./invalidate";

export function setUserPassword({ id, password }: { id: string; password: string }) {
  return call("POST /api/users/{id}/password", { params: { id }, body: { password } });
}

export function useSetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserPassword,
    meta: { errorToast: (error) => USER_MESSAGES.setPasswordFailed(errorReason(error)) },
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
