import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Role } from "@/shared/roles";
import type { TUserListItem } from "@/shared/schemas/users";
import { call } from "@/web/lib/api-client";
import { usersKeys } from "./keys";

export type UserListItem = TUserListItem;

export interface UserFilters {
  search?: string;
  role?: Role;
}

export function getUsers(filters: UserFilters) {
  return call("GET /api/users", { query: { search: filters.search, role: filters.role } });
}

export function usersQueryOptions(filters: UserFilters) {
  return queryOptions({
    queryKey: usersKeys.list(filters),
    queryFn: () => getUsers(filters),
    select: (data) => data.users,
    placeholderData: keepPreviousData,
  });
}

export function useUsers(filters: UserFilters) {
  return useQuery(usersQueryOptions(filters));
}
