import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSaveReminderSettingsRequest } from "@/shared/schemas/reminders";
import { call } from "@/web/lib/api-client";

export const reminderSettingsKey = ["account", "reminder-settings"] as const;

export const reminderSettingsQuery = () =>
  queryOptions({
    queryKey: reminderSettingsKey,
    queryFn: () => call("GET /api/account/reminder-settings", {}),
  });

/** Saves the choice over the version it was based on; the answer is the setting as saved. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveReminderSettingsRequest) =>
      call("PUT /api/account/reminder-settings", { body }),
    onSuccess: (answer) => queryClient.setQueryData(reminderSettingsKey, answer.settings),
  });
}
