import { Button, Group, Modal, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useBlocker } from "@tanstack/react-router";
import { useSyncExternalStore } from "react";
import { useLazyDialog } from "@/web/hooks/use-lazy-dialog";
import { SHELL_MESSAGES as M } from "@/web/lib/messages/shell";
import { sessionQueryKey } from "@/web/lib/query-keys";
import { hasUnsavedChanges, subscribeUnsavedChanges } from "@/web/lib/unsaved-changes";
import { isSessionExpiring } from "../session-expiry";

/**
 * Asks before the app leaves a page with unsaved text (forms report it through
 * useUnsavedChanges). A reload or closing the tab gets the browser's own question.
 */
export function UnsavedChangesPrompt() {
  const queryClient = useQueryClient();
  // Any registered blocker makes every navigation wait a tick; only block while there is text.
  const dirty = useSyncExternalStore(subscribeUnsavedChanges, hasUnsavedChanges);
  const blocker = useBlocker({
    disabled: !dirty,
    shouldBlockFn: async () => {
      if (!hasUnsavedChanges()) return false;
      // A session that has ended is not a question of staying: the expiry handler keeps the drafts
      // and goes to the login page (app/session-expiry.ts). Ask the server before asking the user.
      await queryClient.refetchQueries({ queryKey: sessionQueryKey }).catch(() => undefined);
      return true;
    },
    enableBeforeUnload: () => hasUnsavedChanges(),
    withResolver: true,
  });
  const dialog = useLazyDialog(blocker.status === "blocked" && !isSessionExpiring());
  if (!dialog.mounted) return null;
  return (
    <Modal
      opened={dialog.opened}
      onClose={() => blocker.reset?.()}
      title={M.unsavedTitle}
      centered
      // Above a form's own dialog, which stays open behind it.
      zIndex={400}
    >
      <Text>{M.unsavedText}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {M.unsavedStay}
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          {M.unsavedLeave}
        </Button>
      </Group>
    </Modal>
  );
}
