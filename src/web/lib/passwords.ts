import { AUTH_MESSAGES } from "@/shared/messages/auth";

/**
 * Mirrors PASSWORD_MIN in src/shared/schemas/auth.ts. The signed-out pages check passwords without
 * loading Zod (it would double their size); the server validates again with the shared schema.
 */
export const PASSWORD_MIN_LENGTH = 6;

export interface NewPasswordErrors {
  newPassword?: string;
  confirmPassword?: string;
}

/** The reset-by-link rules of spec section 5: both required, at least 6 characters, equal. */
export function checkNewPassword(newPassword: string, confirmPassword: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = AUTH_MESSAGES.resetTooShort;
  if (confirmPassword !== newPassword) errors.confirmPassword = AUTH_MESSAGES.resetMismatch;
  return errors;
}
