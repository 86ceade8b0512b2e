import { useMutation, useQueryClient } from "@tanstack/react-query";
import { USER_MESSAGES } from "@/shared/messages/users";
import { call, errorMessage } from "@/web/lib/api-client";
import { invalidateAccounts } from "./invalidate";

export function unlinkProviderIdentity(id: string) {
  return call("DELETE /api/users/{id}/provider-identity", { params: { id } });
}

/** 'Koppla bort': the account's link to its identity at the provider goes (decision 248). */
export function useUnlinkProviderIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkProviderIdentity,
    meta: {
      errorToast: (error) =>
        `${USER_MESSAGES.providerUnlinkFailed} ${errorMessage(error, "")}`.trim(),
    },
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
