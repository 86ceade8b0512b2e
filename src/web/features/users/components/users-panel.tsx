import { Button, Card, Group, Select, Title } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { USER_MESSAGES } from "@/shared/messages/users";
import { isRole, ROLE_LABELS, ROLES, type Role } from "@/shared/roles";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { SearchField } from "@/web/components/search-field";
import { isApiError } from "@/web/lib/api-client";
import { exportUrl, startDownload } from "@/web/lib/files";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";
import { toast } from "@/web/lib/toasts";
import { useCreateUser } from "../api/create-user";
import { useDeleteUser } from "../api/delete-user";
import type { UserListItem } from "../api/get-users";
import { ACCOUNTS_LIST } from "../api/panel-queries";
import { useSendResetLink } from "../api/send-reset-link";
import { useSetUserPassword } from "../api/set-user-password";
import { useUpdateUser } from "../api/update-user";
import { PagedUsers } from "./list-pagination";
import { OneTimePasswordModal } from "./one-time-password-modal";
import { SetPasswordModal } from "./set-password-modal";
import { useUserList } from "./use-user-list";
import { UserFormModal, type UserFormResult } from "./user-form-modal";
import { type UserAction, UserTable } from "./user-table";

type Dialog =
  | { kind: "none" }
  | { kind: "create" }
  | { kind: "edit"; user: UserListItem }
  | { kind: "password"; user: UserListItem }
  | { kind: "reset"; user: UserListItem }
  | { kind: "delete"; user: UserListItem };

const FORM_FIELDS = ["email", "firstName", "lastName", "role", "password", "isActive"] as const;
type FormField = (typeof FORM_FIELDS)[number];

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
  const [formErrors, setFormErrors] = useState<Partial<Record<FormField, string>>>();
  const [oneTime, setOneTime] = useState<{ email: string; password: string; shared: boolean }>();
  const addButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setDialog({ kind: "none" });
    setFormErrors(undefined);
  };

  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  const setPassword = useSetUserPassword();
  const sendReset = useSendResetLink();

  function saveFailed(error: unknown) {
    if (
      isApiError(error) &&
      error.field &&
      (FORM_FIELDS as readonly string[]).includes(error.field)
    ) {
      setFormErrors({ [error.field as FormField]: error.message });
    }
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

  const current = dialog.kind === "none" || dialog.kind === "create" ? undefined : dialog.user;

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

      <Group mb="md" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
        <SearchField
          label={M.search}
          placeholder={M.searchPlaceholder}
          value={list.searchText}
          onChange={list.setSearchText}
          miw={220}
        />
        <Select
          label={M.roleFilter}
          placeholder={M.allRoles}
          data={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          value={list.role ?? null}
          onChange={(value) => list.setRole(isRole(value) ? value : undefined)}
          clearable
          miw={200}
        />
      </Group>

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

      <SetPasswordModal
        user={dialog.kind === "password" ? dialog.user : undefined}
        busy={setPassword.isPending}
        onClose={close}
        onSubmit={(password) =>
          current &&
          setPassword.mutate(
            { id: current.id, password },
            {
              onSuccess: (data) => {
                close();
                toast.success(data.message || USER_MESSAGES.passwordSet);
              },
            },
          )
        }
      />

      <ConfirmDialog
        opened={dialog.kind === "reset"}
        title={M.sendResetTitle}
        confirmLabel={M.sendResetButton}
        busy={sendReset.isPending}
        onClose={close}
        onConfirm={() =>
          current &&
          sendReset.mutate(current.id, {
            onSuccess: (data) => {
              close();
              toast.success(data.message || USER_MESSAGES.resetSent);
            },
          })
        }
      >
        {current ? M.sendResetConfirm(current.email) : ""}
      </ConfirmDialog>

      <ConfirmDialog
        opened={dialog.kind === "delete"}
        title={M.deleteTitle}
        confirmLabel={M.deleteButton}
        danger
        busy={deleteUser.isPending}
        onClose={close}
        onConfirm={() =>
          current &&
          deleteUser.mutate(current.id, {
            onSuccess: () => {
              close();
              toast.success(USER_MESSAGES.deleted);
            },
          })
        }
      >
        {current ? M.deleteText(current.displayName) : ""}
      </ConfirmDialog>

      <OneTimePasswordModal created={oneTime} onClose={() => setOneTime(undefined)} />
    </Card>
  );
}
