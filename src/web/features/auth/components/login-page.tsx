import { Alert, Anchor, Button, Stack, Tabs, Text, TextInput, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { AUTH_MESSAGES } from "@/shared/messages/auth";
import type { TPasswordSignInMode } from "@/shared/schemas/provider-sign-in";
import { AuthCard } from "@/web/components/auth-card";
import { PasswordField } from "@/web/components/password-field";
import { errorMessage } from "@/web/lib/api-client";
import { AUTH_UI_MESSAGES as M } from "@/web/lib/messages/auth";
import type { Session } from "@/web/lib/session";
import { type SignInInput, useSignIn } from "../api/sign-in";
import { AuthError } from "./auth-error";

// The provider's button, in a chunk of its own: the login page's first load is at its budget.
const ProviderChoice = lazy(() => import("./provider-choice"));
// Needed only after 'Glömt lösenordet?': kept out of the login page's first load too.
const ForgotPasswordForm = lazy(() => import("./forgot-password-form"));

type Tab = "normal" | "review";
type FieldErrors = { email?: string; password?: string };

function validate(input: SignInInput): FieldErrors {
  const errors: FieldErrors = {};
  if (input.kind === "normal" && input.email.trim() === "")
    errors.email = AUTH_MESSAGES.emailRequired;
  if (input.password === "") errors.password = AUTH_MESSAGES.passwordRequired;
  return errors;
}

interface LoginPageProps {
  onSignedIn: (session: Session) => void;
  /** Why the user is here, e.g. 'Din session har gått ut. Logga in igen.' */
  notice?: string;
}

export function LoginPage({ onSignedIn, notice }: LoginPageProps) {
  useDocumentTitle(`${M.loginTitle} – ST-portalen`);
  const [tab, setTab] = useState<Tab>("normal");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [reviewPassword, setReviewPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [forgotOpen, setForgotOpen] = useState(false);
  const signIn = useSignIn();
  // Until the provider's part has loaded the page is as without a provider: passwords for all.
  const [passwordMode, setPasswordMode] = useState<TPasswordSignInMode>("all");

  const busy = signIn.isPending;
  const serverError = signIn.isError
    ? errorMessage(signIn.error, AUTH_MESSAGES.loginFallback)
    : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input: SignInInput =
      tab === "normal"
        ? { kind: "normal", email: email.trim(), password }
        : { kind: "review", password: reviewPassword };
    const errors = validate(input);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    signIn.mutate(input, { onSuccess: onSignedIn });
  }

  function changeTab(value: string | null) {
    if (value !== "normal" && value !== "review") return;
    setTab(value);
    setFieldErrors({});
    signIn.reset();
  }

  // Each tab has its own password; both answer to the same label and error.
  const passwordField = (value: string, onChange: (value: string) => void) => (
    <PasswordField
      label={M.password}
      autoComplete="current-password"
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={fieldErrors.password}
    />
  );
  const submitButton = (
    <Button type="submit" fullWidth disabled={busy} mt="xs">
      {busy ? M.submitting : M.submit}
    </Button>
  );

  if (forgotOpen) {
    return (
      <AuthCard>
        <Suspense fallback={null}>
          <ForgotPasswordForm initialEmail={email} onBack={() => setForgotOpen(false)} />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <Stack gap="md">
        <div>
          <Title order={1} fz={26}>
            {M.loginTitle}
          </Title>
          <Text c="dimmed" fz="sm">
            {M.loginIntro}
          </Text>
        </div>

        {notice ? (
          <Alert color="orange" variant="light" role="alert">
            <Text fz="sm">{notice}</Text>
          </Alert>
        ) : null}

        <Suspense fallback={null}>
          <ProviderChoice onMode={setPasswordMode} />
        </Suspense>

        {passwordMode === "off" ? null : (
          <Tabs value={tab} onChange={changeTab}>
            <Tabs.List grow>
              <Tabs.Tab value="normal">{M.tabNormal}</Tabs.Tab>
              {passwordMode === "all" && <Tabs.Tab value="review">{M.tabReview}</Tabs.Tab>}
            </Tabs.List>

            <Tabs.Panel value="normal" pt="md">
              <form onSubmit={submit} noValidate aria-label={M.tabNormal}>
                <Stack gap="sm">
                  <TextInput
                    label={M.email}
                    type="email"
                    autoComplete="username"
                    placeholder={M.emailPlaceholder}
                    required
                    value={email}
                    onChange={(e) => setEmail(e.currentTarget.value)}
                    error={fieldErrors.email}
                  />
                  {passwordField(password, setPassword)}
                  <Anchor
                    component="button"
                    type="button"
                    fz="sm"
                    onClick={() => setForgotOpen(true)}
                    ta="left"
                  >
                    {M.forgotLink}
                  </Anchor>
                  {serverError ? <AuthError message={serverError} /> : null}
                  {submitButton}
                  <Alert variant="light" color="gray" title={M.gdprTitle} role="note">
                    <Text fz="sm">{M.gdprText}</Text>
                  </Alert>
                </Stack>
              </form>
            </Tabs.Panel>

            <Tabs.Panel value="review" pt="md">
              <form onSubmit={submit} noValidate aria-label={M.tabReview}>
                <Stack gap="sm">
                  <Alert variant="light" color="blue" role="note">
                    <Text fz="sm">{M.reviewNote}</Text>
                  </Alert>
                  {passwordField(reviewPassword, setReviewPassword)}
                  {serverError ? <AuthError message={serverError} /> : null}
                  {submitButton}
                </Stack>
              </form>
            </Tabs.Panel>
          </Tabs>
        )}

        <Text fz="sm" ta="center">
          {M.contactAdmin}
        </Text>
      </Stack>
    </AuthCard>
  );
}
