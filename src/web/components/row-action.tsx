import { ActionIcon, Tooltip } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";

interface RowActionProps {
  /** The tooltip and the accessible name: what the button does to which row. */
  label: string;
  icon: Icon;
  color?: string;
  disabled?: boolean;
  /** For a toggle: whether it is on (sets aria-pressed); left out for a plain action. */
  pressed?: boolean;
  withArrow?: boolean;
  onClick: () => void;
}

/** One icon button in a table row's action group, named by its tooltip. */
export function RowAction({
  label,
  icon: ActionGlyph,
  color,
  disabled,
  pressed,
  withArrow,
  onClick,
}: RowActionProps) {
  return (
    <Tooltip label={label} withArrow={withArrow}>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={onClick}
      >
        <ActionGlyph size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
