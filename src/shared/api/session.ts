import { z } from "zod";
import {
  ZChangePasswordRequestSchema,
  ZReviewSignInRequestSchema,
  ZSessionResponseSchema,
  ZSignInRequestSchema,
} from "../schemas/auth";
import { ZSignInOptionsSchema, ZSignOutResponseSchema } from "../schemas/provider-sign-in";
import { ZMessageResponseSchema } from "./common";
import { defineRoute } from "./route";

/** What the provider sends back; anything else it adds is read from the address as it came. */
const ZProviderCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});

export const sessionRoutes = {
  signIn: defineRoute({
    method: "post",
    path: "/api/session/sign-in",
    operationId: "signIn",
    summary: "Sign in with e-mail and password; sets the session cookie",
    description:
      "A wrong password, an unknown address and a deactivated account all answer the same 401. 429 after 5 failures for one account from one client, or 20 from one client, in 15 minutes (decision 050).",
    tag: "session",
    permission: "public",
    body: ZSignInRequestSchema,
    response: ZSessionResponseSchema,
    errors: ["TOO_MANY_ATTEMPTS"],
  }),
  reviewSignIn: defineRoute({
    method: "post",
    path: "/api/session/review-sign-in",
    operationId: "reviewSignIn",
    summary: "Sign in to the shared review account ('Granskning') with its password",
    description: "Throttled like sign-in.",
    tag: "session",
    permission: "public",
    body: ZReviewSignInRequestSchema,
    response: ZSessionResponseSchema,
    errors: ["TOO_MANY_ATTEMPTS", "REVIEW_ACCOUNT_MISSING"],
  }),
  signOut: defineRoute({
    method: "post",
    path: "/api/session/sign-out",
    operationId: "signOut",
    summary: "End this session (already signed out is fine)",
    description:
      "After a sign-in through the identity provider, `redirectTo` is the provider's sign-out page where it has one (decision 247).",
    tag: "session",
    permission: "public",
    response: ZSignOutResponseSchema,
  }),
  signInOptions: defineRoute({
    method: "get",
    path: "/api/session/sign-in-options",
    operationId: "getSignInOptions",
    summary: "What the login page offers: the identity provider's button and the password forms",
    tag: "session",
    permission: "public",
    response: ZSignInOptionsSchema,
  }),
  providerStart: defineRoute({
    method: "get",
    path: "/api/session/oidc/start",
    operationId: "startProviderSignIn",
    summary: "Start a sign-in at the region's identity provider; redirects the browser there",
    description:
      "Authorization code with PKCE, state and nonce (decision 245). 404 when no provider is configured; a page saying so when it cannot be reached.",
    tag: "session",
    permission: "public",
    status: 302,
    response: { binary: ["text/html"] },
  }),
  providerCallback: defineRoute({
    method: "get",
    path: "/api/session/oidc/callback",
    operationId: "finishProviderSignIn",
    summary: "The identity provider's answer: signs in a known, active account and redirects home",
    description:
      "The ID token's signature, issuer, audience, expiry and nonce are checked, and the state is good once. An identity with no active account, and any failed check, gets a page in Swedish and changes nothing. Throttled like sign-in (decisions 244, 248).",
    tag: "session",
    permission: "public",
    status: 302,
    query: ZProviderCallbackQuerySchema,
    response: { binary: ["text/html"] },
  }),
  current: defineRoute({
    method: "get",
    path: "/api/session",
    operationId: "getSession",
    summary: "The signed-in user and what they may do",
    description: "401 when signed out.",
    tag: "session",
    permission: "session",
    beforePasswordChange: true,
    response: ZSessionResponseSchema,
  }),
  changePassword: defineRoute({
    method: "post",
    path: "/api/session/password",
    operationId: "changeOwnPassword",
    summary: "Change one's own password",
    description:
      "Keeps this session; ends the others, every outstanding reset link and the calendar address (decision 172).",
    tag: "session",
    permission: "password:change-own",
    beforePasswordChange: true,
    body: ZChangePasswordRequestSchema,
    response: ZMessageResponseSchema,
    errors: ["TOO_MANY_ATTEMPTS"],
  }),
};
