import { useMutation, useQueryClient } from "@tanstack/react-query";
import { USER_MESSAGES } from "@/shared/messages/users";
import type { TCreateUserRequest } from "@/shared/schemas/users";
import { call, errorReason } from "@/web/lib/api-client";
import { type Keyed, sendOnce } from "@/web/lib/idempotency";
import { invalidateAccounts } from "./invalidate";

/** `key`: the form's, so a retry after a lost answer creates the account once (decision 158). */
export function createUser({ request, key }: { request: TCreateUserRequest } & Keyed) {
  return call("POST /api/users", { body: request, idempotencyKey: key });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: createUser,
    meta: { errorToast: (error) => USER_MESSAGES.saveFailed(errorReason(error)) },
    onSuccess: () => invalidateAccounts(queryClient),
  });
  return { ...mutation, mutate: sendOnce(mutation.mutate) };
}
