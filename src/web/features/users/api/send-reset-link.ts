import { useMutation } from "@tanstack/react-query";
import { USER_MESSAGES } from "@/shared/messages/users";
import { api, errorReason } from "@/web/lib/api-client";

export function sendResetLink(id: string) {
  return api.post<{ message: string }>(`/api/users/${encodeURIComponent(id)}/reset-link`);
}

export function useSendResetLink() {
  return useMutation({
    mutationFn: sendResetLink,
    meta: { errorToast: (error) => USER_MESSAGES.resetFailed(errorReason(error)) },
  });
}
