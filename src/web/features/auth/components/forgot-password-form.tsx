import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { AUTH_MESSAGES } from "@/shared/messages/auth";
import { errorMessage } from "@/web/lib/api-client";
import { AUTH_UI_MESSAGES as M } from "@/web/lib/messages/auth";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { AuthError } from "./auth-error";

interface ForgotPasswordFormProps {
  initialEmail: string;
  onBack: () => void;
}

/**
 * 'Glömt lösenordet?': asks for a reset link. Shown in place of the login form (a modal would
 * double the JavaScript of the login page); the answer is the same whether or not the address exists.
 */
export default function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string>();
  const request = useRequestPasswordReset();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === "") {
      setFieldError(AUTH_MESSAGES.emailRequired);
      return;
    }
    setFieldError(undefined);
    request.mutate({ email: email.trim() });
  }

  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        {M.forgotTitle}
      </Title>
      {request.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          <Text fz="sm">{request.data.message || AUTH_MESSAGES.resetRequested}</Text>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label={M.forgotTitle}>
          <Stack gap="sm">
            <Text fz="sm">{M.forgotIntro}</Text>
            <TextInput
              label={M.email}
              type="email"
              autoComplete="email"
              required
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={fieldError}
            />
            {request.isError ? (
              <AuthError message={errorMessage(request.error, AUTH_MESSAGES.unexpected)} />
            ) : null}
            <Button type="submit" disabled={request.isPending} fullWidth>
              {request.isPending ? M.forgotSubmitting : M.forgotSubmit}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component="button" type="button" fz="sm" onClick={onBack} ta="left">
        {M.backToLoginForm}
      </Anchor>
    </Stack>
  );
}
