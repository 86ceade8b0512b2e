import { Button, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { RECORD_TYPE_NAMES } from "@/shared/messages/records";
import { periodDays } from "@/shared/rules/st-period";
import type { TPeriodEntry, TPeriodEntryRequest } from "@/shared/schemas/records";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { formatDate } from "@/web/lib/dates";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";
import {
  type PeriodType,
  useAddPeriodEntry,
  useDeletePeriodEntry,
  useUpdatePeriodEntry,
} from "../api/period-entries";
import { PeriodEntryModal } from "./period-entry-modal";
import { SectionCard } from "./section-card";

interface PeriodEntriesSectionProps {
  doctorId: string;
  type: PeriodType;
  entries: readonly TPeriodEntry[];
  canEdit: boolean;
}

const TEXTS = {
  absence: {
    title: M.absencesTitle,
    hint: M.absencesHint,
    empty: M.noAbsences,
    add: M.addAbsence,
    edit: M.editAbsence,
  },
  credit: {
    title: M.creditsTitle,
    hint: M.creditsHint,
    empty: M.noCredits,
    add: M.addCredit,
    edit: M.editCredit,
  },
} as const;

type Editing = { kind: "new" } | { kind: "edit"; entry: TPeriodEntry } | null;

/** Absences or credits: the list with edit and delete, and the add form. */
export function PeriodEntriesSection({
  doctorId,
  type,
  entries,
  canEdit,
}: PeriodEntriesSectionProps) {
  const t = TEXTS[type];
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TPeriodEntry | null>(null);
  const add = useAddPeriodEntry(doctorId, type);
  const update = useUpdatePeriodEntry(doctorId, type);
  const remove = useDeletePeriodEntry(doctorId, type);
  const id = `${type}-title`;

  function handleSubmit(body: TPeriodEntryRequest) {
    // Optimistic: the list shows the entry at once; a failure rolls it back with the spec's toast
    // and leaves the dialog open with what was typed.
    const close = () => setEditing(null);
    if (editing?.kind === "edit")
      update.mutate({ id: editing.entry.id, body }, { onSuccess: close });
    else add.mutate(body, { onSuccess: close });
  }

  return (
    <SectionCard id={id} title={t.title} hint={t.hint}>
      {entries.length === 0 ? (
        <Text c="dimmed">{t.empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
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
                  <Table.Td>{entry.description}</Table.Td>
                  <Table.Td>
                    {M.period(formatDate(entry.startDate), formatDate(entry.endDate))}
                  </Table.Td>
                  <Table.Td>{M.days(periodDays(entry))}</Table.Td>
                  {canEdit ? (
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setEditing({ kind: "edit", entry })}
                          aria-label={M.editEntry(entry.description)}
                        >
                          {M.edit}
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          color="red.9"
                          onClick={() => setDeleting(entry)}
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
      )}
      {canEdit ? (
        <Stack align="flex-start">
          <Button variant="light" onClick={() => setEditing({ kind: "new" })}>
            {t.add}
          </Button>
        </Stack>
      ) : null}
      <PeriodEntryModal
        opened={editing !== null}
        title={editing?.kind === "edit" ? t.edit : t.add}
        typeName={RECORD_TYPE_NAMES[type]}
        entry={editing?.kind === "edit" ? editing.entry : undefined}
        onSubmit={handleSubmit}
        busy={add.isPending || update.isPending}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={M.confirmTitle}
        confirmLabel={M.delete}
        danger
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      >
        {deleting ? M.confirmDeleteEntry(deleting.description) : ""}
      </ConfirmDialog>
    </SectionCard>
  );
}
