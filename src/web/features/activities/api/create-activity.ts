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

/** Rows shown before the server has answered carry this prefix and offer no actions yet. */
export const PENDING_ID_PREFIX = "pending-";

export function createActivity<Item>(doctorId: string, type: ActivityType, body: unknown) {
  return api.post<{ message: string; record: Item }>(
    `/api/st-doctors/${encodeURIComponent(doctorId)}/records/${type}`,
    body,
  );
}

/** Adds a row: 'Randning tillagd!' / 'Kunde inte lägga till randning.' and so on per type. */
export function useCreateActivity<K extends ActivityListKey, Req>(
  doctorId: string,
  definition: ActivityDefinition<K, Req>,
) {
  return useRecordMutation({
    doctorId,
    mutationFn: (request: Req) =>
      createActivity<ActivityItem<K>>(doctorId, definition.type, request),
    optimistic: (record, request) => {
      const item = definition.toItem(request, `${PENDING_ID_PREFIX}${Date.now()}`, undefined);
      return withList(record, definition.listKey, [
        ...record[definition.listKey],
        item,
      ] as (typeof record)[K]);
    },
    successMessage: RECORD_MESSAGES.added(definition.type),
    errorMessage: RECORD_MESSAGES.addFailed(definition.type),
  });
}
