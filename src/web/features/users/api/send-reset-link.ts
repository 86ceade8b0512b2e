import { useMutation } from "@tanstack/react-query";
import { USER_MESSAGES } from "@/shared/messages/users";
import { call, errorReason } from "@/web/lib/api-client";

export function sendResetLink(id: string) {
  return call("POST /api/users/{id}/reset-link", { params: { id } });
}

export function useSendResetLink() {
  return useMutation({
    mutationFn: sendResetLink,
    meta: { errorToast: (error) => USER_MESSAGES.resetFailed(errorReason(error)) },
  });
}
