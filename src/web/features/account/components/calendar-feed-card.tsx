import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconCalendarPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { TCalendarFeedCreated } from "@/shared/schemas/account";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { CopyField } from "@/web/components/copy-field";
import { formatDate } from "@/web/lib/dates";
import { ACCOUNT_UI_MESSAGES as M } from "@/web/lib/messages/account";
import { toast } from "@/web/lib/toasts";
import {
  calendarFeedQuery,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from "../api/calendar-feed";

type Confirm = "none" | "replace" | "revoke";

/**
 * The ST doctor's calendar link: created (the address shown once, with a copy button), created
 * again (the old address dies) or removed, each replacement or removal confirmed first.
 */
export function CalendarFeedCard() {
  const status = useQuery(calendarFeedQuery());
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [created, setCreated] = useState<(TCalendarFeedCreated & { shownAt: number }) | null>(null);
  const [confirm, setConfirm] = useState<Confirm>("none");
  const feed = status.data?.feed ?? null;
  // A status read after the address was shown that finds none: a password change ended it.
  const ended = created !== null && feed === null && status.dataUpdatedAt > created.shownAt;

  function onCreate() {
    setConfirm("none");
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setCreated({ ...answer, shownAt: Date.now() });
        toast.success(answer.message);
      },
      onError: (error) => toast.error(error.message),
    });
  }

  function onRevoke() {
    revoke.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirm("none");
        setCreated(null);
        toast.success(answer.message);
      },
      onError: (error) => toast.error(error.message),
    });
  }

  if (status.isPending) return <Text c="dimmed">{M.loading}</Text>;
  return (
    <Stack gap="md">
      <Text fz="sm">{M.calendarIntro}</Text>
      <Text fz="sm">{M.calendarPasswordNote}</Text>
      <Text fz="sm" fw={600}>
        {feed ? M.calendarActive(formatDate(feed.createdAt)) : M.calendarNone}
      </Text>
      {/* Shown once, and only while it still works: a password change ends it (decision 172). */}
      {created && !ended ? (
        <Stack gap="xs">
          <Text fz="sm" fw={600}>
            {M.calendarUrlLabel}
          </Text>
          <CopyField
            id="calendar-url"
            value={created.url}
            copyLabel={M.copy}
            copiedLabel={M.copied}
          />
          <Alert color="orange" variant="light" role="note">
            <Text fz="sm">{M.calendarUrlNote}</Text>
          </Alert>
        </Stack>
      ) : null}
      <Group>
        <Button
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
          onClick={() => (feed ? setConfirm("replace") : onCreate())}
          loading={create.isPending}
        >
          {feed ? M.calendarReplace : M.calendarCreate}
        </Button>
        {feed ? (
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => setConfirm("revoke")}
          >
            {M.calendarRevoke}
          </Button>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={confirm === "replace"}
        title={M.replaceTitle}
        confirmLabel={M.replaceConfirm}
        onConfirm={onCreate}
        onClose={() => setConfirm("none")}
        busy={create.isPending}
      >
        {M.replaceBody}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirm === "revoke"}
        title={M.revokeTitle}
        confirmLabel={M.revokeConfirm}
        onConfirm={onRevoke}
        onClose={() => setConfirm("none")}
        busy={revoke.isPending}
        danger
      >
        {M.revokeBody}
      </ConfirmDialog>
    </Stack>
  );
}
