import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TWarningSettings } from "@/shared/schemas/cohort";
import { call, errorReason } from "@/web/lib/api-client";
import { COHORT_UI_MESSAGES } from "@/web/lib/messages/cohort";
import { cohortQueryKey, warningSettingsQueryKey } from "@/web/lib/query-keys";
import { warningSettingsQueryOptions } from "./warning-settings-query";

export function useWarningSettings() {
  return useQuery(warningSettingsQueryOptions);
}

export function saveWarningSettings(settings: TWarningSettings) {
  return call("PUT /api/warning-settings", { body: settings });
}

export function useSaveWarningSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: (error) => COHORT_UI_MESSAGES.settingsFailed(errorReason(error)) },
    mutationFn: saveWarningSettings,
    onSuccess: (answer) => queryClient.setQueryData(warningSettingsQueryKey, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cohortQueryKey }),
  });
}
