import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { announceRecordChange } from "@/web/lib/record-broadcast";
import { showToast } from "@/web/lib/toasts";
import { isStaleWrite } from "./reload-record";
import { saveFailedToast } from "./use-record-mutation";

/**
 * What a failed write toasts: the action's sentence with the server's reason, except for a stale
 * save, which the form shows itself with 'Ladda om'.
 */
export function unlessStaleToast(failed: string) {
  return {
    errorToast: (error: unknown) =>
      isStaleWrite(error) ? undefined : saveFailedToast(failed, error),
  };
}

/**
 * A write to a document read whole beside the record (the application, the IUP): the answer
 * carries the whole document, which takes the cached one's place; the server's sentence is the
 * toast, and the doctor's other tabs are told the record changed (decision 160).
 */
export function useDocumentWrite<Vars, Answer extends { message: string }>(options: {
  doctorId: string;
  queryKey: QueryKey;
  mutationFn: (vars: Vars) => Promise<Answer>;
  documentOf: (answer: Answer) => unknown;
  failed: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    meta: unlessStaleToast(options.failed),
    onSuccess: (answer) => {
      queryClient.setQueryData(options.queryKey, options.documentOf(answer));
      announceRecordChange(options.doctorId);
      showToast("success", answer.message);
    },
  });
}
