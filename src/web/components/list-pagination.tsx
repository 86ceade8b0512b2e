import { Group, Pagination, Text } from "@mantine/core";
import { PAGINATION_MESSAGES as M } from "@/web/lib/messages/pagination";

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
