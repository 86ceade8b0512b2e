import { useState } from "react";
import { errorReason, isApiError } from "@/web/lib/api-client";
import { CATALOGUE_UI_MESSAGES as M } from "@/web/lib/messages/catalogue";
import { showToast } from "@/web/lib/toasts";

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A refused catalogue save: the server's reason in a toast, and under the field it names, so the
 * open dialog keeps what was typed and shows where to correct it.
 */
export function useCatalogueSaveFailure() {
  const [fieldError, setFieldError] = useState<FieldError>();
  function onFailure(error: unknown) {
    if (isApiError(error) && error.field)
      setFieldError({ field: error.field, message: error.message });
    showToast("error", M.saveFailed(errorReason(error)));
  }
  return { fieldError, clearFieldError: () => setFieldError(undefined), onFailure };
}
