import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { ListPagination } from "@/web/components/list-pagination";
import { NextPageLoading } from "@/web/components/next-page-loading";
import { QueryState } from "@/web/components/query-state";
import type { UserListItem } from "../api/get-users";
import type { useUserList } from "./use-user-list";

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
          <NextPageLoading busy={list.users.isPlaceholderData}>
            {children(data.users)}
            <ListPagination
              page={list.page}
              pageSize={pageSize}
              total={data.total}
              onChange={list.setPage}
              label={pagesLabel}
            />
          </NextPageLoading>
        )
      }
    </QueryState>
  );
}
