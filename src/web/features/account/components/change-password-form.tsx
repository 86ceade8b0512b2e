import { Alert, Button, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { AUTH_MESSAGES } from "@/shared/messages/auth";
import { type TChangePasswordRequest, ZChangePasswordRequestSchema } from "@/shared/schemas/auth";
import { PasswordField } from "@/web/components/password-field";
import { useUnsavedChanges } from "@/web/hooks/use-unsaved-changes";
import { errorMessage, errorReason } from "@/web/lib/api-client";
import { AUTH_UI_MESSAGES as M } from "@/web/lib/messages/auth";
import { toast } from "@/web/lib/toasts";
import { useChangePassword } from "../api/change-password";

interface ChangePasswordFormProps {
  onChanged?: () => void;
}

/** Current, new and confirmation; the rules and texts of spec section 5 come from the schema. */
export function ChangePasswordForm({ onChanged }: ChangePasswordFormProps) {
  const form = useForm<TChangePasswordRequest>({
    mode: "controlled",
    initialValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    validate: schemaResolver(ZChangePasswordRequestSchema, { sync: true }),
  });
  const change = useChangePassword();
  // Passwords are never kept as a draft; leaving with one typed only asks first.
  useUnsavedChanges(Object.values(form.values).some((v) => v !== ""));

  const submit = form.onSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success(AUTH_MESSAGES.passwordUpdated);
        onChanged?.();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={M.changeTitle}>
      <Stack gap="sm" maw={420}>
        <PasswordField
          label={M.currentPassword}
          autoComplete="current-password"
          required
          {...form.getInputProps("currentPassword")}
        />
        <PasswordField
          label={M.newPassword}
          autoComplete="new-password"
          required
          {...form.getInputProps("newPassword")}
        />
        <PasswordField
          label={M.confirmPassword}
          autoComplete="new-password"
          required
          {...form.getInputProps("confirmPassword")}
        />
        {change.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Text fz="sm" c="red.9">
              {errorMessage(change.error, AUTH_MESSAGES.updateFailed(errorReason(change.error)))}
            </Text>
          </Alert>
        ) : null}
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? M.changeSubmitting : M.changeSubmit}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
