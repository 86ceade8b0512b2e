import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TWarningSettings } from "@/shared/schemas/cohort";
import { call, errorReason } from "@/web/lib/api-client";
import { COHORT_UI_MESSAGES } from "@/web/lib/messages/cohort";
import { cohortQueryKey, warningSettingsQueryKey } from "@/web/lib/query-keys";
import { warningSettingsQueryOptions } from "./warning-settings-query";

/** The reader's clinic's limits, or those of one of their clinics (decision 272). */
export function useWarningSettings(clinicId?: string) {
  return useQuery(warningSettingsQueryOptions(clinicId));
}

export function saveWarningSettings({
  settings,
  clinicId,
}: {
  settings: TWarningSettings;
  clinicId?: string;
}) {
  return call("PUT /api/warning-settings", {
    body: settings,
    query: clinicId ? { clinicId } : {},
  });
}

export function useSaveWarningSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: (error) => COHORT_UI_MESSAGES.settingsFailed(errorReason(error)) },
    mutationFn: saveWarningSettings,
    onSuccess: (answer, { clinicId }) =>
      queryClient.setQueryData(warningSettingsQueryOptions(clinicId).queryKey, answer),
    // The reader's own limits may be the clinic's just saved, and the cohort is judged by them.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: warningSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: cohortQueryKey }),
      ]),
  });
}
