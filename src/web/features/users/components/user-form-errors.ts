import { isApiError } from "@/web/lib/api-client";

const FORM_FIELDS = ["email", "firstName", "lastName", "role", "password", "isActive"] as const;
export type UserFormField = (typeof FORM_FIELDS)[number];

/**
 * A refused save's reason under the field the server names, when the form has that field; other
 * failures are the save hook's toast alone.
 */
export function userFormErrors(error: unknown): Partial<Record<UserFormField, string>> | undefined {
  if (!isApiError(error) || !error.field) return undefined;
  if (!(FORM_FIELDS as readonly string[]).includes(error.field)) return undefined;
  return { [error.field as UserFormField]: error.message };
}
