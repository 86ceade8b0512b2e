import { useMutation } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";

export function sendResetLink(id: string) {
  return call("POST /api/users/{id}/reset-link", { params: { id } });
}

export function useSendResetLink() {
  return useMutation({ mutationFn: sendResetLink });
}
