import { z } from "zod";
import { AUTH_MESSAGES as M } from "../messages/auth";
import { ROLES } from "../roles";

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const ZSignInRequestSchema = z.object({
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .pipe(z.email(M.emailInvalid)),
  password: z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .max(PASSWORD_MAX, M.passwordTooLong),
});
export type TSignInRequest = z.infer<typeof ZSignInRequestSchema>;

export const ZReviewSignInRequestSchema = ZSignInRequestSchema.pick({ password: true });
export type TReviewSignInRequest = z.infer<typeof ZReviewSignInRequestSchema>;

export const ZChangePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: M.currentRequired })
      .min(1, M.currentRequired)
      .max(PASSWORD_MAX, M.passwordTooLong),
    newPassword: z
      .string({ error: M.newTooShort })
      .min(PASSWORD_MIN, M.newTooShort)
      .max(PASSWORD_MAX, M.passwordTooLong),
    confirmPassword: z.string({ error: M.newMismatch }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: M.newMismatch,
    path: ["confirmPassword"],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: M.newSameAsCurrent,
    path: ["newPassword"],
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;

export const ZRequestPasswordResetSchema = z.object({
  email: ZSignInRequestSchema.shape.email,
});
export type TRequestPasswordReset = z.infer<typeof ZRequestPasswordResetSchema>;

export const ZConfirmPasswordResetSchema = z
  .object({
    token: z
      .string({ error: M.resetInvalidLink })
      .min(1, M.resetInvalidLink)
      .max(200, M.resetInvalidLink),
    newPassword: z
      .string({ error: M.resetTooShort })
      .min(PASSWORD_MIN, M.resetTooShort)
      .max(PASSWORD_MAX, M.passwordTooLong),
    confirmPassword: z.string({ error: M.resetMismatch }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: M.resetMismatch,
    path: ["confirmPassword"],
  });
export type TConfirmPasswordReset = z.infer<typeof ZConfirmPasswordResetSchema>;

/** The signed-in user as the web app sees it, with what the server lets them do. */
export const ZSessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  role: z.enum(ROLES),
  mustChangePassword: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUserSchema>;

export const ZSessionResponseSchema = z.object({
  user: ZSessionUserSchema,
  permissions: z.object({
    pages: z.array(z.string()),
    canManageUsers: z.boolean(),
    canCreateUsers: z.boolean(),
    /** Roles this user may give a new account (a director never creates administrators). */
    assignableRoles: z.array(z.enum(ROLES)),
    canAssignSupervisors: z.boolean(),
    canViewDoctors: z.boolean(),
  }),
});
export type TSessionResponse = z.infer<typeof ZSessionResponseSchema>;

export const ZResetTokenStatusSchema = z.object({ valid: z.boolean() });
