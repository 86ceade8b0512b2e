import { Badge, Group, Table } from "@mantine/core";
import { IconArchive, IconArrowBackUp } from "@tabler/icons-react";
import { PROCEDURE_COLUMN_LABELS, PROCEDURE_LEVEL_LABELS } from "@/shared/curriculum/procedures";
import { CATALOGUE_MESSAGES } from "@/shared/messages/catalogue";
import type { TProcedureDefinition } from "@/shared/schemas/procedure-catalogue";
import { RowAction } from "@/web/components/row-action";
import { CATALOGUE_UI_MESSAGES as M } from "@/web/lib/messages/catalogue";
import { CatalogueNameCell, CheckedToggle, EditEntryAction } from "./catalogue-row-parts";

interface ProcedureCatalogueRowProps {
  entry: TProcedureDefinition;
  /** A save is running: the checked toggle waits for it. */
  busy: boolean;
  onEdit: () => void;
  onChecked: (checked: boolean) => void;
  onRetire: () => void;
  onRestore: () => void;
}

/** One examination of 'Katalog': its place, sync id and source, and the admin's actions on it. */
export function ProcedureCatalogueRow({
  entry,
  busy,
  onEdit,
  onChecked,
  onRetire,
  onRestore,
}: ProcedureCatalogueRowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <CatalogueNameCell name={entry.name} id={entry.id}>
          {entry.retired ? (
            <Badge color="gray" variant="outline" mt={4}>
              {M.retiredBadge}
            </Badge>
          ) : null}
        </CatalogueNameCell>
      </Table.Td>
      <Table.Td data-label={M.columns.column}>
        {entry.column} {PROCEDURE_COLUMN_LABELS[entry.column]}
      </Table.Td>
      <Table.Td data-label={M.columns.level}>{PROCEDURE_LEVEL_LABELS[entry.level]}</Table.Td>
      <Table.Td data-label={M.columns.syncId}>{entry.syncId ?? "–"}</Table.Td>
      <Table.Td data-label={M.columns.verification}>
        {/* Plain text: 56 rows of icons make the page slow to read for assistive tools. */}
        {entry.verification
          ? CATALOGUE_MESSAGES.verificationLabels[entry.verification]
          : M.noSource}
        {entry.verificationState && entry.verificationState !== "unchecked"
          ? ` · ${CATALOGUE_MESSAGES.procedureVerification[entry.verificationState]}`
          : null}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <EditEntryAction name={entry.name} onClick={onEdit} />
          <CheckedToggle
            name={entry.name}
            checked={Boolean(entry.checked)}
            busy={busy}
            onToggle={onChecked}
          />
          {entry.retired ? (
            <RowAction label={M.restore(entry.name)} icon={IconArrowBackUp} onClick={onRestore} />
          ) : (
            <RowAction
              label={M.retire(entry.name)}
              icon={IconArchive}
              color="red.9"
              onClick={onRetire}
            />
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
