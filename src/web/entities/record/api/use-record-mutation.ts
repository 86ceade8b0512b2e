import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { errorMessage, isApiError } from "@/web/lib/api-client";
import { announceRecordChange } from "@/web/lib/record-broadcast";
import { showToast } from "@/web/lib/toasts";
import { recordKeys } from "./get-record";
import { type Change, PendingWrites } from "./pending-writes";
import { isStaleWrite } from "./reload-record";

export interface RecordMutationOptions<Vars, Result> {
  doctorId: string;
  mutationFn: (vars: Vars) => Promise<Result>;
  /** The record as it will look after the change, shown at once and dropped on failure. */
  optimistic?: (record: TDoctorRecord, vars: Vars) => TDoctorRecord;
  /**
   * The server's answer applied to the record (a row as stored, a new version, the derived values
   * of `derived`). Without it the optimistic change stands as confirmed.
   */
  confirm?: (record: TDoctorRecord, result: Result, vars: Vars) => TDoctorRecord;
  /**
   * The answer carries what the server works out from the whole record (the end date, the model
   * lock, permissions), merged by `confirm`. Only when this write overlapped another is the record
   * read once more when they are done: the server may have applied them in either order
   * (decision 118).
   */
  derived?: boolean;
  /**
   * The write changes more than its answer says (a reset empties the whole record): the record is
   * read again once no other write to it is pending.
   */
  refetchWhenIdle?: boolean;
  /** The spec's success toast, e.g. 'Randning tillagd!'; omit for none. */
  successMessage?: string | ((result: Result, vars: Vars) => string);
  /**
   * The spec's failure toast, e.g. 'Kunde inte lägga till randning.'; the server's reason follows.
   * A function writes the whole toast from the error itself (and the write's variables), or none.
   */
  errorMessage: string | ((error: unknown, vars: Vars) => string | undefined);
  /** The form shows a refused stale save itself, with 'Ladda om'; no toast then. */
  handlesStaleWrite?: boolean;
}

// One queue of pending writes per ST doctor record and query client (see pending-writes.ts).
const queues = new WeakMap<QueryClient, Map<string, PendingWrites<TDoctorRecord>>>();

function queueOf(queryClient: QueryClient, doctorId: string) {
  let byDoctor = queues.get(queryClient);
  if (!byDoctor) {
    byDoctor = new Map();
    queues.set(queryClient, byDoctor);
  }
  let queue = byDoctor.get(doctorId);
  if (!queue) {
    queue = new PendingWrites<TDoctorRecord>();
    byDoctor.set(doctorId, queue);
  }
  return queue;
}

/** The spec's sentence, with the server's reason after it when the server gave one. */
export function saveFailedToast(base: string, error: unknown): string {
  // A 4xx carries the server's Swedish reason and a lost connection says so; a server fault's
  // 'HTTP 500' tells the user nothing the spec's sentence does not.
  const explained = isApiError(error) && error.status < 500;
  const reason = explained ? errorMessage(error) : "";
  return reason && reason !== base ? `${base} ${reason}` : base;
}

/**
 * The one way record pages save: optimistic in the cached record, the server's answer merged into
 * that record (no refetch of the whole record, so quick successive edits never undo each other,
 * and a write costs one request: decision 118),
 * the spec's error toast when the save fails (lib/query-client.ts shows it). Network errors are
 * retried by the query client.
 */
export function useRecordMutation<Vars, Result>(options: RecordMutationOptions<Vars, Result>) {
  const queryClient = useQueryClient();
  const { doctorId } = options;
  const key = recordKeys.record(doctorId);
  const current = () => queryClient.getQueryData<TDoctorRecord>(key);
  const show = (queue: PendingWrites<TDoctorRecord>, record: TDoctorRecord | undefined) => {
    if (!record) return;
    queryClient.setQueryData<TDoctorRecord>(key, record);
    queue.stored(current());
  };

  function settled(queue: PendingWrites<TDoctorRecord>) {
    void queryClient.invalidateQueries({ queryKey: recordKeys.history(doctorId) });
    if (!queue.idle) return;
    queues.get(queryClient)?.delete(doctorId);
    if (options.refetchWhenIdle || queue.needsRead) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    }
  }

  return useMutation({
    mutationFn: options.mutationFn,
    meta: {
      errorToast: (error: unknown, vars: unknown) => {
        if (options.handlesStaleWrite && isStaleWrite(error)) return undefined;
        const { errorMessage } = options;
        return typeof errorMessage === "function"
          ? // The mutation cache hands back what this hook's mutationFn was called with.
            errorMessage(error, vars as Vars)
          : saveFailedToast(errorMessage, error);
      },
    },
    onMutate: async (vars: Vars) => {
      // A read under way would bring back the record without this change.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const queue = queueOf(queryClient, doctorId);
      const change: Change<TDoctorRecord> = (record) =>
        options.optimistic ? options.optimistic(record, vars) : record;
      const { id, value } = queue.begin(current(), change, { wholeRecord: options.derived });
      show(queue, value);
      return { queue, id };
    },
    onError: (_error, _vars, context) => {
      if (!context) return;
      show(context.queue, context.queue.reject(context.id, current()));
      settled(context.queue);
    },
    onSuccess: (result, vars, context) => {
      const answer: Change<TDoctorRecord> = (record) =>
        options.confirm
          ? options.confirm(record, result, vars)
          : options.optimistic
            ? options.optimistic(record, vars)
            : record;
      show(context.queue, context.queue.confirm(context.id, current(), answer));
      settled(context.queue);
      // Other tabs showing this record read it again.
      announceRecordChange(doctorId);
      const message =
        typeof options.successMessage === "function"
          ? options.successMessage(result, vars)
          : options.successMessage;
      if (message) showToast("success", message);
    },
  });
}
