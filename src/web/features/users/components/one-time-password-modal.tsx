import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { CopyField } from "@/web/components/copy-field";
import { useLazyDialog } from "@/web/hooks/use-lazy-dialog";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";

interface OneTimePasswordModalProps {
  /** `shared`: the review account's password, which stays (decision 051). */
  created: { email: string; password: string; shared: boolean } | undefined;
  onClose: () => void;
}

/** The generated password is in this answer only; the server never shows it again. */
export function OneTimePasswordModal({ created, onClose }: OneTimePasswordModalProps) {
  const dialog = useLazyDialog(Boolean(created));
  if (!dialog.mounted) return null;
  return (
    <Modal
      opened={dialog.opened}
      onClose={onClose}
      title={created?.shared ? M.sharedPasswordTitle : M.oneTimeTitle}
      centered
      closeOnClickOutside={false}
    >
      {created ? (
        <Stack gap="md">
          <Text fz="sm">
            {created.shared ? M.sharedPasswordIntro(created.email) : M.oneTimeIntro(created.email)}
          </Text>
          <CopyField value={created.password} copyLabel={M.copy} copiedLabel={M.copied} fz="lg" />
          <Alert color="orange" variant="light" role="note">
            <Text fz="sm">{created.shared ? M.sharedPasswordNote : M.oneTimeNote}</Text>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{M.done}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
