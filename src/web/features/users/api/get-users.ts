import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Role } from "@/shared/roles";
import type { TSortOrder, TUserListItem, TUserSort } from "@/shared/schemas/users";
import { call } from "@/web/lib/api-client";
import { usersKeys } from "./keys";

export type UserListItem = TUserListItem;

/** One page of the user list as the server sorts, searches and filters it. */
export interface UserListQuery {
  search?: string;
  role?: Role;
  page: number;
  pageSize: number;
  sort: TUserSort;
  order: TSortOrder;
}

export function getUsers(query: UserListQuery) {
  return call("GET /api/users", {
    query: {
      search: query.search,
      role: query.role,
      page: String(query.page),
      pageSize: String(query.pageSize),
      sort: query.sort,
      order: query.order,
    },
  });
}

/** The page shown stays on screen while the next one loads, so paging and typing do not flash. */
export function usersQueryOptions(query: UserListQuery) {
  return queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query));
}
