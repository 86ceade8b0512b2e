import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TChangePasswordRequest } from "@/shared/schemas/auth";
import { call } from "@/web/lib/api-client";
import { sessionQueryKey } from "@/web/lib/query-keys";
import { calendarFeedKey } from "./calendar-feed";

export function changePassword(body: TChangePasswordRequest) {
  return call("POST /api/session/password", { body });
}

/**
 * Keeps this session; a forced change is lifted, so the session is read again, and the calendar
 * address has ended (decision 172), so its status is read again too.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
      ]),
  });
}
