import { USER_MESSAGES } from "@/shared/messages/users";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";
import { toast } from "@/web/lib/toasts";
import { useDeleteUser } from "../api/delete-user";
import type { UserListItem } from "../api/get-users";
import { useSendResetLink } from "../api/send-reset-link";
import { useSetUserPassword } from "../api/set-user-password";
import { useUnlinkProviderIdentity } from "../api/unlink-provider-identity";
import { SetPasswordModal } from "./set-password-modal";

/** An action on one account that asks first: a new password, a reset link, or deleting it. */
export type AccountDialog = {
  kind: "password" | "reset" | "delete" | "unlink";
  user: UserListItem;
};

interface UserAccountDialogsProps {
  /** The open one, if any. */
  dialog: AccountDialog | undefined;
  onClose: () => void;
}

/** 'Sätt lösenord', 'Skicka återställningslänk' and 'Ta bort' for the account a row chose. */
export function UserAccountDialogs({ dialog, onClose }: UserAccountDialogsProps) {
  const deleteUser = useDeleteUser();
  const setPassword = useSetUserPassword();
  const sendReset = useSendResetLink();
  const unlink = useUnlinkProviderIdentity();
  const current = dialog?.user;

  return (
    <>
      <SetPasswordModal
        user={dialog?.kind === "password" ? dialog.user : undefined}
        busy={setPassword.isPending}
        onClose={onClose}
        onSubmit={(password) =>
          current &&
          setPassword.mutate(
            { id: current.id, password },
            {
              onSuccess: (data) => {
                onClose();
                toast.success(data.message || USER_MESSAGES.passwordSet);
              },
            },
          )
        }
      />

      <ConfirmDialog
        opened={dialog?.kind === "reset"}
        title={M.sendResetTitle}
        confirmLabel={M.sendResetButton}
        busy={sendReset.isPending}
        onClose={onClose}
        onConfirm={() =>
          current &&
          sendReset.mutate(current.id, {
            onSuccess: (data) => {
              onClose();
              toast.success(data.message || USER_MESSAGES.resetSent);
            },
          })
        }
      >
        {current ? M.sendResetConfirm(current.email) : ""}
      </ConfirmDialog>

      <ConfirmDialog
        opened={dialog?.kind === "delete"}
        title={M.deleteTitle}
        confirmLabel={M.deleteButton}
        danger
        busy={deleteUser.isPending}
        onClose={onClose}
        onConfirm={() =>
          current &&
          deleteUser.mutate(current.id, {
            onSuccess: () => {
              onClose();
              toast.success(USER_MESSAGES.deleted);
            },
          })
        }
      >
        {current ? M.deleteText(current.displayName) : ""}
      </ConfirmDialog>

      <ConfirmDialog
        opened={dialog?.kind === "unlink"}
        title={M.unlinkTitle}
        confirmLabel={M.unlinkButton}
        busy={unlink.isPending}
        onClose={onClose}
        onConfirm={() =>
          current &&
          unlink.mutate(current.id, {
            onSuccess: () => {
              onClose();
              toast.success(USER_MESSAGES.providerUnlinked);
            },
          })
        }
      >
        {current ? M.unlinkText(current.displayName) : ""}
      </ConfirmDialog>
    </>
  );
}
