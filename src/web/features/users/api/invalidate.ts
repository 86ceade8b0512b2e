import type { QueryClient } from "@tanstack/react-query";
import { doctorsQueryKey } from "@/web/lib/query-keys";
import { usersKeys } from "./keys";

/**
 * Accounts feed the user table, the supervisor lists and the shell's ST-doctor selector
 * (query key 'doctors'), so a change to any account refreshes all three.
 */
export function invalidateAccounts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: usersKeys.all }),
    queryClient.invalidateQueries({ queryKey: doctorsQueryKey }),
  ]);
}
