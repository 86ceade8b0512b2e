import { useState } from "react";
import { isApiError } from "@/web/lib/api-client";

export interface FieldError {
  field: string;
  message: string;
}

/**
 * A refused catalogue save: the server's reason under the field it names, so the open dialog keeps
 * what was typed and shows where to correct it (the toast is the mutation's: api/catalogue.ts).
 */
export function useCatalogueSaveFailure() {
  const [fieldError, setFieldError] = useState<FieldError>();
  function onFailure(error: unknown) {
    if (isApiError(error) && error.field)
      setFieldError({ field: error.field, message: error.message });
  }
  return { fieldError, clearFieldError: () => setFieldError(undefined), onFailure };
}
