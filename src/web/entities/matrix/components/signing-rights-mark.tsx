import { Group, Text, VisuallyHidden } from "@mantine/core";
import { IconShieldCheck, IconShieldX } from "@tabler/icons-react";
import type { FinalDecision } from "@/shared/rules/signing-rights";
import type { TSigningRightsDecision } from "@/shared/schemas/doctor-record";
import { formatDate } from "@/web/lib/dates";
import { PROCEDURES_UI_MESSAGES as M } from "@/web/lib/messages/procedures";

/**
 * How a decision looks: a shield with a tick or a cross, so the shape tells them apart as well as
 * the colour. The palette's green is too light for small text on white (4.4:1), teal.9 is not.
 */
const LOOKS: Record<FinalDecision, { Icon: typeof IconShieldCheck; color: string }> = {
  approved: { Icon: IconShieldCheck, color: "teal.9" },
  rejected: { Icon: IconShieldX, color: "red.9" },
};

function textOf({ decision, decisionDate }: TSigningRightsDecision): string {
  return M.signingRights(decision, formatDate(decisionDate));
}

/** The decision in words beside its shield: the matrix cell and the examination's dialog. */
export function SigningRightsMark({
  decision,
  size = "xs",
}: {
  decision: TSigningRightsDecision;
  size?: "xs" | "sm";
}) {
  const { Icon, color } = LOOKS[decision.decision];
  return (
    <Group
      component="span"
      gap={4}
      wrap="nowrap"
      align="flex-start"
      c={color}
      data-signing-rights={decision.decision}
    >
      <Icon size={size === "sm" ? 18 : 14} aria-hidden style={{ flex: "none", marginTop: 1 }} />
      <Text component="span" fz={size} fw={600} c={color} lh={1.3}>
        {textOf(decision)}
      </Text>
    </Group>
  );
}

/** The shield of a decision in its colour, for a legend beside the decision's name. */
export function SigningRightsShield({ decision }: { decision: FinalDecision }) {
  const { Icon, color } = LOOKS[decision];
  return (
    <Text component="span" c={color} style={{ display: "inline-flex", flex: "none" }}>
      <Icon size={14} aria-hidden />
    </Text>
  );
}

/**
 * The shield alone, where there is no room for words (the overview's cards and bars): the words
 * are its hover text and part of the card's accessible name, and the legend names the shields.
 */
export function SigningRightsIcon({ decision }: { decision: TSigningRightsDecision }) {
  const { Icon, color } = LOOKS[decision.decision];
  const text = textOf(decision);
  return (
    <Text
      component="span"
      c={color}
      title={text}
      data-signing-rights={decision.decision}
      style={{ display: "inline-flex", flex: "none", marginTop: 1 }}
    >
      <Icon size={14} aria-hidden />
      <VisuallyHidden>{text}</VisuallyHidden>
    </Text>
  );
}
