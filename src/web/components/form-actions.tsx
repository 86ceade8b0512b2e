import { Button, Group, type MantineSpacing } from "@mantine/core";

interface FormActionsProps {
  /** 'Spara' (or the form's own word); the submit button of the enclosing form. */
  saveLabel: string;
  busy?: boolean;
  /** 'Avbryt' and what it does; left out for a form on a page (nothing to close). */
  cancel?: { label: string; onClick: () => void };
  mt?: MantineSpacing;
  /** 'disable': the submit button is disabled while busy (its label then says so) instead of a spinner. */
  busyMode?: "loading" | "disable";
}

/** The button row of every form: 'Avbryt' then the submit button, at the end of the line. */
export function FormActions({
  saveLabel,
  busy = false,
  cancel,
  mt,
  busyMode = "loading",
}: FormActionsProps) {
  return (
    <Group justify="flex-end" mt={mt}>
      {cancel ? (
        <Button type="button" variant="default" onClick={cancel.onClick}>
          {cancel.label}
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
