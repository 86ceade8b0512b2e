import type { Role } from "@/shared/roles";
import type { TSortOrder, TUserSort } from "@/shared/schemas/users";

/** One page of the user list as the server sorts, searches and filters it. */
export interface UserListQuery {
  search?: string;
  role?: Role;
  page: number;
  pageSize: number;
  sort: TUserSort;
  order: TSortOrder;
}

/** Query keys of the users feature; every write invalidates `all`. */
export const usersKeys = {
  all: ["users"] as const,
  lists: ["users", "list"] as const,
  list: (query: UserListQuery) => ["users", "list", query] as const,
  supervisorOptions: (search: string) => ["users", "supervisor-options", search] as const,
  assigned: (doctorId: string) => ["users", "assigned", doctorId] as const,
};
