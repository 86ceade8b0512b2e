import { useMutation } from "@tanstack/react-query";
import { api } from "@/web/lib/api-client";

export function sendResetLink(id: string) {
  return api.post<{ message: string }>(`/api/users/${encodeURIComponent(id)}/reset-link`);
}

export function useSendResetLink() {
  return useMutation({ mutationFn: sendResetLink });
}
