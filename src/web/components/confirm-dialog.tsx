import { Button, Group, Modal, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useLazyDialog } from "@/web/hooks/use-lazy-dialog";
import { SHELL_MESSAGES as M } from "@/web/lib/messages/shell";

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  danger?: boolean;
}

/** Asks before an irreversible action ('Är du säker?'). Cancel gets focus first. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  busy = false,
  danger = false,
}: ConfirmDialogProps) {
  const dialog = useLazyDialog(opened);
  if (!dialog.mounted) return null;
  return (
    <Modal opened={dialog.opened} onClose={onClose} title={title} centered>
      {typeof children === "string" ? <Text>{children}</Text> : children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {M.cancel}
        </Button>
        <Button color={danger ? "red.9" : undefined} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
