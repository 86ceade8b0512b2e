import { Stack, Text } from "@mantine/core";
import { carriedActionsOf } from "@/shared/rules/meeting-actions";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { MEETING_ACTIONS_UI_MESSAGES as M } from "@/web/lib/messages/meeting-actions";
import { useMarkMeetingAction } from "../api/mark-meeting-action";
import { ActionLine } from "./action-line";

type Meeting = TDoctorRecord["meetings"][number];

interface MeetingActionsCellProps {
  doctorId: string;
  meeting: Meeting;
  /** Every meeting of the doctor: the earlier ones' open actions are carried to this one. */
  meetings: readonly Meeting[];
  today: string;
  canEdit: boolean;
}

/** A meeting's own actions, then those carried to it from earlier meetings (decision 207). */
export function MeetingActionsCell({
  doctorId,
  meeting,
  meetings,
  today,
  canEdit,
}: MeetingActionsCellProps) {
  const { mark, isPending } = useMarkMeetingAction(doctorId);
  const carried = carriedActionsOf(meeting, meetings);
  if (meeting.actions.length === 0 && carried.length === 0) {
    return (
      <Text fz="sm" c="gray.7">
        {M.noActions}
      </Text>
    );
  }
  const onMark = (action: Meeting["actions"][number], done: boolean) => mark({ action, done });
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
      {meeting.actions.map((action) => (
        <ActionLine
          key={action.id}
          action={action}
          today={today}
          canEdit={canEdit}
          busy={isPending}
          onMark={onMark}
        />
      ))}
      {carried.map(({ action, agreedOn }) => (
        <ActionLine
          key={action.id}
          action={action}
          today={today}
          origin={M.carriedFrom(agreedOn)}
          canEdit={canEdit}
          busy={isPending}
          onMark={onMark}
        />
      ))}
    </Stack>
  );
}
