import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import type { Role } from "@/shared/roles";
import type { TUserSort } from "@/shared/schemas/users";
import { useUsers } from "../api/get-users";
import type { UserListSetup } from "../api/panel-queries";

export type Sorting = UserListSetup["sorting"];

/**
 * What a paged user list shows: the search as typed and as sent (after a pause in typing), the role
 * filter, the order and the page. A new search, filter or order starts again from the first page.
 */
export function useUserList({ pageSize, sorting: initialSorting, role: fixedRole }: UserListSetup) {
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [role, setRole] = useState<Role | undefined>(fixedRole);
  const [sorting, setSorting] = useState<Sorting>(initialSorting);
  const listKey = [search, role ?? "", sorting.sort, sorting.order].join("\n");
  const [paging, setPaging] = useState({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  const users = useUsers({ search: search || undefined, role, page, pageSize, ...sorting });

  // A page left empty (its last account deleted) gives way to the new last page.
  const shown = users.isPlaceholderData ? undefined : users.data;
  useEffect(() => {
    if (shown && shown.users.length === 0 && shown.total > 0 && page > 1)
      setPaging({ listKey, page: Math.ceil(shown.total / pageSize) });
  }, [shown, page, pageSize, listKey]);

  return {
    users,
    searchText,
    setSearchText,
    role,
    setRole,
    sorting,
    /** A click on a column: the same column turns the order around, another sorts ascending. */
    sortBy: (sort: TUserSort) =>
      setSorting((current) =>
        current.sort === sort
          ? { sort, order: current.order === "asc" ? "desc" : "asc" }
          : { sort, order: "asc" },
      ),
    page,
    setPage: (next: number) => setPaging({ listKey, page: next }),
    /** The newest accounts first, unfiltered: where an account just created is. */
    showNewest: () => {
      setSearchText("");
      setRole(fixedRole);
      setSorting({ sort: "created", order: "desc" });
    },
  };
}
