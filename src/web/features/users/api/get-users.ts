import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TUserListItem } from "@/shared/schemas/users";
import { call } from "@/web/lib/api-client";
import { type UserListQuery, usersKeys } from "./keys";

export type UserListItem = TUserListItem;

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
