import { Table, Text } from "@mantine/core";
import { IconCircleCheck, IconCircleDashed, IconPencil } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { RowAction } from "@/web/components/row-action";
import { CATALOGUE_UI_MESSAGES as M } from "@/web/lib/messages/catalogue";

/** The first cell of a catalogue row: the entry's name over its id, then any badge. */
export function CatalogueNameCell({
  name,
  id,
  children,
}: {
  name: string;
  id: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Text fw={500}>{name}</Text>
      <Text fz="xs" c="dimmed">
        {id}
      </Text>
      {children}
    </>
  );
}

/** 'Ändra' for one catalogue entry, named after it. */
export function EditEntryAction({ name, onClick }: { name: string; onClick: () => void }) {
  return <RowAction label={M.edit(name)} icon={IconPencil} onClick={onClick} />;
}

interface CheckedToggleProps {
  /** How the entry is named in the button's label. */
  name: string;
  checked: boolean;
  busy: boolean;
  onToggle: (checked: boolean) => void;
}

/** Marks an entry as checked against the official text, or takes the mark back. */
export function CheckedToggle({ name, checked, busy, onToggle }: CheckedToggleProps) {
  return (
    <RowAction
      label={checked ? M.unmarkChecked(name) : M.markChecked(name)}
      icon={checked ? IconCircleCheck : IconCircleDashed}
      color={checked ? "green.9" : "gray.7"}
      pressed={checked}
      disabled={busy}
      onClick={() => onToggle(!checked)}
    />
  );
}

interface CatalogueTableProps {
  /** Below this width the table scrolls; on a phone its rows stack (the cells' data-label). */
  minWidth: number;
  /** The headings, in order (a messages object lists them in the order of the columns). */
  columns: readonly string[];
  /** The rows. */
  children: ReactNode;
}

/** The table of a catalogue panel: its column headings over the entries' rows. */
export function CatalogueTable({ minWidth, columns, children }: CatalogueTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} className="stack-on-phone">
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
