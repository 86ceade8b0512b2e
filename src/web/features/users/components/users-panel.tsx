import { Button, Card, Group, Title } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { USER_MESSAGES } from "@/shared/messages/users";
import type { Role } from "@/shared/roles";
import { exportUrl, startDownload } from "@/web/lib/files";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";
import { toast } from "@/web/lib/toasts";
import { useCreateUser } from "../api/create-user";
import type { UserListItem } from "../api/get-users";
import { ACCOUNTS_LIST } from "../api/panel-queries";
import { useUpdateUser } from "../api/update-user";
import { PagedUsers } from "./list-pagination";
import { OneTimePasswordModal } from "./one-time-password-modal";
import { useUserList } from "./use-user-list";
import { type AccountDialog, UserAccountDialogs } from "./user-account-dialogs";
import { type UserFormField, userFormErrors } from "./user-form-errors";
import { UserFormModal, type UserFormResult } from "./user-form-modal";
import { UserListFilters } from "./user-list-filters";
import { type UserAction, UserTable } from "./user-table";

type Dialog =
  | { kind: "none" }
  | { kind: "create" }
  | { kind: "edit"; user: UserListItem }
  | AccountDialog;

interface UsersPanelProps {
  /** May the signed-in user create accounts at all (session permissions). */
  canCreate: boolean;
  /** Roles offered in the form. The server still decides; this only hides hopeless choices. */
  assignableRoles: readonly Role[];
}

/**
 * User table with search, role filter, sortable columns, pages and every account action (admin and
 * director panels). The server answers one page at a time; the table starts in the order the
 * accounts were created.
 */
export function UsersPanel({ canCreate, assignableRoles }: UsersPanelProps) {
  const list = useUserList(ACCOUNTS_LIST);

  const [dialog, setDialog] = useState<Dialog>({ kind: "none" });
  const [formErrors, setFormErrors] = useState<Partial<Record<UserFormField, string>>>();
  const [oneTime, setOneTime] = useState<{ email: string; password: string; shared: boolean }>();
  const addButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setDialog({ kind: "none" });
    setFormErrors(undefined);
  };

  const createUser = useCreateUser();
  const updateUser = useUpdateUser();

  function saveFailed(error: unknown) {
    const errors = userFormErrors(error);
    if (errors) setFormErrors(errors);
  }

  function submitForm(result: UserFormResult) {
    setFormErrors(undefined);
    if (result.kind === "create") {
      createUser.mutate(
        { request: result.values, key: result.key },
        {
          onSuccess: (data) => {
            close();
            toast.success(USER_MESSAGES.created);
            // The new account is first in the list, whatever was searched or sorted before.
            list.showNewest();
            if (data.oneTimePassword) {
              // Only the review account's password is kept at its first sign-in (decision 051).
              const shared = !data.user.mustChangePassword;
              // Opened while the form's button has focus, it would give focus back to a button that
              // is gone; 'Lägg till användare' is where the user goes on from.
              addButton.current?.focus();
              setOneTime({ email: data.user.email, password: data.oneTimePassword, shared });
            }
          },
          onError: saveFailed,
        },
      );
    } else {
      updateUser.mutate(
        { id: result.id, changes: result.changes },
        {
          onSuccess: () => {
            close();
            toast.success(USER_MESSAGES.updated);
          },
          onError: saveFailed,
        },
      );
    }
  }

  function onAction(action: UserAction, user: UserListItem) {
    // A download needs no dialog: the browser saves the ZIP as it streams.
    if (action === "export") startDownload(exportUrl(user.id));
    else setDialog({ kind: action, user });
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="users-title">
      <Group justify="space-between" mb="md">
        <Title id="users-title" order={2} fz="lg">
          {M.usersTitle}
        </Title>
        {canCreate ? (
          <Button
            ref={addButton}
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={() => setDialog({ kind: "create" })}
          >
            {M.addUser}
          </Button>
        ) : null}
      </Group>

      <UserListFilters list={list} />

      <PagedUsers
        list={list}
        pageSize={ACCOUNTS_LIST.pageSize}
        loadingLabel={M.loadingUsers}
        emptyText={M.noUsers}
        pagesLabel={M.usersPages}
      >
        {(users) => (
          <UserTable
            users={users}
            sorting={list.sorting}
            onSort={list.sortBy}
            onAction={onAction}
          />
        )}
      </PagedUsers>

      <UserFormModal
        opened={dialog.kind === "create" || dialog.kind === "edit"}
        user={dialog.kind === "edit" ? dialog.user : undefined}
        roles={assignableRoles}
        busy={createUser.isPending || updateUser.isPending}
        fieldErrors={formErrors}
        onSubmit={submitForm}
        onClose={close}
      />

      <UserAccountDialogs
        dialog={
          dialog.kind === "none" || dialog.kind === "create" || dialog.kind === "edit"
            ? undefined
            : dialog
        }
        onClose={close}
      />

      <OneTimePasswordModal created={oneTime} onClose={() => setOneTime(undefined)} />
    </Card>
  );
}
