import { Box } from "@mantine/core";
import type { ActivityStatus } from "@/shared/rules/activity-status";
import { STATUS_COLORS } from "./matrix-styles";

/** A status's colour, small, as the legends show it beside the status's name. */
export function StatusSwatch({ status }: { status: ActivityStatus }) {
  return (
    <Box
      aria-hidden
      w={18}
      h={14}
      style={{
        borderLeft: `4px solid ${STATUS_COLORS[status].bar}`,
        background: STATUS_COLORS[status].background,
        boxShadow: "inset 0 0 0 1px var(--mantine-color-gray-4)",
        borderRadius: 2,
      }}
    />
  );
}
