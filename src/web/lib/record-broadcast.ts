import type { QueryClient } from "@tanstack/react-query";
import { recordQueryKey } from "./query-keys";

/**
 * Tabs of one browser tell each other when they have saved a change to an ST doctor's record
 * (decision 160): the others read that record again, so nobody plans on a view another tab has
 * changed. One channel per tab, used both ways: a channel never hears its own messages, so the
 * tab that saved does not read its record again (its answers already updated it, decision 118).
 */
const CHANNEL_NAME = "st-portalen:record-changed";
let channel: BroadcastChannel | undefined;

function openChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === "undefined") return undefined;
  channel ??= new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/** Called when the server has taken a write to this doctor's record. */
export function announceRecordChange(doctorId: string): void {
  openChannel()?.postMessage({ doctorId });
}

/** Reads a record again (if a page shows it) when another tab says it changed. */
export function listenForRecordChanges(queryClient: QueryClient): () => void {
  const opened = openChannel();
  if (!opened) return () => {};
  const onMessage = (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data !== "object" || data === null || !("doctorId" in data)) return;
    const { doctorId } = data as { doctorId: unknown };
    if (typeof doctorId !== "string") return;
    void queryClient.invalidateQueries({ queryKey: [...recordQueryKey, doctorId] });
  };
  opened.addEventListener("message", onMessage);
  return () => opened.removeEventListener("message", onMessage);
}
