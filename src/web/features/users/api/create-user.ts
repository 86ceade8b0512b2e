import { useMutation, useQueryClient } from "@tanstack/react-query";
import { USER_MESSAGES } from "@/shared/messages/users";
import type { TCreateUserRequest, TCreateUserResponse } from "@/shared/schemas/users";
import { api, errorReason } from "@/web/lib/api-client";
import { invalidateAccounts } from "./invalidate";

export function createUser(body: TCreateUserRequest) {
  return api.post<TCreateUserResponse>("/api/users", body);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    meta: { errorToast: (error) => USER_MESSAGES.saveFailed(errorReason(error)) },
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
