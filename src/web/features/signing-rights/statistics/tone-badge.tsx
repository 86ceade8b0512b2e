import { Badge, type BadgeProps } from "@mantine/core";
import type { ReactNode } from "react";

export type Tone = "blue" | "green" | "yellow" | "red";

/**
 * Shades dark (or, for yellow, light) enough for small text on them to pass WCAG AA: Mantine's
 * darkest green leaves white text at 4.4:1, so green is shown in its darkest teal.
 */
export const TONE_COLORS: Record<Tone, string> = {
  blue: "blue.8",
  green: "teal.9",
  yellow: "yellow.4",
  red: "red.9",
};

/** A status, band or recommendation badge; the word carries the meaning, the colour repeats it. */
export function ToneBadge({
  tone,
  children,
  size,
}: {
  tone: Tone;
  children: ReactNode;
  size?: BadgeProps["size"];
}) {
  return (
    <Badge
      color={TONE_COLORS[tone]}
      autoContrast
      variant="filled"
      radius="sm"
      size={size}
      tt="none"
    >
      {children}
    </Badge>
  );
}

/** The tone as a CSS colour, for borders and marks. */
export function toneColor(tone: Tone): string {
  return `var(--mantine-color-${TONE_COLORS[tone].replace(".", "-")})`;
}
