import {
  ActionIcon,
  Autocomplete,
  Button,
  Fieldset,
  Group,
  Input,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import {
  MEETING_ACTION_MESSAGES as A,
  ACTION_OWNER_SUGGESTIONS,
  MAX_ACTIONS_PER_MEETING,
} from "@/shared/messages/meeting-actions";
import { MEETING_ACTIONS_UI_MESSAGES as M } from "@/web/lib/messages/meeting-actions";
import { type ActionDraft, actionsFromText, actionsToText } from "../action-drafts";

interface MeetingActionsFieldProps {
  /** The rows as the form holds them (action-drafts). */
  value: string;
  error: ReactNode;
  onChange: (value: string) => void;
}

/**
 * 'Överenskomna åtgärder' in the meeting form: a row per action (what, who, by when) that can be
 * added and removed. Each row is a group of its own, named 'Åtgärd 1', … so a screen reader tells
 * the rows apart; on a phone the three fields stand above each other.
 */
export function MeetingActionsField({ value, error, onChange }: MeetingActionsFieldProps) {
  const rows = actionsFromText(value);
  const labelId = useId();
  const set = (next: ActionDraft[]) => onChange(actionsToText(next));
  const change = (index: number, patch: Partial<ActionDraft>) =>
    set(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const errorText = typeof error === "string" ? error : null;

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <div>
        <Text id={labelId} fw={500} fz="sm">
          {A.actions}
        </Text>
        <Text fz="xs" c="gray.7">
          {M.actionsHint}
        </Text>
      </div>
      {rows.map((row, index) => (
        <Fieldset
          // Rows have no id before they are saved; their place names them.
          key={row.id ?? `new-${index}`}
          legend={M.actionLegend(index + 1)}
          p="xs"
          data-testid="meeting-action-row"
        >
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" style={{ flex: 1 }}>
              <TextInput
                label={A.what}
                required
                value={row.what}
                error={Boolean(errorText) && row.what.trim() === ""}
                onChange={(event) => change(index, { what: event.currentTarget.value })}
              />
              <Autocomplete
                label={A.owner}
                required
                placeholder={M.ownerPlaceholder}
                data={[...ACTION_OWNER_SUGGESTIONS]}
                value={row.owner}
                error={Boolean(errorText) && row.owner.trim() === ""}
                onChange={(owner) => change(index, { owner })}
                comboboxProps={{ withinPortal: true }}
              />
              <TextInput
                label={A.dueDate}
                type="date"
                required
                value={row.dueDate}
                error={Boolean(errorText) && row.dueDate.trim() === ""}
                onChange={(event) => change(index, { dueDate: event.currentTarget.value })}
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red.9"
              size={36}
              aria-label={M.removeAction(index + 1)}
              onClick={() => set(rows.filter((_, i) => i !== index))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Fieldset>
      ))}
      {errorText ? <Input.Error role="alert">{errorText}</Input.Error> : null}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={rows.length >= MAX_ACTIONS_PER_MEETING}
        onClick={() => set([...rows, { what: "", owner: "", dueDate: "" }])}
        style={{ alignSelf: "flex-start" }}
      >
        {M.addAction}
      </Button>
    </Stack>
  );
}
