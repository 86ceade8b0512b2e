import { Group, Table, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconSelector } from "@tabler/icons-react";

export interface Sorting<C extends string> {
  sort: C;
  order: "asc" | "desc";
}

interface SortableThProps<C extends string> {
  column: C;
  label: string;
  sorting: Sorting<C>;
  onSort: (column: C) => void;
}

/** A column header that sorts its table; `aria-sort` tells which way it is sorted. */
export function SortableTh<C extends string>({
  column,
  label,
  sorting,
  onSort,
}: SortableThProps<C>) {
  const active = sorting.sort === column;
  const Glyph = !active ? IconSelector : sorting.order === "asc" ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      scope="col"
      aria-sort={active ? (sorting.order === "asc" ? "ascending" : "descending") : undefined}
    >
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        <Group component="span" gap={4} wrap="nowrap">
          {label}
          <Glyph size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
