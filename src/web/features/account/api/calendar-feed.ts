import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "@/web/lib/api-client";

export const calendarFeedKey = ["account", "calendar-feed"] as const;

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: calendarFeedKey,
    queryFn: () => call("GET /api/account/calendar-feed", {}),
  });

/** Creating answers the address once; the status is read again either way. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call("POST /api/account/calendar-feed", {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call("DELETE /api/account/calendar-feed", {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey }),
  });
}
