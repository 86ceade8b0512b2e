import { Button, Group, Modal, Text } from "@mantine/core";
import { useBlocker } from "@tanstack/react-router";
import { SHELL_MESSAGES as M } from "@/web/lib/messages/shell";
import { hasUnsavedChanges } from "@/web/lib/unsaved-changes";

/**
 * Asks before the app leaves a page with unsaved text (forms report it through
 * useUnsavedChanges). A reload or closing the tab gets the browser's own question.
 */
export function UnsavedChangesPrompt() {
  const blocker = useBlocker({
    shouldBlockFn: () => hasUnsavedChanges(),
    enableBeforeUnload: () => hasUnsavedChanges(),
    withResolver: true,
  });
  const opened = blocker.status === "blocked";
  return (
    <Modal
      opened={opened}
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
