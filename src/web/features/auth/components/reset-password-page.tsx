import { Alert, Anchor, Button, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { AUTH_MESSAGES } from "@/shared/messages/auth";
import { AuthCard } from "@/web/components/auth-card";
import { PageLoader } from "@/web/components/page-loader";
import { PasswordField } from "@/web/components/password-field";
import { errorMessage } from "@/web/lib/api-client";
import { AUTH_UI_MESSAGES as M } from "@/web/lib/messages/auth";
import { checkNewPassword, type NewPasswordErrors } from "@/web/lib/passwords";
import { useConfirmPasswordReset } from "../api/confirm-password-reset";
import { useResetStatus } from "../api/get-reset-status";
import { AuthError } from "./auth-error";

/** Spec section 9: redirect after a successful reset. */
const REDIRECT_AFTER_RESET_MS = 1500;

/** The new password, then the same again to confirm it. */
const PASSWORD_FIELDS = ["newPassword", "confirmPassword"] as const;

interface ResetPasswordPageProps {
  token: string | undefined;
  onDone: () => void;
}

export function ResetPasswordPage({ token, onDone }: ResetPasswordPageProps) {
  const status = useResetStatus(token);

  if (token && status.isPending) {
    return (
      <AuthCard>
        <PageLoader label={M.checkingLink} />
      </AuthCard>
    );
  }
  // A refused check (too many tries from this address) says so instead of calling the link bad.
  if (token && status.isError)
    return <InvalidLink message={errorMessage(status.error, AUTH_MESSAGES.resetInvalidLink)} />;
  if (!token || !status.data?.valid) return <InvalidLink />;
  return <NewPasswordForm token={token} onDone={onDone} />;
}

function BackToLogin() {
  return (
    <Anchor component={Link} to="/" fz="sm">
      {M.backToLogin}
    </Anchor>
  );
}

function InvalidLink({ message = AUTH_MESSAGES.resetInvalidLink }: { message?: string }) {
  useDocumentTitle(`${M.resetTitleInvalid} – ST-portalen`);
  return (
    <AuthCard>
      <Stack gap="md">
        <Title order={1} fz={26}>
          {M.resetTitleInvalid}
        </Title>
        <AuthError message={message} />
        <BackToLogin />
      </Stack>
    </AuthCard>
  );
}

function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  useDocumentTitle(`${M.resetTitleValid} – ST-portalen`);
  const [passwords, setPasswords] = useState({ newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const confirm = useConfirmPasswordReset();

  useEffect(() => {
    if (!confirm.isSuccess) return;
    const timer = window.setTimeout(onDone, REDIRECT_AFTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [confirm.isSuccess, onDone]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkNewPassword(passwords.newPassword, passwords.confirmPassword);
    setErrors(found);
    if (found.newPassword || found.confirmPassword) return;
    confirm.mutate({ token, ...passwords });
  }

  return (
    <AuthCard>
      <Stack gap="md">
        <Title order={1} fz={26}>
          {M.resetTitleValid}
        </Title>
        {confirm.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            <Text fz="sm">{AUTH_MESSAGES.resetSuccess}</Text>
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Text fz="sm">{AUTH_MESSAGES.resetReady}</Text>
              {PASSWORD_FIELDS.map((field) => (
                <PasswordField
                  key={field}
                  label={M[field]}
                  autoComplete="new-password"
                  required
                  value={passwords[field]}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setPasswords((current) => ({ ...current, [field]: value }));
                  }}
                  error={errors[field]}
                />
              ))}
              {confirm.isError ? (
                <AuthError message={errorMessage(confirm.error, AUTH_MESSAGES.resetFailed)} />
              ) : null}
              <Button type="submit" disabled={confirm.isPending} fullWidth>
                {confirm.isPending ? M.resetSubmitting : M.resetSubmit}
              </Button>
            </Stack>
          </form>
        )}
        <BackToLogin />
      </Stack>
    </AuthCard>
  );
}
