import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import { type TOfflineDraft, ZOfflineDraftSchema } from "@/shared/schemas/offline-drafts";

/**
 * The device's drafts (decision 220), in IndexedDB so they outlive a reload, a closed tab and a
 * phone that puts the browser to sleep. Keyed by user and idempotency key: a user's drafts are
 * read, sent and removed only as theirs.
 */
const DB_NAME = "st-portalen-drafts";
const STORE = "drafts";

interface DraftsDb extends DBSchema {
  drafts: {
    key: [string, string];
    value: TOfflineDraft;
    indexes: { byUser: string };
  };
}

let opening: Promise<IDBPDatabase<DraftsDb>> | undefined;

function db(): Promise<IDBPDatabase<DraftsDb>> {
  opening ??= openDB<DraftsDb>(DB_NAME, 1, {
    upgrade(database) {
      const store = database.createObjectStore(STORE, { keyPath: ["userId", "key"] });
      store.createIndex("byUser", "userId");
    },
    // Another tab of a newer build wants to upgrade: step aside, the next call opens again.
    blocking() {
      void opening?.then((open) => open.close());
      opening = undefined;
    },
  });
  return opening;
}

// ---------- changes seen by every tab ----------

const CHANNEL = "st-portalen-drafts";
const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;

function changed() {
  for (const listener of listeners) listener();
  channel?.postMessage("changed");
}

/** Called whenever this user's drafts may have changed, in this tab or another. */
export function onDraftsChanged(listener: () => void): () => void {
  if (!channel && typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => {
      for (const l of listeners) l();
    };
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// ---------- reads and writes ----------

/** The user's drafts, oldest first; a stored value that no longer reads as a draft is left out. */
export async function readDrafts(userId: string): Promise<TOfflineDraft[]> {
  const stored = await (await db()).getAllFromIndex(STORE, "byUser", userId);
  const drafts: TOfflineDraft[] = [];
  for (const value of stored) {
    const parsed = ZOfflineDraftSchema.safeParse(value);
    if (parsed.success && parsed.data.userId === userId) drafts.push(parsed.data);
  }
  return drafts.sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

/** Keeps the draft, or replaces the one with its user and key. */
export async function saveDraft(draft: TOfflineDraft): Promise<void> {
  await (await db()).put(STORE, ZOfflineDraftSchema.parse(draft));
  changed();
}

export async function removeDraft(userId: string, key: string): Promise<void> {
  await (await db()).delete(STORE, [userId, key]);
  changed();
}

/** A deliberate sign-out: nothing of this user's text stays on the device. */
export async function removeUserDrafts(userId: string): Promise<void> {
  const database = await db();
  const tx = database.transaction(STORE, "readwrite");
  for (const key of await tx.store.index("byUser").getAllKeys(userId)) {
    await tx.store.delete(key);
  }
  await tx.done;
  changed();
}
