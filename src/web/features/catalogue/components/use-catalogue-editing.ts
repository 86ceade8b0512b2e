import { useState } from "react";
import { isApiError } from "@/web/lib/api-client";
import { CATALOGUE_UI_MESSAGES as M } from "@/web/lib/messages/catalogue";
import { showToast } from "@/web/lib/toasts";

export interface FieldError {
  field: string;
  message: string;
}

/** The part of a catalogue save mutation the panels use. */
interface CatalogueSave<Change> {
  mutate: (
    change: Change,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
}

type CheckedChange = { kind: "checked"; id: string; checked: boolean };

/**
 * The edit dialog of a catalogue panel and its saves. A refused save puts the server's reason under
 * the field it names, so the open dialog keeps what was typed and shows where to correct it (the
 * toast is the mutation's: api/catalogue.ts).
 */
export function useCatalogueEditing<Editing, Change>(save: CatalogueSave<Change | CheckedChange>) {
  const [editing, setEditing] = useState<Editing>();
  const [fieldError, setFieldError] = useState<FieldError>();

  function onFailure(error: unknown) {
    if (isApiError(error) && error.field)
      setFieldError({ field: error.field, message: error.message });
  }

  /** Saves a change with 'Sparat' once done, then `onSaved`. */
  function saveChange(change: Change, onSaved: () => void) {
    save.mutate(change, {
      onSuccess: () => {
        showToast("success", M.saved);
        onSaved();
      },
      onError: onFailure,
    });
  }

  return {
    editing,
    setEditing,
    fieldError,
    saveChange,
    /** Saves the dialog's values; the dialog closes once they are saved. */
    saveEdit(change: Change) {
      setFieldError(undefined);
      saveChange(change, () => setEditing(undefined));
    },
    setChecked(id: string, checked: boolean) {
      save.mutate(
        { kind: "checked", id, checked },
        { onSuccess: () => showToast("success", M.checkedSaved), onError: onFailure },
      );
    },
    closeEditing() {
      setEditing(undefined);
      setFieldError(undefined);
    },
  };
}
