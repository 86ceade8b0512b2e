import { useMutation } from "@tanstack/react-query";
import type { TConfirmPasswordReset } from "@/shared/schemas/auth";
import { call } from "@/web/lib/api-client";

export function confirmPasswordReset(body: TConfirmPasswordReset) {
  return call("POST /api/password-reset/confirm", { body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
