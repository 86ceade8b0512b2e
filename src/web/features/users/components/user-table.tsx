import { Badge, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import {
  IconFileZip,
  IconKey,
  IconMail,
  IconPencil,
  IconShieldX,
  IconTrash,
} from "@tabler/icons-react";
import { ROLE_LABELS } from "@/shared/roles";
import { RowAction } from "@/web/components/row-action";
import { SortableTh } from "@/web/components/sortable-th";
import { formatDate } from "@/web/lib/dates";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";
import type { UserListItem } from "../api/get-users";
import type { Sorting } from "./use-user-list";

export type UserAction = "edit" | "password" | "reset" | "unlink" | "export" | "delete";

interface UserTableProps {
  users: UserListItem[];
  sorting: Sorting;
  onSort: (column: Sorting["sort"]) => void;
  onAction: (action: UserAction, user: UserListItem) => void;
}

/** One row per account; each row shows only the buttons its `permissions` allow. */
export function UserTable({ users, sorting, onSort, onAction }: UserTableProps) {
  const sortable = { sorting, onSort };
  return (
    // On phones each account is a card with every action on screen (global.css).
    <Table.ScrollContainer minWidth={760} className="stack-on-phone">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>
          <VisuallyHidden>{M.usersTitle}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="name" label={M.columns.name} {...sortable} />
            <SortableTh column="email" label={M.columns.email} {...sortable} />
            <SortableTh column="role" label={M.columns.role} {...sortable} />
            <SortableTh column="active" label={M.columns.active} {...sortable} />
            <SortableTh column="created" label={M.columns.created} {...sortable} />
            <Table.Th scope="col">{M.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Th scope="row" fw={600}>
                {user.displayName}
                {user.mustChangePassword ? (
                  <Text fz="xs" c="dimmed" fw={400}>
                    {M.mustChange}
                  </Text>
                ) : null}
                {user.providerLinked ? (
                  <Badge variant="light" color="blue" radius="sm" size="sm" mt={4} display="block">
                    {M.providerLinked}
                  </Badge>
                ) : null}
              </Table.Th>
              <Table.Td data-label={M.columns.email} style={{ overflowWrap: "anywhere" }}>
                {user.email}
              </Table.Td>
              <Table.Td data-label={M.columns.role}>{ROLE_LABELS[user.role]}</Table.Td>
              <Table.Td data-label={M.columns.active}>
                <Badge variant="filled" color={user.isActive ? "teal.9" : "gray.7"} radius="sm">
                  {user.isActive ? M.activeYes : M.activeNo}
                </Badge>
              </Table.Td>
              <Table.Td data-label={M.columns.created}>
                <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
              </Table.Td>
              <Table.Td>
                <RowActions user={user} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RowActions({
  user,
  onAction,
}: {
  user: UserListItem;
  onAction: UserTableProps["onAction"];
}) {
  const { permissions: can, displayName: name } = user;
  const actions = [
    can.canEdit && {
      action: "edit" as const,
      label: M.edit(name),
      Icon: IconPencil,
      color: "blue",
    },
    can.canSetPassword && {
      action: "password" as const,
      label: M.setPassword(name),
      Icon: IconKey,
      color: "blue",
    },
    can.canSendReset && {
      action: "reset" as const,
      label: M.sendReset(name),
      Icon: IconMail,
      color: "blue",
    },
    can.canEdit &&
      user.providerLinked && {
        action: "unlink" as const,
        label: M.unlink(name),
        Icon: IconShieldX,
        color: "blue",
      },
    can.canExport && {
      action: "export" as const,
      label: M.exportData(name),
      Icon: IconFileZip,
      color: "blue",
    },
    can.canDelete && {
      action: "delete" as const,
      label: M.remove(name),
      Icon: IconTrash,
      color: "red",
    },
  ].filter((a) => a !== false);

  if (actions.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {actions.map(({ action, label, Icon, color }) => (
        <RowAction
          key={action}
          label={label}
          icon={Icon}
          color={color}
          withArrow
          onClick={() => onAction(action, user)}
        />
      ))}
    </Group>
  );
}
