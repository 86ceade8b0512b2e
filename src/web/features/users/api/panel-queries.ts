import type { QueryClient } from "@tanstack/react-query";
import type { Role } from "@/shared/roles";
import type { TSortOrder, TUserSort } from "@/shared/schemas/users";
import { assignedSupervisorsQueryOptions } from "./get-assigned-supervisors";
import { usersQueryOptions } from "./get-users";
import type { UserListQuery } from "./keys";

export interface UserListSetup {
  pageSize: number;
  sorting: { sort: TUserSort; order: TSortOrder };
  /** A role the list is always limited to. */
  role?: Role;
}

/** 'Användare': every account, in the order they were created (the spec's order). */
export const ACCOUNTS_LIST: UserListSetup = {
  pageSize: 25,
  sorting: { sort: "created", order: "asc" },
};

/** 'Handledartilldelning' on the admin panel: the ST doctors by name. */
export const DOCTORS_LIST: UserListSetup = {
  pageSize: 25,
  sorting: { sort: "name", order: "asc" },
  role: "ST_DOCTOR",
};

/** The page a list opens on, unsearched. */
export function firstPage({ pageSize, sorting, role }: UserListSetup): UserListQuery {
  return { role, page: 1, pageSize, ...sorting };
}

/**
 * What each panel shows first. The panel waits for all of it before it lays out its sections (one
 * loader, nothing moves when the lists arrive); a route loader can start the same requests.
 */
export function adminPanelQueries() {
  return [usersQueryOptions(firstPage(ACCOUNTS_LIST)), usersQueryOptions(firstPage(DOCTORS_LIST))];
}

export function directorPanelQueries(doctorId: string | undefined) {
  return [
    usersQueryOptions(firstPage(ACCOUNTS_LIST)),
    ...(doctorId ? [assignedSupervisorsQueryOptions(doctorId)] : []),
  ];
}

/** Starts what `adminPanelQueries` names, for the route loader (one call each: the types differ). */
export function prefetchAdminPanel(queryClient: QueryClient) {
  void queryClient.prefetchQuery(usersQueryOptions(firstPage(ACCOUNTS_LIST)));
  void queryClient.prefetchQuery(usersQueryOptions(firstPage(DOCTORS_LIST)));
}

/** Starts what `directorPanelQueries` names, for the route loader. */
export function prefetchDirectorPanel(queryClient: QueryClient, doctorId: string | undefined) {
  void queryClient.prefetchQuery(usersQueryOptions(firstPage(ACCOUNTS_LIST)));
  if (doctorId) void queryClient.prefetchQuery(assignedSupervisorsQueryOptions(doctorId));
}
