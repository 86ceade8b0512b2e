import { Group, Select } from "@mantine/core";
import { isRole, ROLE_LABELS, ROLES } from "@/shared/roles";
import { SearchField } from "@/web/components/search-field";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";
import type { useUserList } from "./use-user-list";

/** The account list's search and role filter; the server searches and filters. */
export function UserListFilters({ list }: { list: ReturnType<typeof useUserList> }) {
  return (
    <Group mb="md" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
      <SearchField
        label={M.search}
        placeholder={M.searchPlaceholder}
        value={list.searchText}
        onChange={list.setSearchText}
        miw={220}
      />
      <Select
        label={M.roleFilter}
        placeholder={M.allRoles}
        data={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
        value={list.role ?? null}
        onChange={(value) => list.setRole(isRole(value) ? value : undefined)}
        clearable
        miw={200}
      />
    </Group>
  );
}
