import { Button, Group, TextInput } from "@mantine/core";
import type { ReactNode } from "react";

interface PickerFieldProps {
  label: string;
  /** What is chosen; empty shows the placeholder. */
  value: string;
  placeholder: string;
  description?: string | undefined;
  error?: ReactNode;
  /** 'Välj ...' before a choice, 'Ändra ...' after. */
  chooseLabel: string;
  changeLabel: string;
  onOpen: () => void;
}

/**
 * A required choice made in a dialog: a read-only field that shows it (and carries the label and
 * the error), with the button that opens the dialog beside it. A click on the field opens it too.
 */
export function PickerField({
  label,
  value,
  placeholder,
  description,
  error,
  chooseLabel,
  changeLabel,
  onOpen,
}: PickerFieldProps) {
  return (
    <TextInput
      label={label}
      description={description}
      required
      readOnly
      value={value}
      placeholder={placeholder}
      error={error}
      onClick={onOpen}
      // The button sits on the input's line, or under it when the screen is narrow.
      inputContainer={(input) => (
        <Group gap="xs" wrap="wrap" align="center">
          <div style={{ flex: "1 1 14rem", minWidth: 0 }}>{input}</div>
          <Button variant="light" onClick={onOpen}>
            {value === "" ? chooseLabel : changeLabel}
          </Button>
        </Group>
      )}
    />
  );
}
