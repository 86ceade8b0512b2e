import { useMutation } from "@tanstack/react-query";
import type { TRequestPasswordReset } from "@/shared/schemas/auth";
import { call } from "@/web/lib/api-client";

export function requestPasswordReset(body: TRequestPasswordReset) {
  return call("POST /api/password-reset/request", { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
