import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useMemo, useState } from "react";
import { type DoctorPage, PAGE_LABELS } from "@/shared/roles";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { EmptyState } from "@/web/components/empty-state";
import { useCreateRecordItem, useDeleteRecordItem } from "@/web/entities/record/api/record-items";
import { RecordPage } from "@/web/entities/record/components/record-page";
import { ACTIVITIES_UI_MESSAGES as M } from "@/web/lib/messages/activities";
import {
  type ActivityDefinition,
  type ActivityItem,
  type ActivityListKey,
  activityItems,
} from "../activity-definition";
import { ActivityEditDialog } from "./activity-edit-dialog";
import { ActivityFormModal } from "./activity-form-modal";
import { ActivityTable } from "./activity-table";

interface ActivitiesPageProps<K extends ActivityListKey, Req> {
  page: DoctorPage;
  definition: ActivityDefinition<K, Req>;
  doctorId: string;
  doctorName: string;
  /** What the page shows below the list (the structured assessments beside the sit-ins). */
  after?: (record: TDoctorRecord) => ReactNode;
}

/**
 * Randningar, Kurser, Sit-ins/Bedömningar, Handledarträffar and Utvecklingsarbete: one page, one
 * definition each.
 */
export function ActivitiesPage<K extends ActivityListKey, Req>({
  page,
  definition,
  doctorId,
  doctorName,
  after,
}: ActivitiesPageProps<K, Req>) {
  return (
    <RecordPage title={PAGE_LABELS[page]} doctorId={doctorId} doctorName={doctorName}>
      {(record) => (
        <Stack gap="lg">
          <ActivitiesContent definition={definition} record={record} />
          {after?.(record)}
        </Stack>
      )}
    </RecordPage>
  );
}

type Dialog<Item> =
  | { kind: "none" }
  | { kind: "add" }
  /** `item` is the row as the form loaded it: its version is what the save is based on. */
  | { kind: "edit"; item: Item }
  | { kind: "delete"; item: Item };

function ActivitiesContent<K extends ActivityListKey, Req>({
  definition,
  record,
}: {
  definition: ActivityDefinition<K, Req>;
  record: TDoctorRecord;
}) {
  const doctorId = record.doctor.id;
  const canEdit = record.permissions.canEdit;
  const { texts } = definition;
  const [dialog, setDialog] = useState<Dialog<ActivityItem<K>>>({ kind: "none" });
  const close = () => setDialog({ kind: "none" });

  const list: readonly ActivityItem<K>[] = record[definition.listKey];
  const items = useMemo(() => [...list].sort(definition.compare), [list, definition]);

  const itemDefinition = useMemo(() => activityItems(definition), [definition]);
  const create = useCreateRecordItem(doctorId, itemDefinition);
  const remove = useDeleteRecordItem(doctorId, itemDefinition);

  return (
    <Stack gap="lg">
      <Text>{texts.intro}</Text>
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="activities-title"
      >
        <Group justify="space-between" mb="md" wrap="wrap">
          <Title id="activities-title" order={2} fz="lg">
            {texts.listTitle}
          </Title>
          {canEdit ? (
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setDialog({ kind: "add" })}
            >
              {texts.add}
            </Button>
          ) : null}
        </Group>
        {items.length === 0 ? (
          <EmptyState
            headingOrder={3}
            title={texts.emptyTitle}
            text={canEdit ? texts.emptyText : texts.emptyTextReadOnly}
          />
        ) : (
          <ActivityTable
            doctorId={doctorId}
            definition={definition}
            items={items}
            files={record.files}
            canEdit={canEdit}
            onEdit={(item) => setDialog({ kind: "edit", item })}
            onDelete={(item) => setDialog({ kind: "delete", item })}
          />
        )}
      </Card>

      <ActivityFormModal
        definition={definition}
        opened={dialog.kind === "add"}
        item={undefined}
        goalModel={record.formalities.stModel}
        busy={create.isPending}
        onClose={close}
        // The dialog stays open until the server agrees, so nothing typed is lost on failure;
        // the list already shows the new row.
        onSubmit={(request, key) => create.mutate({ request, key }, { onSuccess: close })}
      />
      <ActivityEditDialog
        doctorId={doctorId}
        definition={definition}
        item={dialog.kind === "edit" ? dialog.item : undefined}
        onClose={close}
        onReloaded={(item) => setDialog({ kind: "edit", item })}
      />

      <ConfirmDialog
        opened={dialog.kind === "delete"}
        title={M.deleteTitle}
        confirmLabel={M.deleteButton}
        danger
        busy={remove.isPending}
        onClose={close}
        onConfirm={() => {
          if (dialog.kind !== "delete") return;
          remove.mutate(dialog.item.id);
          close();
        }}
      >
        {dialog.kind === "delete" ? texts.deleteText(definition.itemLabel(dialog.item)) : ""}
      </ConfirmDialog>
    </Stack>
  );
}
