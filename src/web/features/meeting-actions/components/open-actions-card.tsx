import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconChecklist } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { openActionsOf } from "@/shared/rules/meeting-actions";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { MEETING_ACTIONS_UI_MESSAGES as M } from "@/web/lib/messages/meeting-actions";
import { useMarkMeetingAction } from "../api/mark-meeting-action";
import { ActionLine } from "./action-line";

/**
 * 'Öppna åtgärder' on the overview: the doctor's actions from the supervisor meetings that are
 * not done, the overdue first, each to mark done here. Renders nothing when there are none.
 */
export function OpenActionsCard({ record }: { record: TDoctorRecord }) {
  const headingId = useId();
  const { mark, isPending } = useMarkMeetingAction(record.doctor.id);
  const open = openActionsOf(record.meetings, record.today);
  if (open.length === 0) return null;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      aria-labelledby={headingId}
      data-testid="open-meeting-actions"
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconChecklist size={20} aria-hidden />
          <Title order={2} fz="lg" id={headingId}>
            {M.openTitle} ({open.length})
          </Title>
        </Group>
        <Text fz="sm">{M.openIntro}</Text>
        <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {open.map(({ action, agreedOn }) => (
            <ActionLine
              key={action.id}
              action={action}
              today={record.today}
              origin={M.agreedOn(agreedOn)}
              canEdit={record.permissions.canEdit}
              busy={isPending}
              onMark={(a, done) => mark({ action: a, done })}
            />
          ))}
        </Stack>
        <Anchor component={Link} to="/meetings" fz="sm">
          {M.toMeetings}
        </Anchor>
      </Stack>
    </Paper>
  );
}
