import { Collapse, Group, Paper, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type GoalCategory, goalCategoryLabel } from "@/shared/curriculum/goal-models";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TGoalCatalogueEntry } from "@/shared/schemas/goal-catalogue";
import { GOALS_UI_MESSAGES as M } from "@/web/lib/messages/goals";
import { GoalRow } from "./goal-row";

interface GoalCategoryCardProps {
  category: GoalCategory;
  goals: readonly TGoalCatalogueEntry[];
  doctorId: string;
  record: TDoctorRecord;
  onEditStatus: (goal: TGoalCatalogueEntry) => void;
  onShowDetails: (goal: TGoalCatalogueEntry) => void;
}

/** One collapsible card per category ('Kategori A', 'Kategori STa'), open by default. */
export function GoalCategoryCard({
  category,
  goals,
  doctorId,
  record,
  onEditStatus,
  onShowDetails,
}: GoalCategoryCardProps) {
  const [opened, { toggle }] = useDisclosure(true);
  const label = goalCategoryLabel(category);
  const panelId = `goal-category-${category}`;
  return (
    <Paper withBorder radius="md" component="section" aria-label={label}>
      <Title order={2} fz="lg">
        <UnstyledButton
          onClick={toggle}
          aria-expanded={opened}
          aria-controls={panelId}
          w="100%"
          p={{ base: "md", sm: "lg" }}
        >
          <Group justify="space-between" wrap="nowrap">
            <span>{label}</span>
            <Text component="span" fz="sm" c="dimmed" fw={400}>
              {M.goalsInCategory(goals.length)} <span aria-hidden>{opened ? "▲" : "▼"}</span>
            </Text>
          </Group>
        </UnstyledButton>
      </Title>
      <Collapse expanded={opened} id={panelId}>
        <Stack gap={0} px={{ base: "md", sm: "lg" }} pb="md">
          {goals.map((goal) => (
            <GoalRow
              key={goal.id}
              goal={goal}
              doctorId={doctorId}
              record={record}
              onEditStatus={() => onEditStatus(goal)}
              onShowDetails={() => onShowDetails(goal)}
            />
          ))}
        </Stack>
      </Collapse>
    </Paper>
  );
}
