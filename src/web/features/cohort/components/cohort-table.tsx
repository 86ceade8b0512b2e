import { Anchor, Badge, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { DEFAULT_SPECIALTY, SPECIALTY_LABELS } from "@/shared/curriculum/specialties";
import type { CohortSort, TCohortRow } from "@/shared/schemas/cohort";
import { SortableTh, type Sorting } from "@/web/components/sortable-th";
import { formatDate } from "@/web/lib/dates";
import { COHORT_UI_MESSAGES as M } from "@/web/lib/messages/cohort";
import { PROCEDURES_UI_MESSAGES } from "@/web/lib/messages/procedures";
import { EarlyWarningLines } from "./early-warning-lines";
import { PortfolioButton } from "./portfolio-button";

interface CohortTableProps {
  rows: readonly TCohortRow[];
  sorting: Sorting<CohortSort>;
  onSort: (column: CohortSort) => void;
}

// The warnings follow the name: who needs attention shows at a laptop's width, the figures behind
// it to the right (decision 176).
const SORTED_COLUMNS: [CohortSort, string][] = [
  ["name", M.columns.name],
  ["warnings", M.columns.warnings],
  ["model", M.columns.model],
  ["start", M.columns.start],
  ["end", M.columns.end],
  ["stTime", M.columns.stTime],
  ["goals", M.columns.goals],
  ["examinations", M.columns.examinations],
  ["lastMeeting", M.columns.lastMeeting],
  ["uncertified", M.columns.uncertified],
];

/**
 * One row per ST doctor. The name opens the doctor's overview, selecting them as 'Granskar
 * ST-läkare' does (the doctor is the `st` search parameter).
 */
export function CohortTable({ rows, sorting, onSort }: CohortTableProps) {
  return (
    <Table.ScrollContainer minWidth={1180} className="stack-on-phone">
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="cohort-table">
        <Table.Caption>
          <VisuallyHidden>{M.title}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {SORTED_COLUMNS.map(([column, label]) => (
              <SortableTh
                key={column}
                column={column}
                label={label}
                sorting={sorting}
                onSort={onSort}
              />
            ))}
            <Table.Th scope="col">{M.columns.signingRights}</Table.Th>
            <Table.Th scope="col">{M.columns.portfolio}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <CohortRow key={row.doctorId} row={row} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CohortRow({ row }: { row: TCohortRow }) {
  const { examinations: exams, goals } = row;
  const approved = row.signingRights.filter((d) => d.decision === "approved").length;
  return (
    <Table.Tr data-doctor={row.doctorId}>
      <Table.Th scope="row" fw={600}>
        <Anchor
          renderRoot={(props) => <Link {...props} to="/dashboard" search={{ st: row.doctorId }} />}
          aria-label={M.openDoctor(row.displayName)}
          fw={600}
        >
          {row.displayName}
        </Anchor>
      </Table.Th>
      <Table.Td data-label={M.columns.warnings} miw={220}>
        {row.warnings.length > 0 ? (
          <EarlyWarningLines warnings={row.warnings} />
        ) : (
          <Text fz="sm">{M.noWarnings}</Text>
        )}
      </Table.Td>
      <Table.Td data-label={M.columns.model}>
        {row.stModel === "UNSELECTED" ? M.modelUnselected : row.stModel}
        {row.specialty === DEFAULT_SPECIALTY ? null : (
          <Text fz="xs">{SPECIALTY_LABELS[row.specialty]}</Text>
        )}
      </Table.Td>
      <Table.Td data-label={M.columns.start}>{formatDate(row.stStartDate)}</Table.Td>
      <Table.Td data-label={M.columns.end} data-end={row.stEndDate}>
        {formatDate(row.stEndDate)}
      </Table.Td>
      <Table.Td data-label={M.columns.stTime}>{row.stPercent} %</Table.Td>
      <Table.Td data-label={M.columns.goals}>
        {goals
          ? M.goalsValue(goals.achieved, goals.total, Math.round(goals.percent))
          : M.modelUnselected}
      </Table.Td>
      <Table.Td data-label={M.columns.examinations}>
        {exams ? (
          <Stack gap={2}>
            <Text fz="sm">{M.examinationsValue(exams.achieved, exams.total)}</Text>
            <Group gap={4} wrap="wrap">
              {exams.ischemiaOk ? (
                <Badge
                  color="teal.9"
                  variant="filled"
                  size="sm"
                  leftSection={<IconCheck size={12} aria-hidden />}
                >
                  {M.ischemiaOk}
                </Badge>
              ) : (
                <Badge color="gray.7" variant="outline" size="sm">
                  {M.ischemiaPending}
                </Badge>
              )}
              <Text fz="xs">{M.optionalA(exams.optionalA, exams.optionalARequired)}</Text>
            </Group>
          </Stack>
        ) : (
          <Text fz="sm">{PROCEDURES_UI_MESSAGES.noMatrixCell}</Text>
        )}
      </Table.Td>
      <Table.Td data-label={M.columns.lastMeeting}>
        {row.lastMeetingDate ? formatDate(row.lastMeetingDate) : M.noMeeting}
      </Table.Td>
      <Table.Td data-label={M.columns.uncertified}>{row.uncertifiedCount}</Table.Td>
      <Table.Td data-label={M.columns.signingRights}>
        <Text fz="sm" title={row.signingRights.map((d) => d.name).join(", ") || undefined}>
          {M.signingRights(approved, row.signingRights.length - approved)}
        </Text>
      </Table.Td>
      <Table.Td data-label={M.columns.portfolio}>
        <PortfolioButton doctorId={row.doctorId} displayName={row.displayName} />
      </Table.Td>
    </Table.Tr>
  );
}
