/**
 * Which forms hold text that is not saved. One router blocker (components/unsaved-changes-prompt)
 * and the browser's `beforeunload` ask before such text is left behind; forms report through
 * hooks/use-unsaved-changes.
 */
const dirtyForms = new Set<string>();

export function markFormDirty(id: string) {
  dirtyForms.add(id);
  return () => {
    dirtyForms.delete(id);
  };
}

export function hasUnsavedChanges() {
  return dirtyForms.size > 0;
}
