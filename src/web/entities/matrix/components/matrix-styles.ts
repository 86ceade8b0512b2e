import type { CSSProperties } from "react";
import type { ActivityStatus } from "@/shared/rules/activity-status";
import type { RequirementState } from "@/shared/rules/matrix";

/**
 * How a status looks in the matrix: a coloured bar and a light background. The text itself stays
 * dark on every background (contrast), so the colour is never the only carrier of meaning: the
 * legend names it and each examination's accessible name says it.
 */
export const STATUS_COLORS: Record<ActivityStatus, { bar: string; background: string }> = {
  not_started: { bar: "var(--mantine-color-gray-5)", background: "var(--mantine-color-white)" },
  planned: { bar: "var(--mantine-color-blue-6)", background: "var(--mantine-color-blue-0)" },
  in_progress: {
    bar: "var(--mantine-color-yellow-6)",
    background: "var(--mantine-color-yellow-0)",
  },
  completed: { bar: "var(--mantine-color-green-7)", background: "var(--mantine-color-green-0)" },
  under_review: {
    bar: "var(--mantine-color-violet-6)",
    background: "var(--mantine-color-violet-0)",
  },
};

/**
 * An item boxed in its status colour: the matrix's examinations and the overview's events, so a
 * status looks the same everywhere.
 */
export function statusBoxStyle(status: ActivityStatus): CSSProperties {
  const colors = STATUS_COLORS[status];
  return {
    display: "flex",
    gap: 6,
    alignItems: "flex-start",
    minWidth: 0,
    padding: "4px 6px",
    borderRadius: 4,
    borderLeft: `4px solid ${colors.bar}`,
    background: colors.background,
    boxShadow: "inset 0 0 0 1px var(--mantine-color-gray-3)",
  };
}

/** The short marker of each requirement state, explained in the legend; none for 'normal'. */
export const REQUIREMENT_MARKERS: Record<RequirementState, { symbol: string; color: string }> = {
  required: { symbol: "!", color: "red.9" },
  completed: { symbol: "✓", color: "teal.9" },
  "requirement-fulfiller": { symbol: "★", color: "teal.9" },
  "fulfilled-by-others": { symbol: "≈", color: "gray.8" },
  "optional-available": { symbol: "V", color: "blue.9" },
  "completed-optional-a": { symbol: "A", color: "teal.9" },
  "completed-optional-b": { symbol: "B", color: "teal.9" },
  "optional-surplus": { symbol: "+", color: "gray.8" },
  normal: { symbol: "", color: "gray.8" },
};
