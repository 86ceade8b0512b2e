import { Modal, type ModalProps } from "@mantine/core";
import type { ReactNode } from "react";
import { useLazyDialog } from "@/web/hooks/use-lazy-dialog";

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalProps["size"];
  /** The form; mounted per opening so its fields start from what is edited (or empty). */
  children: ReactNode;
}

/** The dialog around every add/edit form of the record and admin pages. */
export function FormModal({ opened, onClose, title, size, children }: FormModalProps) {
  const dialog = useLazyDialog(opened);
  if (!dialog.mounted) return null;
  return (
    <Modal opened={dialog.opened} onClose={onClose} title={title} centered size={size}>
      {dialog.opened ? children : null}
    </Modal>
  );
}
