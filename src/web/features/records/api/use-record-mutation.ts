import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { errorMessage, isApiError } from "@/web/lib/api-client";
import { showToast } from "@/web/lib/toasts";
import { recordKeys } from "./get-record";
import { isStaleWrite } from "./reload-record";

export interface RecordMutationOptions<Vars, Result> {
  doctorId: string;
  mutationFn: (vars: Vars) => Promise<Result>;
  /** The record as it will look after the change, shown at once and rolled back on failure. */
  optimistic?: (record: TDoctorRecord, vars: Vars) => TDoctorRecord;
  /** The spec's success toast, e.g. 'Randning tillagd!'; omit for none. */
  successMessage?: string | ((result: Result, vars: Vars) => string);
  /** The spec's failure toast, e.g. 'Kunde inte lägga till randning.'; the server's reason follows. */
  errorMessage: string | ((vars: Vars) => string);
  /** The form shows a refused stale save itself, with 'Ladda om'; no toast then. */
  handlesStaleWrite?: boolean;
}

/**
 * The one way record pages save: optimistic in the cached record, rolled back with the spec's error
 * toast when the save fails, refreshed from the server afterwards (derived values such as the end
 * date and the model lock come from the server). Network errors are retried by the query client.
 */
export function useRecordMutation<Vars, Result>(options: RecordMutationOptions<Vars, Result>) {
  const queryClient = useQueryClient();
  const key = recordKeys.record(options.doctorId);
  return useMutation({
    mutationFn: options.mutationFn,
    onMutate: async (vars: Vars) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TDoctorRecord>(key);
      if (previous && options.optimistic) {
        queryClient.setQueryData<TDoctorRecord>(key, options.optimistic(previous, vars));
      }
      return { previous };
    },
    onError: (error, vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      if (options.handlesStaleWrite && isStaleWrite(error)) return;
      // A session that ended is explained on the login page, not as a failed save.
      if (isApiError(error) && error.status === 401) return;
      const base =
        typeof options.errorMessage === "function"
          ? options.errorMessage(vars)
          : options.errorMessage;
      // A 4xx carries the server's Swedish reason and a lost connection says so; a server fault's
      // 'HTTP 500' tells the user nothing the spec's sentence does not.
      const explained = isApiError(error) && error.status < 500;
      const reason = explained ? errorMessage(error) : "";
      showToast("error", reason && reason !== base ? `${base} ${reason}` : base);
    },
    onSuccess: (result, vars) => {
      const message =
        typeof options.successMessage === "function"
          ? options.successMessage(result, vars)
          : options.successMessage;
      if (message) showToast("success", message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}
