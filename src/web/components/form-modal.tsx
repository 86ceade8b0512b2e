import { Modal, type ModalProps } from "@mantine/core";
import type { ReactNode } from "react";

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
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size={size}>
      {opened ? children : null}
    </Modal>
  );
}
