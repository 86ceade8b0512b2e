import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreateUserRequest } from "@/shared/schemas/users";
import { call } from "@/web/lib/api-client";
import { invalidateAccounts } from "./invalidate";

export function createUser(body: TCreateUserRequest) {
  return call("POST /api/users", { body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
