import { Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { TUploadedFile } from "@/shared/schemas/files";
import { CertificateControl } from "@/web/components/certificate-control";
import { RowAction } from "@/web/components/row-action";
import { PENDING_ID_PREFIX } from "@/web/entities/record/api/record-items";
import { filesOf } from "@/web/lib/files";
import { ACTIVITIES_UI_MESSAGES as M } from "@/web/lib/messages/activities";
import type { ActivityDefinition, ActivityItem, ActivityListKey } from "../activity-definition";

interface ActivityTableProps<K extends ActivityListKey, Req> {
  doctorId: string;
  definition: ActivityDefinition<K, Req>;
  items: readonly ActivityItem<K>[];
  files: readonly TUploadedFile[];
  canEdit: boolean;
  onEdit: (item: ActivityItem<K>) => void;
  onDelete: (item: ActivityItem<K>) => void;
}

function certificateFileIdsOf(item: object): readonly string[] {
  return "certificateFileIds" in item && Array.isArray(item.certificateFileIds)
    ? (item.certificateFileIds as string[])
    : [];
}

/** The rows of one record type with the definition's columns, certificate and actions. */
export function ActivityTable<K extends ActivityListKey, Req>({
  doctorId,
  definition,
  items,
  files,
  canEdit,
  onEdit,
  onDelete,
}: ActivityTableProps<K, Req>) {
  const { certificateKind } = definition;
  return (
    // On phones each row is a card with every action on screen (global.css).
    <Table.ScrollContainer minWidth={760} className="stack-on-phone">
      <Table striped verticalSpacing="sm">
        <Table.Caption>
          <VisuallyHidden>{definition.texts.listTitle}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {definition.columns.map((column) => (
              <Table.Th key={column.header} scope="col">
                {column.header}
              </Table.Th>
            ))}
            {certificateKind ? <Table.Th scope="col">{M.certificate}</Table.Th> : null}
            {canEdit ? <Table.Th scope="col">{M.actions}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const pending = item.id.startsWith(PENDING_ID_PREFIX);
            const label = definition.itemLabel(item);
            const fileIds = certificateFileIdsOf(item);
            return (
              <Table.Tr key={item.id} aria-busy={pending || undefined}>
                {definition.columns.map((column) => (
                  <Table.Td key={column.header} data-label={column.header}>
                    {column.render(item, { doctorId, items, canEdit })}
                  </Table.Td>
                ))}
                {certificateKind ? (
                  <Table.Td data-label={M.certificate}>
                    {pending ? (
                      <Text fz="sm" c="gray.7">
                        {M.pendingRow}
                      </Text>
                    ) : (
                      <CertificateControl
                        doctorId={doctorId}
                        kind={certificateKind}
                        itemId={item.id}
                        itemLabel={label}
                        files={filesOf(files, fileIds)}
                        canEdit={canEdit}
                      />
                    )}
                  </Table.Td>
                ) : null}
                {canEdit ? (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <RowAction
                        label={M.edit(label)}
                        icon={IconPencil}
                        color="blue.9"
                        disabled={pending}
                        onClick={() => onEdit(item)}
                      />
                      <RowAction
                        label={M.remove(label)}
                        icon={IconTrash}
                        color="red.9"
                        disabled={pending}
                        onClick={() => onDelete(item)}
                      />
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
