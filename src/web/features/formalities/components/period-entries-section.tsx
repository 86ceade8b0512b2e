import { Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { TFormalities } from "@/shared/schemas/formalities";
import type { TPeriodEntry, TPeriodEntryRequest } from "@/shared/schemas/records";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { SectionCard } from "@/web/components/section-card";
import {
  useCreateRecordItem,
  useDeleteRecordItem,
  useUpdateRecordItem,
} from "@/web/entities/record/api/record-items";
import { useStaleWrite } from "@/web/entities/record/api/use-stale-write";
import { FORMALITIES_UI_MESSAGES as M } from "@/web/lib/messages/formalities";
import { PERIOD_ENTRIES, type PeriodType } from "../api/period-entries";
import { PeriodEntriesTable } from "./period-entries-table";
import { PeriodEntryModal } from "./period-entry-modal";

interface PeriodEntriesSectionProps {
  doctorId: string;
  type: PeriodType;
  entries: readonly TPeriodEntry[];
  canEdit: boolean;
  /** The ST period the entries are counted in, and the other entries (decision 070). */
  formalities: TFormalities;
  today: string;
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

/** `entry` is the entry as the form loaded it: its version is what the save is based on. */
type Editing = { kind: "new" } | { kind: "edit"; entry: TPeriodEntry } | null;

/** Absences or credits: the list with edit and delete, and the add form. */
export function PeriodEntriesSection({
  doctorId,
  type,
  entries,
  canEdit,
  formalities,
  today,
}: PeriodEntriesSectionProps) {
  const t = TEXTS[type];
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TPeriodEntry | null>(null);
  const add = useCreateRecordItem(doctorId, PERIOD_ENTRIES[type]);
  const update = useUpdateRecordItem(doctorId, PERIOD_ENTRIES[type]);
  const remove = useDeleteRecordItem(doctorId, PERIOD_ENTRIES[type]);
  const staleWrite = useStaleWrite<TPeriodEntry>(doctorId);
  const close = () => {
    setEditing(null);
    staleWrite.clear();
  };
  const id = `${type}-title`;

  function handleSubmit(body: TPeriodEntryRequest, key: string) {
    // Optimistic: the list shows the entry at once; a failure rolls it back with the spec's toast
    // and leaves the dialog open with what was typed.
    if (editing?.kind === "edit") {
      // A stale edit offers 'Ladda om' in the dialog, with everything typed still in the fields.
      update.mutate(
        { id: editing.entry.id, request: body, version: editing.entry.version },
        { onSuccess: close, onError: staleWrite.onError },
      );
      return;
    }
    add.mutate({ request: body, key }, { onSuccess: close });
  }

  /** 'Ladda om': the dialog keeps its text and takes the entry's new version. */
  async function reload(id: string) {
    const entry = await staleWrite.reload((fresh) =>
      PERIOD_ENTRIES[type].read(fresh).find((e) => e.id === id),
    );
    if (entry) setEditing({ kind: "edit", entry });
    else close();
  }

  return (
    <SectionCard id={id} title={t.title} hint={t.hint}>
      {entries.length === 0 ? (
        <Text c="dimmed">{t.empty}</Text>
      ) : (
        <PeriodEntriesTable
          id={id}
          type={type}
          entries={entries}
          canEdit={canEdit}
          formalities={formalities}
          onEdit={(entry) => setEditing({ kind: "edit", entry })}
          onDelete={setDeleting}
        />
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
        entry={editing?.kind === "edit" ? editing.entry : undefined}
        staleEdit={
          editing?.kind === "edit"
            ? {
                state: staleWrite.state,
                saved: staleWrite.saved,
                onReload: () => reload(editing.entry.id),
              }
            : undefined
        }
        type={type}
        context={{
          startDate: formalities.stStartDate,
          durationMonths: formalities.stDurationMonths,
          absences: formalities.absences,
          credits: formalities.credits,
        }}
        today={today}
        onSubmit={handleSubmit}
        busy={add.isPending || update.isPending}
        onClose={close}
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
