import { useEffect, useState } from "react";
import type { OfflineDraftKind } from "@/shared/rules/offline-drafts";
import type { TOfflineDraft } from "@/shared/schemas/offline-drafts";
import { onDraftsChanged, readDrafts } from "./store";

/** How long a draft the server has just stored is shown as 'Sparad' where it waited. */
const SHOWN_SAVED_MS = 8000;
const justSent = new Map<string, TOfflineDraft>();
const sentListeners = new Set<() => void>();

/** The sender marks a stored draft; its block shows it as saved for a moment. */
export function markSent(draft: TOfflineDraft) {
  justSent.set(`${draft.userId}:${draft.key}`, draft);
  for (const l of sentListeners) l();
  setTimeout(() => {
    justSent.delete(`${draft.userId}:${draft.key}`);
    for (const l of sentListeners) l();
  }, SHOWN_SAVED_MS);
}

export interface DraftFilter {
  kinds: readonly OfflineDraftKind[];
  /** Only this doctor's; none: every doctor's (the signing-rights page lists them all). */
  doctorId?: string | undefined;
}

const matches = (filter: DraftFilter) => (d: TOfflineDraft) =>
  filter.kinds.includes(d.kind) &&
  (filter.doctorId === undefined || d.doctorId === filter.doctorId);

/**
 * The user's drafts of these kinds for this doctor, read from the device on start (so they show
 * after a reload) and again whenever any tab changes them; and the ones just stored.
 */
export function useOfflineDrafts(userId: string | undefined, filter: DraftFilter) {
  const [drafts, setDrafts] = useState<TOfflineDraft[]>([]);
  const [sent, setSent] = useState<TOfflineDraft[]>([]);
  const kindsKey = filter.kinds.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: kindsKey stands for filter.kinds
  useEffect(() => {
    if (userId === undefined) return;
    const keep = matches(filter);
    let live = true;
    const read = () => {
      readDrafts(userId)
        .then((all) => {
          if (live) setDrafts(all.filter(keep));
        })
        // No IndexedDB (a private window of some browsers): there are no drafts to show.
        .catch(() => undefined);
    };
    const readSent = () =>
      setSent([...justSent.values()].filter((d) => d.userId === userId && keep(d)));
    read();
    readSent();
    sentListeners.add(readSent);
    const stop = onDraftsChanged(read);
    return () => {
      live = false;
      stop();
      sentListeners.delete(readSent);
    };
  }, [userId, kindsKey, filter.doctorId]);
  return { drafts, sent };
}
