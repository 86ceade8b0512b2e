import { Group, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { earlyWarningTitle } from "@/shared/rules/early-warnings";
import {
  COHORT_SORTS,
  COHORT_WARNING_FILTERS,
  type CohortSort,
  type TCohortView,
} from "@/shared/schemas/cohort";
import { SearchField } from "@/web/components/search-field";
import { COHORT_UI_MESSAGES as M } from "@/web/lib/messages/cohort";

interface CohortFiltersProps {
  view: TCohortView;
  onChange: (change: Partial<TCohortView>) => void;
  /** Only a supervisor has doctors of their own to narrow to. */
  showScope: boolean;
}

const WARNING_LABELS: Record<TCohortView["warning"], string> = {
  all: M.warningAll,
  any: M.warningAny,
  none: M.warningNone,
  "no-supervisor": earlyWarningTitle("no-supervisor"),
  "meeting-gap": earlyWarningTitle("meeting-gap"),
  "iup-follow-up": earlyWarningTitle("iup-follow-up"),
  "ending-soon": earlyWarningTitle("ending-soon"),
  "progress-gap": earlyWarningTitle("progress-gap"),
  "overdue-items": earlyWarningTitle("overdue-items"),
  uncertified: earlyWarningTitle("uncertified"),
};

const SORT_LABELS: Record<CohortSort, string> = {
  name: M.columns.name,
  model: M.columns.model,
  start: M.columns.start,
  end: M.columns.end,
  stTime: M.columns.stTime,
  goals: M.columns.goals,
  examinations: M.columns.examinations,
  lastMeeting: M.columns.lastMeeting,
  uncertified: M.columns.uncertified,
  warnings: M.columns.warnings,
};

/**
 * Scope, search, warning and order. The order is here too, not only in the column headers: on a
 * phone the table's rows are cards and its header is hidden.
 */
export function CohortFilters({ view, onChange, showScope }: CohortFiltersProps) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap" role="group" aria-label={M.filters}>
      {showScope ? (
        <Stack gap={4}>
          <Text component="span" fz="sm" fw={500} id="cohort-scope-label">
            {M.scopeLabel}
          </Text>
          <SegmentedControl
            aria-labelledby="cohort-scope-label"
            value={view.scope}
            onChange={(scope) => onChange({ scope: scope as TCohortView["scope"] })}
            data={[
              { value: "mine", label: M.scopeMine },
              { value: "all", label: M.scopeAll },
            ]}
          />
        </Stack>
      ) : null}
      <SearchField
        label={M.search}
        placeholder={M.search}
        value={view.search}
        onChange={(search) => onChange({ search })}
        miw={220}
      />
      <Select
        label={M.warningLabel}
        value={view.warning}
        onChange={(warning) => warning && onChange({ warning: warning as TCohortView["warning"] })}
        data={COHORT_WARNING_FILTERS.map((value) => ({ value, label: WARNING_LABELS[value] }))}
        allowDeselect={false}
        miw={200}
      />
      <Select
        label={M.sortLabel}
        value={view.sort}
        onChange={(sort) => sort && onChange({ sort: sort as CohortSort })}
        data={COHORT_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
        allowDeselect={false}
        miw={180}
      />
      <SegmentedControl
        aria-label={M.sortLabel}
        value={view.order}
        onChange={(order) => onChange({ order: order as TCohortView["order"] })}
        data={[
          { value: "asc", label: M.orderAsc },
          { value: "desc", label: M.orderDesc },
        ]}
      />
    </Group>
  );
}
