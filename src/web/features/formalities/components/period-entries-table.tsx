import { Button, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { ST_PERIOD_MESSAGES } from "@/shared/messages/st-period";
import { isAbsenceOutsideStPeriod } from "@/shared/rules/period-entry-check";
import { periodDays } from "@/shared/rules/st-period";
import type { TFormalities } from "@/shared/schemas/formalities";
import type { TPeriodEntry } from "@/shared/schemas/records";
import { formatDate } from "@/web/lib/dates";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";
import type { PeriodType } from "../api/period-entries";

interface PeriodEntriesTableProps {
  /** The section heading's id, which names the table. */
  id: string;
  type: PeriodType;
  entries: readonly TPeriodEntry[];
  canEdit: boolean;
  /** The ST period, to mark an absence that lies outside it (decision 070). */
  formalities: Pick<TFormalities, "stStartDate" | "stEndDate">;
  onEdit: (entry: TPeriodEntry) => void;
  onDelete: (entry: TPeriodEntry) => void;
}

/** Absences or credits, one row each: description, period, days and, to an editor, the actions. */
export function PeriodEntriesTable({
  id,
  type,
  entries,
  canEdit,
  formalities,
  onEdit,
  onDelete,
}: PeriodEntriesTableProps) {
  return (
    <Table.ScrollContainer minWidth={480} className="stack-on-phone">
      <Table verticalSpacing="xs" aria-labelledby={id} data-testid={`${type}-list`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{M.description}</Table.Th>
            <Table.Th>{M.periodColumn}</Table.Th>
            <Table.Th>{M.daysColumn}</Table.Th>
            {canEdit ? (
              <Table.Th>
                <VisuallyHidden>{M.actionsColumn}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td data-label={M.description}>{entry.description}</Table.Td>
              <Table.Td data-label={M.periodColumn}>
                {M.period(formatDate(entry.startDate), formatDate(entry.endDate))}
              </Table.Td>
              <Table.Td data-label={M.daysColumn}>
                {M.days(periodDays(entry))}
                {type === "absence" &&
                isAbsenceOutsideStPeriod(entry, formalities.stStartDate, formalities.stEndDate) ? (
                  <Text fz="xs" c="orange.9">
                    {ST_PERIOD_MESSAGES.outsidePeriod}
                  </Text>
                ) : null}
              </Table.Td>
              {canEdit ? (
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onEdit(entry)}
                      aria-label={M.editEntry(entry.description)}
                    >
                      {M.edit}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.9"
                      onClick={() => onDelete(entry)}
                      aria-label={M.deleteEntry(entry.description)}
                    >
                      {M.delete}
                    </Button>
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
