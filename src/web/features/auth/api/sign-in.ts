import { useMutation } from "@tanstack/react-query";
import type { TReviewSignInRequest, TSignInRequest } from "@/shared/schemas/auth";
import { call } from "@/web/lib/api-client";
import { useSetSession } from "@/web/lib/session";

export function signIn(body: TSignInRequest) {
  return call("POST /api/session/sign-in", { body });
}

export function reviewSignIn(body: TReviewSignInRequest) {
  return call("POST /api/session/review-sign-in", { body });
}

export type SignInInput =
  | { kind: "normal"; email: string; password: string }
  | { kind: "review"; password: string };

/** Both login tabs; a failed sign-in is never retried (it counts towards the rate limit). */
export function useSignIn() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      input.kind === "normal"
        ? signIn({ email: input.email, password: input.password })
        : reviewSignIn({ password: input.password }),
    retry: false,
    onSuccess: (session) => setSession(session),
  });
}
