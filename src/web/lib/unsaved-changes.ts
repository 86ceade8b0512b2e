/**
 * Which forms hold text that is not saved. One router blocker (components/unsaved-changes-prompt)
 * and the browser's `beforeunload` ask before such text is left behind; forms report through
 * hooks/use-unsaved-changes.
 */
const dirtyForms = new Map<string, { keepsDraft: boolean }>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the blocker is only registered while some form is dirty. */
export function subscribeUnsavedChanges(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `keepsDraft`: the form's text survives a session that ends (see lib/session-expiry.ts). */
export function markFormDirty(id: string, keepsDraft: boolean) {
  dirtyForms.set(id, { keepsDraft });
  notify();
  return () => {
    dirtyForms.delete(id);
    notify();
  };
}

export function hasUnsavedChanges() {
  return dirtyForms.size > 0;
}

/** Some unsaved text (in a dialog, a password) cannot be kept when the session ends. */
export function hasUnsavedChangesWithoutDraft() {
  return [...dirtyForms.values()].some((form) => !form.keepsDraft);
}
