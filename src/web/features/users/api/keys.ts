import type { UserListQuery } from "./get-users";

/** Query keys of the users feature; every write invalidates `all`. */
export const usersKeys = {
  all: ["users"] as const,
  lists: ["users", "list"] as const,
  list: (query: UserListQuery) => ["users", "list", query] as const,
  supervisorOptions: (search: string) => ["users", "supervisor-options", search] as const,
  assigned: (doctorId: string) => ["users", "assigned", doctorId] as const,
};
