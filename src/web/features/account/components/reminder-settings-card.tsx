import { Button, Group, Stack, Switch, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { REMINDER_MESSAGES } from "@/shared/messages/reminders";
import { isStaleWrite } from "@/web/entities/record/api/reload-record";
import type { StaleWriteState } from "@/web/entities/record/api/use-stale-write";
import { StaleWriteAlert } from "@/web/entities/record/components/stale-write-alert";
import { useUnsavedChanges } from "@/web/hooks/use-unsaved-changes";
import { ACCOUNT_UI_MESSAGES } from "@/web/lib/messages/account";
import { toast } from "@/web/lib/toasts";
import { reminderSettingsQuery, useSaveReminderSettings } from "../api/reminder-settings";

const M = REMINDER_MESSAGES.settings;

/**
 * 'E-postpåminnelser' on Min Profil: the user's own choice, saved with the version it was based on
 * (decision 211), so a choice made meanwhile in another tab is not silently overwritten.
 */
export function ReminderSettingsCard() {
  const settings = useQuery(reminderSettingsQuery());
  const save = useSaveReminderSettings();
  const queryClient = useQueryClient();
  /** What the user has chosen and not yet saved; null follows the saved setting. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const [stale, setStale] = useState<StaleWriteState>(null);
  const changed =
    settings.data !== undefined && choice !== null && choice !== settings.data.remindersEnabled;
  useUnsavedChanges(changed || save.isPending);

  if (settings.isPending) return <Text c="dimmed">{ACCOUNT_UI_MESSAGES.loading}</Text>;
  if (settings.isError) {
    return (
      <Group gap="sm">
        <Text fz="sm">{ACCOUNT_UI_MESSAGES.reminderLoadFailed}</Text>
        <Button size="xs" variant="default" onClick={() => settings.refetch()}>
          {ACCOUNT_UI_MESSAGES.retry}
        </Button>
      </Group>
    );
  }
  const saved = settings.data;
  const enabled = choice ?? saved.remindersEnabled;

  function onSave() {
    save.mutate(
      { remindersEnabled: enabled, version: saved.version },
      {
        onSuccess: (answer) => {
          setChoice(null);
          setStale(null);
          toast.success(answer.message);
        },
        onError: (error) => {
          if (isStaleWrite(error)) setStale("stale");
          else toast.error(error.message);
        },
      },
    );
  }

  async function reload() {
    await queryClient.fetchQuery({ ...reminderSettingsQuery(), staleTime: 0 });
    setStale("reloaded");
  }

  return (
    <Stack gap="md">
      <Text fz="sm">{M.intro}</Text>
      <StaleWriteAlert state={stale} onReload={reload} />
      <Switch
        label={M.label}
        checked={enabled}
        onChange={(event) => setChoice(event.currentTarget.checked)}
      />
      <Group>
        <Button onClick={onSave} disabled={!changed || save.isPending} loading={save.isPending}>
          {ACCOUNT_UI_MESSAGES.save}
        </Button>
      </Group>
    </Stack>
  );
}
