import { Button, Group, type MantineSpacing } from "@mantine/core";
import { SHELL_MESSAGES } from "@/web/lib/messages/shell";

interface FormActionsProps {
  /** 'Spara' (or the form's own word); the submit button of the enclosing form. */
  saveLabel: string;
  busy?: boolean;
  /** What 'Avbryt' does; left out for a form on a page (nothing to close). */
  onCancel?: (() => void) | undefined;
  mt?: MantineSpacing;
  /** 'disable': the submit button is disabled while busy (its label then says so) instead of a spinner. */
  busyMode?: "loading" | "disable";
}

/** The button row of every form: 'Avbryt' then the submit button, at the end of the line. */
export function FormActions({
  saveLabel,
  busy = false,
  onCancel,
  mt,
  busyMode = "loading",
}: FormActionsProps) {
  return (
    <Group justify="flex-end" mt={mt}>
      {onCancel ? (
        <Button type="button" variant="default" onClick={onCancel}>
          {SHELL_MESSAGES.cancel}
        </Button>
      ) : null}
      <Button
        type="submit"
        loading={busyMode === "loading" && busy}
        disabled={busyMode === "disable" && busy}
      >
        {saveLabel}
      </Button>
    </Group>
  );
}
