import { Alert, Button, type MantineSpacing, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { PasswordField } from "@/web/components/password-field";

/** The one h1 of a signed-out card. */
export function AuthTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} fz={26}>
      {children}
    </Title>
  );
}

/** Why a signed-out form was refused, announced at once. */
export function AuthError({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Text fz="sm" c="red.9">
        {message}
      </Text>
    </Alert>
  );
}

interface AuthSubmitProps {
  busy: boolean;
  label: string;
  /** Said instead of `label` while the request runs (the button is then disabled). */
  busyLabel: string;
  mt?: MantineSpacing;
}

/** The full-width submit button of a signed-out form. */
export function AuthSubmit({ busy, label, busyLabel, mt }: AuthSubmitProps) {
  return (
    <Button type="submit" disabled={busy} fullWidth mt={mt}>
      {busy ? busyLabel : label}
    </Button>
  );
}

interface AuthPasswordFieldProps {
  label: string;
  /** Tells password managers whether to fill in the saved password or offer a new one. */
  autoComplete: "current-password" | "new-password";
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** A required password field of a signed-out form. */
export function AuthPasswordField({ onChange, ...props }: AuthPasswordFieldProps) {
  return <PasswordField required onChange={(e) => onChange(e.currentTarget.value)} {...props} />;
}
