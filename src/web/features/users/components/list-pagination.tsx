import { Box, Group, Pagination, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { QueryState } from "@/web/components/query-state";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";
import type { UserListItem } from "../api/get-users";
import type { useUserList } from "./use-user-list";

interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark: which list the pages belong to. */
  label: string;
}

/** 'Visar 26–50 av 331' and the page buttons under a paged list. */
export function ListPagination({ page, pageSize, total, onChange, label }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="wrap">
      <Text fz="sm" c="dimmed" role="status">
        {M.shown(from, to, total)}
      </Text>
      {pages > 1 ? (
        <nav aria-label={label}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onChange}
            size="sm"
            siblings={1}
            boundaries={1}
            getItemProps={(n) => ({ "aria-label": M.pageLabel(n) })}
            getControlProps={(control) => ({ "aria-label": M.pageControls[control] })}
          />
        </nav>
      ) : null}
    </Group>
  );
}

interface PagedUsersProps {
  list: ReturnType<typeof useUserList>;
  pageSize: number;
  loadingLabel: string;
  /** Said instead of the list when no account matches. */
  emptyText: string;
  pagesLabel: string;
  children: (users: UserListItem[]) => ReactNode;
}

/**
 * One page of a server-paged user list with its pagination; loading, failure and the empty list
 * in Swedish. The page shown stays while the next loads, dimmed and marked busy meanwhile.
 */
export function PagedUsers({
  list,
  pageSize,
  loadingLabel,
  emptyText,
  pagesLabel,
  children,
}: PagedUsersProps) {
  return (
    <QueryState query={list.users} loadingLabel={loadingLabel}>
      {(data) =>
        data.total === 0 ? (
          <Text c="dimmed" role="status">
            {emptyText}
          </Text>
        ) : (
          <Box
            aria-busy={list.users.isPlaceholderData}
            opacity={list.users.isPlaceholderData ? 0.6 : 1}
          >
            {children(data.users)}
            <ListPagination
              page={list.page}
              pageSize={pageSize}
              total={data.total}
              onChange={list.setPage}
              label={pagesLabel}
            />
          </Box>
        )
      }
    </QueryState>
  );
}
