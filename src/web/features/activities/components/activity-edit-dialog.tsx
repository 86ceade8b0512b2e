import { useMemo } from "react";
import { useRecord } from "@/web/entities/record/api/get-record";
import { useUpdateRecordItem } from "@/web/entities/record/api/record-items";
import { useStaleWrite } from "@/web/entities/record/api/use-stale-write";
import {
  type ActivityDefinition,
  type ActivityItem,
  type ActivityListKey,
  activityItems,
} from "../activity-definition";
import { ActivityFormModal } from "./activity-form-modal";

interface ActivityEditDialogProps<K extends ActivityListKey, Req> {
  doctorId: string;
  definition: ActivityDefinition<K, Req>;
  /** The row to edit as it was when opened; the dialog is closed while this is undefined. */
  item: ActivityItem<K> | undefined;
  onClose: () => void;
  /** After 'Ladda om' the dialog edits the row as saved now. */
  onReloaded: (item: ActivityItem<K>) => void;
}

/**
 * Edits one rotation, course, sit-in, meeting or development work, on its page or elsewhere (the overview):
 * the same form, save, stale-write handling and toasts as the page.
 */
export function ActivityEditDialog<K extends ActivityListKey, Req>({
  doctorId,
  definition,
  item,
  onClose,
  onReloaded,
}: ActivityEditDialogProps<K, Req>) {
  const itemDefinition = useMemo(() => activityItems(definition), [definition]);
  const update = useUpdateRecordItem(doctorId, itemDefinition);
  const staleWrite = useStaleWrite<ActivityItem<K>>(doctorId);
  // The record is loaded wherever an item is edited; its model names the delmål to choose from.
  const goalModel = useRecord(doctorId).data?.formalities.stModel ?? "UNSELECTED";
  const close = () => {
    staleWrite.clear();
    onClose();
  };
  return (
    <ActivityFormModal
      definition={definition}
      opened={item !== undefined}
      item={item}
      goalModel={goalModel}
      stale={staleWrite.state}
      saved={staleWrite.saved}
      onReload={async () => {
        if (!item) return;
        const fresh = await staleWrite.reload((record) =>
          itemDefinition.read(record).find((i) => i.id === item.id),
        );
        if (fresh) onReloaded(fresh);
        else onClose();
      }}
      busy={update.isPending}
      onClose={close}
      onSubmit={(request) => {
        if (!item) return;
        update.mutate(
          { id: item.id, request, version: item.version },
          { onSuccess: close, onError: staleWrite.onError },
        );
      }}
    />
  );
}
