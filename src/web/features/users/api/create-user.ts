import { useMutation, useQueryClient } from "@tanstack/react-query";
import { USER_MESSAGES } from "@/shared/messages/users";
import type { TCreateUserRequest } from "@/shared/schemas/users";
import { call, errorReason } from "@/web/lib/api-client";
import { invalidateAccounts } from "./invalidate";

export function createUser(body: TCreateUserRequest) {
  return call("POST /api/users", { body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    meta: { errorToast: (error) => USER_MESSAGES.saveFailed(errorReason(error)) },
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
