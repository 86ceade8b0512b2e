import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { SHELL_MESSAGES } from "@/web/lib/messages/shell";

/** PasswordInput with a Swedish name on its show/hide button. */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ "aria-label": SHELL_MESSAGES.togglePassword }}
      {...props}
    />
  );
}
