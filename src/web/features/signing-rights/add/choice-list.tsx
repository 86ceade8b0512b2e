import { Box, Group, Text, UnstyledButton } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";

export interface Choice {
  key: string;
  label: string;
  detail?: string | undefined;
}

interface ChoiceListProps {
  /** Names the list for screen readers. */
  label: string;
  choices: readonly Choice[];
  selected: string | undefined;
  onPick: (key: string) => void;
}

/** The list of a picker dialog: each choice a button, the current one marked; scrolls past 24rem. */
export function ChoiceList({ label, choices, selected, onPick }: ChoiceListProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      style={{ listStyle: "none", margin: 0, padding: 0, maxHeight: "24rem", overflowY: "auto" }}
    >
      {choices.map((choice) => {
        const isSelected = choice.key === selected;
        return (
          <li key={choice.key}>
            <UnstyledButton
              onClick={() => onPick(choice.key)}
              aria-current={isSelected || undefined}
              w="100%"
              p="xs"
              style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fz="sm" fw={isSelected ? 700 : 500}>
                    {choice.label}
                  </Text>
                  {choice.detail ? (
                    <Text fz="xs" c="dimmed">
                      {choice.detail}
                    </Text>
                  ) : null}
                </div>
                {isSelected ? <IconCheck size={18} aria-hidden style={{ flex: "none" }} /> : null}
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Box>
  );
}
