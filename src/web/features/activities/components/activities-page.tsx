import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useMemo, useState } from "react";
import { type DoctorPage, PAGE_LABELS } from "@/shared/roles";
import type { TDoctorRecord } from "@/shared/schemas/doctor-record";
import type { TOfflineDraft } from "@/shared/schemas/offline-drafts";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { EmptyState } from "@/web/components/empty-state";
import { OfflineDraftsBlock } from "@/web/components/offline-drafts-block";
import { useCreateRecordItem, useDeleteRecordItem } from "@/web/entities/record/api/record-items";
import { RecordPage } from "@/web/entities/record/components/record-page";
import { ACTIVITIES_UI_MESSAGES as M } from "@/web/lib/messages/activities";
import { forgetDraft, isOffline, keepOffline, knownOffline } from "@/web/lib/offline-drafts/keep";
import { useOfflineDrafts } from "@/web/lib/offline-drafts/use-drafts";
import { useSession } from "@/web/lib/session";
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
  const offlineKind = offlineKindOf(definition);
  return (
    <RecordPage
      title={PAGE_LABELS[page]}
      doctorId={doctorId}
      doctorName={doctorName}
      // Without network the record cannot be read, but what waits on the device still shows.
      unavailable={offlineKind ? <KeptDrafts kind={offlineKind} doctorId={doctorId} /> : null}
    >
      {(record) => (
        <Stack gap="lg">
          <ActivitiesContent definition={definition} record={record} />
          {after?.(record)}
        </Stack>
      )}
    </RecordPage>
  );
}

/** Sit-ins and meetings are typed at the point of care: without network they wait on the device. */
function offlineKindOf(definition: { type: string }) {
  return definition.type === "sit-in" || definition.type === "meeting"
    ? definition.type
    : undefined;
}

/** The doctor's drafts of this kind, read from the device while the record is out of reach. */
function KeptDrafts({ kind, doctorId }: { kind: "sit-in" | "meeting"; doctorId: string }) {
  const userId = useSession().data?.user.id;
  const offline = useOfflineDrafts(userId, { kinds: [kind], doctorId });
  return <OfflineDraftsBlock drafts={offline.drafts} sent={offline.sent} />;
}

type Dialog<Item> =
  | { kind: "none" }
  | { kind: "add" }
  /** A draft kept on the device, opened to fix and save again with its key. */
  | { kind: "draft"; draft: TOfflineDraft }
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

  const offlineKind = offlineKindOf(definition);
  const userId = useSession().data?.user.id;
  const offline = useOfflineDrafts(offlineKind ? userId : undefined, {
    kinds: offlineKind ? [offlineKind] : [],
    doctorId,
  });

  const itemDefinition = useMemo(() => activityItems(definition), [definition]);
  const create = useCreateRecordItem(doctorId, itemDefinition, {
    keptOffline: offlineKind !== undefined,
  });
  const remove = useDeleteRecordItem(doctorId, itemDefinition);

  const submitNew = (request: Req, key: string) => {
    const keep = () => {
      if (!offlineKind || !userId) return false;
      const label = definition.itemLabel(definition.toItem(request, key, undefined));
      void keepOffline({
        userId,
        kind: offlineKind,
        doctorId,
        key,
        label,
        body: request as object,
      }).then((kept) => {
        if (kept) close();
      });
      return true;
    };
    if (knownOffline() && keep()) return;
    create.mutate(
      { request, key },
      {
        onSuccess: () => {
          // Saved from a draft opened again: it leaves the device.
          if (offlineKind && userId) forgetDraft(userId, key);
          close();
        },
        onError: (error) => {
          if (isOffline(error)) keep();
        },
      },
    );
  };
  const draftValues = (draft: TOfflineDraft) =>
    definition.toValues(definition.toItem(draft.body as Req, draft.key, undefined));

  return (
    <Stack gap="lg">
      <Text>{texts.intro}</Text>
      {offlineKind ? (
        <OfflineDraftsBlock
          drafts={offline.drafts}
          sent={offline.sent}
          onOpen={canEdit ? (draft) => setDialog({ kind: "draft", draft }) : undefined}
        />
      ) : null}
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
        key={dialog.kind === "draft" ? dialog.draft.key : "new"}
        definition={definition}
        opened={dialog.kind === "add" || dialog.kind === "draft"}
        item={undefined}
        initialValues={dialog.kind === "draft" ? draftValues(dialog.draft) : undefined}
        formKey={dialog.kind === "draft" ? dialog.draft.key : undefined}
        goalModel={record.formalities.stModel}
        busy={create.isPending}
        onClose={close}
        // The dialog stays open until the server agrees (or, without network, the device has
        // kept the draft), so nothing typed is lost on failure; the list already shows the row.
        onSubmit={submitNew}
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
