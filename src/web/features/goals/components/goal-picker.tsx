import { Badge, Box, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { ACTIVITY_STATUS_LABELS, type ActivityStatus } from "@/shared/rules/activity-status";
import { filterGoals } from "@/shared/rules/goal-filter";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import { SearchField } from "@/web/components/search-field";
import { OVERVIEW_MESSAGES as M } from "@/web/lib/messages/overview";
import { STATUS_COLORS } from "./goal-row";

interface GoalPickerProps {
  goals: readonly TGoalCatalogueEntry[];
  statusOf: (goalId: string) => ActivityStatus;
  onPick: (goal: TGoalCatalogueEntry) => void;
}

/** The goal list in select mode: search by title or id, each goal a button with its status. */
export function GoalPicker({ goals, statusOf, onPick }: GoalPickerProps) {
  const [search, setSearch] = useState("");
  const shown = filterGoals(goals, statusOf, { search });
  return (
    <Stack gap="sm">
      <SearchField
        label={M.wizard.goalSearch}
        placeholder={M.wizard.goalSearchPlaceholder}
        value={search}
        onChange={setSearch}
        miw={220}
      />
      {shown.length === 0 ? (
        <Text role="status" fz="sm">
          {M.wizard.noGoals}
        </Text>
      ) : (
        <Box
          component="ul"
          style={{
            listStyle: "none",
            margin: 0,
            padding: 0,
            maxHeight: "24rem",
            overflowY: "auto",
          }}
          data-testid="goal-picker"
        >
          {shown.map((goal) => {
            const status = statusOf(goal.id);
            return (
              <li key={goal.id}>
                <UnstyledButton
                  onClick={() => onPick(goal)}
                  w="100%"
                  p="xs"
                  style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Text fz="sm" style={{ minWidth: 0 }}>
                      <Text component="span" fw={700} fz="sm">
                        {goal.id}
                      </Text>{" "}
                      {goal.title}
                    </Text>
                    <Badge color={STATUS_COLORS[status]} variant="dot" style={{ flex: "none" }}>
                      {ACTIVITY_STATUS_LABELS[status]}
                    </Badge>
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
