import { Badge, Checkbox, Group, Stack, Text } from "@mantine/core";
import { isOverdue } from "@/shared/rules/meeting-actions";
import type { TMeetingAction } from "@/shared/schemas/records";
import { PENDING_ID_PREFIX } from "@/web/entities/record/api/record-items";
import { MEETING_ACTIONS_UI_MESSAGES as M } from "@/web/lib/messages/meeting-actions";

interface ActionLineProps {
  action: TMeetingAction;
  today: string;
  /** 'Överförd från …' or 'Överenskommen …': where the action comes from, when not this meeting. */
  origin?: string | undefined;
  canEdit: boolean;
  busy: boolean;
  onMark: (action: TMeetingAction, done: boolean) => void;
}

/**
 * One agreed action: a checkbox 'Klar' named by the action (read-only: its state as text), who does
 * it, by when, and whether it is overdue or when it was done.
 */
export function ActionLine({ action, today, origin, canEdit, busy, onMark }: ActionLineProps) {
  const done = action.doneOn !== null;
  const pending = action.id.startsWith(PENDING_ID_PREFIX);
  const details = (
    <Group gap={6} wrap="wrap">
      <Text fz="xs" c="gray.7">
        {action.owner} · {M.due(action.dueDate)}
      </Text>
      {action.doneOn !== null ? (
        <Badge size="xs" color="teal.9" variant="filled" tt="none">
          {M.doneOn(action.doneOn)}
        </Badge>
      ) : isOverdue(action, today) ? (
        <Badge size="xs" color="red.9" variant="filled" tt="none">
          {M.overdue}
        </Badge>
      ) : null}
      {origin ? (
        <Badge size="xs" color="blue.9" variant="filled" tt="none">
          {origin}
        </Badge>
      ) : null}
    </Group>
  );
  return (
    <Stack gap={2} component="li" data-testid="meeting-action" data-done={done || undefined}>
      {canEdit ? (
        <Checkbox
          size="sm"
          checked={done}
          disabled={pending || busy}
          aria-label={M.markDone(action.what)}
          label={action.what}
          onChange={(event) => onMark(action, event.currentTarget.checked)}
        />
      ) : (
        <Text fz="sm" td={done ? "line-through" : undefined}>
          {action.what}
        </Text>
      )}
      {details}
    </Stack>
  );
}
