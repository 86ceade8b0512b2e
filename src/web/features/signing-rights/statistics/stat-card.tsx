import { Paper, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";
import type { AssessmentCriterion } from "@/shared/rules/assessment-list";
import type { CardCriterion } from "./criterion-modal";
import { type Tone, ToneBadge, toneColor } from "./tone-badge";

export interface StatCardSpec {
  key: string;
  label: string;
  value: string;
  /** A band or share under the figure; a tone colours it (and the card's edge). */
  note?: string | undefined;
  tone?: Tone | undefined;
  /** How sure the figure is: '95 % KI 65–99 %' (decision 223). */
  interval?: string | undefined;
  criteria: readonly AssessmentCriterion[];
}

/** A figure that opens the assessments it counts. */
function StatCard({ card, onOpen }: { card: StatCardSpec; onOpen: () => void }) {
  let note: ReactNode = null;
  if (card.note && card.tone) note = <ToneBadge tone={card.tone}>{card.note}</ToneBadge>;
  else if (card.note) {
    note = (
      <Text fz="xs" c="dimmed">
        {card.note}
      </Text>
    );
  }
  return (
    <UnstyledButton onClick={onOpen} aria-haspopup="dialog" display="block" h="100%" w="100%">
      <Paper
        withBorder
        radius="md"
        p="sm"
        h="100%"
        style={card.tone ? { borderLeft: `4px solid ${toneColor(card.tone)}` } : undefined}
      >
        <Stack gap={4} align="flex-start">
          <Text fz="sm" c="dimmed">
            {card.label}
          </Text>
          <Text fz="xl" fw={700} lh={1.2}>
            {card.value}
          </Text>
          {card.interval ? (
            <Text fz="xs" c="dimmed">
              {card.interval}
            </Text>
          ) : null}
          {note}
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/** Cards in a grid that keeps two on a phone. */
export function StatCards({
  cards,
  onOpen,
}: {
  cards: readonly StatCardSpec[];
  onOpen: (shown: CardCriterion) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: Math.min(cards.length, 5) }} spacing="sm">
      {cards.map((card) => (
        <StatCard
          key={card.key}
          card={card}
          onOpen={() => onOpen({ label: card.label, criteria: card.criteria })}
        />
      ))}
    </SimpleGrid>
  );
}
