import {
  ZChangePasswordRequestSchema,
  ZReviewSignInRequestSchema,
  ZSessionResponseSchema,
  ZSignInRequestSchema,
} from "../schemas/auth";
import { ZMessageResponseSchema, ZOkResponseSchema } from "./common";
import { defineRoute } from "./route";

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
    tag: "session",
    permission: "public",
    response: ZOkResponseSchema,
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
