import { Group, Pagination, Text } from "@mantine/core";
import { COHORT_UI_MESSAGES as M } from "@/web/lib/messages/cohort";

interface CohortPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** 'Visar 51–100 av 300' and the page buttons under the cohort (decision 259). */
export function CohortPagination({ page, pageSize, total, onChange }: CohortPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return (
    <Group justify="space-between" gap="sm" mt="xs" wrap="wrap">
      <Text fz="sm" c="dimmed">
        {M.shown(from, to, total)}
      </Text>
      <nav aria-label={M.pages}>
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
    </Group>
  );
}
