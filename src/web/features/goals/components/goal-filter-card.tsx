import { Button, Group, NativeSelect, SimpleGrid, TextInput } from "@mantine/core";
import {
  GOAL_CATEGORIES,
  type GoalCategory,
  type GoalModel,
  goalCategoryLabel,
} from "@/shared/curriculum/goal-models";
import {
  ACTIVITY_STATUS_LABELS,
  ACTIVITY_STATUSES,
  type ActivityStatus,
} from "@/shared/rules/activity-status";
import type { GoalFilter } from "@/shared/rules/goal-filter";
import { SectionCard } from "@/web/components/section-card";
import { GOALS_UI_MESSAGES as M } from "@/web/lib/messages/goals";

interface GoalFilterCardProps {
  model: GoalModel;
  /** The activity tags of the clinic's goals of this model. */
  activities: readonly string[];
  filter: GoalFilter;
  onChange: (filter: GoalFilter) => void;
}

const ALL = "all";

/** 'Filter & Sök': title search, category, status and recommended activity. */
export function GoalFilterCard({ model, activities, filter, onChange }: GoalFilterCardProps) {
  const categories = GOAL_CATEGORIES[model].map((c) => ({ value: c, label: goalCategoryLabel(c) }));
  const statuses = ACTIVITY_STATUSES.map((s) => ({ value: s, label: ACTIVITY_STATUS_LABELS[s] }));
  const isFiltered =
    !!filter.search ||
    (filter.category ?? ALL) !== ALL ||
    (filter.status ?? ALL) !== ALL ||
    (filter.activity ?? ALL) !== ALL;

  return (
    <SectionCard id="goal-filter-title" title={M.filterTitle} gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <TextInput
          type="search"
          label={M.search}
          placeholder={M.searchPlaceholder}
          value={filter.search ?? ""}
          onChange={(e) => onChange({ ...filter, search: e.currentTarget.value })}
        />
        <NativeSelect
          label={M.category}
          data={[{ value: ALL, label: M.all }, ...categories]}
          value={filter.category ?? ALL}
          onChange={(e) =>
            onChange({ ...filter, category: e.currentTarget.value as GoalCategory | "all" })
          }
        />
        <NativeSelect
          label={M.status}
          data={[{ value: ALL, label: M.all }, ...statuses]}
          value={filter.status ?? ALL}
          onChange={(e) =>
            onChange({ ...filter, status: e.currentTarget.value as ActivityStatus | "all" })
          }
        />
        <NativeSelect
          label={M.activity}
          data={[{ value: ALL, label: M.all }, ...activities.map((a) => ({ value: a, label: a }))]}
          value={filter.activity ?? ALL}
          onChange={(e) => onChange({ ...filter, activity: e.currentTarget.value })}
        />
      </SimpleGrid>
      {isFiltered ? (
        <Group>
          <Button size="xs" variant="subtle" onClick={() => onChange({})}>
            {M.clearFilters}
          </Button>
        </Group>
      ) : null}
    </SectionCard>
  );
}
