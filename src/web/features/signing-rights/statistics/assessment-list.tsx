import { Group, NativeSelect, ScrollArea, Text } from "@mantine/core";
import { useState } from "react";
import { SIGNING_RIGHTS_MESSAGES as M } from "@/shared/messages/signing-rights";
import {
  ASSESSMENT_RESULT_FILTERS,
  ASSESSMENT_SORT_KEYS,
  type AssessmentResultFilter,
  type AssessmentSortKey,
  filterAssessmentsByResult,
  sortAssessments,
} from "@/shared/rules/assessment-list";
import type { TSpecialistAssessment } from "@/shared/schemas/signing-rights";
import { SectionCard } from "@/web/components/section-card";
import { SIGNING_STATISTICS_MESSAGES as W } from "@/web/lib/messages/signing-rights-statistics";
import { AssessmentItems } from "./assessment-item";

const filterLabel = (filter: AssessmentResultFilter) =>
  filter === "all" ? W.allResults : M.resultLabels[filter];

const isSortKey = (value: string): value is AssessmentSortKey =>
  (ASSESSMENT_SORT_KEYS as readonly string[]).includes(value);
const isFilter = (value: string): value is AssessmentResultFilter =>
  (ASSESSMENT_RESULT_FILTERS as readonly string[]).includes(value);

interface AssessmentListProps {
  assessments: readonly TSpecialistAssessment[];
  /** Every row is the evaluation's doctor; 'Namn' sorts by it (and so keeps newest first). */
  doctorName: string;
}

/** 'Individuella bedömningar': sortable, filterable, expandable rows in a scrolling area. */
export function AssessmentList({ assessments, doctorName }: AssessmentListProps) {
  const [sort, setSort] = useState<AssessmentSortKey>("date");
  const [filter, setFilter] = useState<AssessmentResultFilter>("all");
  const rows = sortAssessments(
    filterAssessmentsByResult(
      assessments.map((a) => ({ ...a, stDoctorName: doctorName })),
      filter,
    ),
    sort,
  );
  const empty =
    assessments.length === 0 ? M.noAssessments : M.noAssessmentsForFilter(filterLabel(filter));
  return (
    <SectionCard id="sr-assessments" title={W.listTitle} gap="sm">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <NativeSelect
          label={W.sortLabel}
          value={sort}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (isSortKey(value)) setSort(value);
          }}
          data={ASSESSMENT_SORT_KEYS.map((key) => ({ value: key, label: W.sortOptions[key] }))}
          miw={170}
        />
        <NativeSelect
          label={W.filterLabel}
          value={filter}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (isFilter(value)) setFilter(value);
          }}
          data={ASSESSMENT_RESULT_FILTERS.map((key) => ({ value: key, label: filterLabel(key) }))}
          miw={170}
        />
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" role="status">
          {empty}
        </Text>
      ) : (
        // About 24rem, as the spec sets; the page keeps its place while the list scrolls.
        <ScrollArea.Autosize mah="24rem" type="auto" offsetScrollbars>
          <AssessmentItems assessments={rows} />
        </ScrollArea.Autosize>
      )}
    </SectionCard>
  );
}
