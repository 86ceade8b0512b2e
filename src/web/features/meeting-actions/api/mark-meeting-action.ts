import { useQueryClient } from "@tanstack/react-query";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TMeetingAction } from "@/shared/schemas/records";
import { recordKeys } from "@/web/entities/record/api/get-record";
import { useRecordMutation } from "@/web/entities/record/api/use-record-mutation";
import { call } from "@/web/lib/api-client";
import { MEETING_ACTIONS_UI_MESSAGES as M } from "@/web/lib/messages/meeting-actions";

/** The record with one action as given, in its meeting. */
export function withMeetingAction(record: TDoctorRecord, action: TMeetingAction): TDoctorRecord {
  return {
    ...record,
    meetings: record.meetings.map((meeting) =>
      meeting.id !== action.meetingId
        ? meeting
        : { ...meeting, actions: meeting.actions.map((a) => (a.id === action.id ? action : a)) },
    ),
  };
}

interface MarkVars {
  action: TMeetingAction;
  done: boolean;
}

/**
 * Marks an action done or open again, shown at once on every meeting and the overview. A refused
 * stale mark (someone changed the action meanwhile) reads the record again, so the next try is
 * based on what is saved.
 */
export function useMarkMeetingAction(doctorId: string) {
  const queryClient = useQueryClient();
  const mutation = useRecordMutation({
    doctorId,
    mutationFn: ({ action, done }: MarkVars) =>
      call("PUT /api/st-doctors/{doctorId}/meeting-actions/{actionId}", {
        params: { doctorId, actionId: action.id },
        body: { done, version: action.version },
      }),
    optimistic: (record, { action, done }) =>
      withMeetingAction(record, {
        ...action,
        doneOn: done ? (action.doneOn ?? record.today) : null,
      }),
    confirm: (record, result) => withMeetingAction(record, result.action),
    successMessage: (result) => result.message,
    errorMessage: M.markFailed,
  });
  return {
    isPending: mutation.isPending,
    mark: (vars: MarkVars) =>
      mutation.mutate(vars, {
        onError: () =>
          void queryClient.invalidateQueries({
            queryKey: recordKeys.record(doctorId),
            exact: true,
          }),
      }),
  };
}
