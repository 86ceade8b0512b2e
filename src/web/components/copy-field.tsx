import { Button, Code, CopyButton, Group } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";

interface CopyFieldProps {
  /** The secret shown once: a one-time password, a calendar address. */
  value: string;
  copyLabel: string;
  copiedLabel: string;
  id?: string;
  fz?: string;
}

/** A value shown once, selectable as a whole, with a button that copies it. */
export function CopyField({ value, copyLabel, copiedLabel, id, fz }: CopyFieldProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Code
        id={id}
        block
        fz={fz}
        // Wrapped, not scrolled: a scrolling block would need a keyboard stop of its own.
        style={{ flex: 1, userSelect: "all", whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
      >
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            onClick={copy}
            leftSection={
              copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
            }
          >
            {copied ? copiedLabel : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
