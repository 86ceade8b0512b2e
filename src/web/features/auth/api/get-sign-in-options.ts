import { useEffect, useState } from "react";
import type { TSignInOptions } from "@/shared/schemas/provider-sign-in";
import { call } from "@/web/lib/api-client";

/**
 * The provider's button and the password forms the login page offers (decision 246). Asked once
 * per visit of the page; until it answers, and if it fails, the page is as without a provider.
 * A plain request: the login page's first load is at its budget, and this needs no cache.
 */
export function useSignInOptions(): TSignInOptions | undefined {
  const [options, setOptions] = useState<TSignInOptions>();
  useEffect(() => {
    call("GET /api/session/sign-in-options").then(setOptions, () => undefined);
  }, []);
  return options;
}
