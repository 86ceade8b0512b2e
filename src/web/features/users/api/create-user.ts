import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreateUserRequest, TCreateUserResponse } from "@/shared/schemas/users";
import { api } from "@/web/lib/api-client";
import { invalidateAccounts } from "./invalidate";

export function createUser(body: TCreateUserRequest) {
  return api.post<TCreateUserResponse>("/api/users", body);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
