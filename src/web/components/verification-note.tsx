import { Group, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { CATALOGUE_MESSAGES } from "@/shared/messages/catalogue";
import type { VerificationState } from "@/shared/rules/curriculum-verification";

interface VerificationNoteProps {
  state: VerificationState;
  kind: "goal" | "procedure";
  /** Rows show only the warning; the full view also says when a text has been checked. */
  showVerified?: boolean;
}

/** Whether a goal's or examination's text has been checked against the official source. */
export function VerificationNote({ state, kind, showVerified = false }: VerificationNoteProps) {
  const labels =
    kind === "goal"
      ? CATALOGUE_MESSAGES.goalVerification
      : CATALOGUE_MESSAGES.procedureVerification;
  if (state !== "unchecked" && !showVerified) return null;
  const unchecked = state === "unchecked";
  const Icon = unchecked ? IconAlertTriangle : IconCircleCheck;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" data-testid="verification-note">
      <Icon
        size={16}
        aria-hidden
        color={unchecked ? "var(--mantine-color-orange-8)" : "var(--mantine-color-green-8)"}
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      {/* The icon carries the colour; the text keeps the body colour for contrast. */}
      <Text fz="xs" fw={unchecked ? 500 : 400}>
        {labels[state]}
      </Text>
    </Group>
  );
}
