import { ActionIcon, Tooltip } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import { useRef, useState } from "react";

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

/**
 * One icon button in a table row's action group, named by its tooltip. The tooltip exists only
 * while the pointer is on the button: a long table would otherwise set up one floating tooltip
 * per button on every render, for the one the user points at.
 */
export function RowAction({
  label,
  icon: ActionGlyph,
  color,
  disabled,
  pressed,
  withArrow,
  onClick,
}: RowActionProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [pointedAt, setPointedAt] = useState(false);
  return (
    <>
      <ActionIcon
        ref={button}
        variant="subtle"
        color={color}
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        onClick={onClick}
        onMouseEnter={() => setPointedAt(true)}
        onMouseLeave={() => setPointedAt(false)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setPointedAt(false);
        }}
      >
        <ActionGlyph size={18} aria-hidden />
      </ActionIcon>
      {pointedAt ? <Tooltip target={button} label={label} withArrow={withArrow} opened /> : null}
    </>
  );
}
