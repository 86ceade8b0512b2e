import { Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { USER_MESSAGES } from "@/shared/messages/users";
import { ZSetPasswordRequestSchema } from "@/shared/schemas/users";
import { FormActions } from "@/web/components/form-actions";
import { FormModal } from "@/web/components/form-modal";
import { PasswordField } from "@/web/components/password-field";
import { USERS_UI_MESSAGES as M } from "@/web/lib/messages/users";
import type { UserListItem } from "../api/get-users";

interface SetPasswordModalProps {
  user: UserListItem | undefined;
  busy: boolean;
  onSubmit: (password: string) => void;
  onClose: () => void;
}

export function SetPasswordModal({ user, busy, onSubmit, onClose }: SetPasswordModalProps) {
  return (
    <FormModal
      opened={Boolean(user)}
      onClose={onClose}
      title={user?.isReviewAccount ? USER_MESSAGES.reviewPasswordTitle : M.setPasswordTitle}
    >
      {user ? (
        <SetPasswordForm user={user} busy={busy} onSubmit={onSubmit} onClose={onClose} />
      ) : null}
    </FormModal>
  );
}

function SetPasswordForm({
  user,
  busy,
  onSubmit,
  onClose,
}: SetPasswordModalProps & { user: UserListItem }) {
  const form = useForm({
    mode: "controlled",
    initialValues: { password: "" },
    validate: schemaResolver(ZSetPasswordRequestSchema, { sync: true }),
  });
  return (
    <form onSubmit={form.onSubmit((v) => onSubmit(v.password))} noValidate>
      <Stack gap="sm">
        {user.isReviewAccount ? (
          // The shared review password is for every specialist and stays until an admin replaces it.
          <>
            <Text fz="sm">{USER_MESSAGES.reviewPasswordIntro}</Text>
            <Text fz="sm" c="dimmed">
              {USER_MESSAGES.reviewPasswordSignsOut}
            </Text>
          </>
        ) : (
          <Text fz="sm">{M.setPasswordFor(user.displayName)}</Text>
        )}
        <PasswordField
          label={M.newPassword}
          autoComplete="new-password"
          required
          data-autofocus
          {...form.getInputProps("password")}
        />
        <FormActions
          saveLabel={
            busy
              ? M.saving
              : user.isReviewAccount
                ? USER_MESSAGES.reviewPasswordTitle
                : M.setPasswordTitle
          }
          busy={busy}
          busyMode="disable"
          onCancel={onClose}
          mt="sm"
        />
      </Stack>
    </form>
  );
}
