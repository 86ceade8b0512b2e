import { useCallback, useState } from "react";
import { newIdempotencyKey } from "@/web/lib/idempotency";

/**
 * The key a create form sends with its save (decision 158): made when the form opens, the same on
 * every retry, renewed only by a form that stays open for the next entry after a save.
 */
export function useFormKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
}
