import { z } from "zod";

/**
 * Who may sign in with a password when the region's identity provider is configured (decision
 * 246): everyone, administrators only (a way in while the provider is down), or nobody.
 */
export const PASSWORD_SIGN_IN_MODES = ["all", "admins", "off"] as const;
export type TPasswordSignInMode = (typeof PASSWORD_SIGN_IN_MODES)[number];

/** What the login page offers: the provider's button (its label), and the password forms. */
export const ZSignInOptionsSchema = z.object({
  provider: z.object({ label: z.string() }).nullable(),
  password: z.enum(PASSWORD_SIGN_IN_MODES),
});
export type TSignInOptions = z.infer<typeof ZSignInOptionsSchema>;

/** Signed out; `redirectTo` is the provider's sign-out page when the session came from there. */
export const ZSignOutResponseSchema = z.object({
  ok: z.literal(true),
  redirectTo: z.string().optional(),
});
