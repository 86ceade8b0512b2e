import { Group, Table, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconSelector } from "@tabler/icons-react";
import type { TUserSort } from "@/shared/schemas/users";
import type { Sorting } from "./use-user-list";

interface SortableThProps {
  column: TUserSort;
  label: string;
  sorting: Sorting;
  onSort: (column: TUserSort) => void;
}

/** A column header that sorts the list on the server; `aria-sort` tells which way it is sorted. */
export function SortableTh({ column, label, sorting, onSort }: SortableThProps) {
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
