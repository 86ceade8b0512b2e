import { RECORD_MESSAGES } from "@/shared/messages/records";
import { api } from "@/web/lib/api-client";
import { useRecordMutation } from "../../records/api/use-record-mutation";
import {
  type ActivityDefinition,
  type ActivityItem,
  type ActivityListKey,
  type ActivityType,
  withList,
} from "../activity-definition";

export function updateActivity<Item>(
  doctorId: string,
  type: ActivityType,
  id: string,
  body: unknown,
) {
  return api.put<{ message: string; record: Item }>(
    `/api/st-doctors/${encodeURIComponent(doctorId)}/records/${type}/${encodeURIComponent(id)}`,
    body,
  );
}

/** Changes a row: 'Randning uppdaterad!' / 'Kunde inte uppdatera randning.' and so on. */
export function useUpdateActivity<K extends ActivityListKey, Req>(
  doctorId: string,
  definition: ActivityDefinition<K, Req>,
) {
  return useRecordMutation({
    doctorId,
    // `version` is the one the row had when the form opened (decision 065).
    mutationFn: ({ id, request, version }: { id: string; request: Req; version: number }) =>
      updateActivity<ActivityItem<K>>(doctorId, definition.type, id, {
        ...(request as object),
        version,
      }),
    optimistic: (record, { id, request }) => {
      const list: ActivityItem<K>[] = record[definition.listKey];
      const next = list.map((item) =>
        item.id === id ? definition.toItem(request, id, item) : item,
      );
      return withList(record, definition.listKey, next as (typeof record)[K]);
    },
    successMessage: RECORD_MESSAGES.updated(definition.type),
    errorMessage: RECORD_MESSAGES.updateFailed(definition.type),
    handlesStaleWrite: true,
  });
}
