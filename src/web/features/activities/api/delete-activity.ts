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

export function deleteActivity(doctorId: string, type: ActivityType, id: string) {
  return api.delete<{ message: string }>(
    `/api/st-doctors/${encodeURIComponent(doctorId)}/records/${type}/${encodeURIComponent(id)}`,
  );
}

/** Removes a row: 'Randning borttagen!' / 'Kunde inte ta bort randning.' and so on. */
export function useDeleteActivity<K extends ActivityListKey, Req>(
  doctorId: string,
  definition: ActivityDefinition<K, Req>,
) {
  return useRecordMutation({
    doctorId,
    mutationFn: (id: string) => deleteActivity(doctorId, definition.type, id),
    optimistic: (record, id) => {
      const list: ActivityItem<K>[] = record[definition.listKey];
      return withList(
        record,
        definition.listKey,
        list.filter((item) => item.id !== id) as (typeof record)[K],
      );
    },
    successMessage: RECORD_MESSAGES.deleted(definition.type),
    errorMessage: RECORD_MESSAGES.deleteFailed(definition.type),
  });
}
