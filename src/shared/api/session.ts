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
    summary: "Sign in with e-mail and password; sets the session cookie",
    tag: "session",
    access: "public",
    body: ZSignInRequestSchema,
    response: ZSessionResponseSchema,
    errors: ["TOO_MANY_ATTEMPTS"],
  }),
  reviewSignIn: defineRoute({
    method: "post",
    path: "/api/session/review-sign-in",
    summary: "Sign in to the shared review account ('Granskning') with its password",
    tag: "session",
    access: "public",
    body: ZReviewSignInRequestSchema,
    response: ZSessionResponseSchema,
    errors: ["TOO_MANY_ATTEMPTS", "REVIEW_ACCOUNT_MISSING"],
  }),
  signOut: defineRoute({
    method: "post",
    path: "/api/session/sign-out",
    summary: "End this session (already signed out is fine)",
    tag: "session",
    access: "public",
    response: ZOkResponseSchema,
  }),
  current: defineRoute({
    method: "get",
    path: "/api/session",
    summary: "The signed-in user and what they may do",
    tag: "session",
    access: "pending",
    response: ZSessionResponseSchema,
  }),
  changePassword: defineRoute({
    method: "post",
    path: "/api/session/password",
    summary: "Change one's own password; ends the other sessions and every reset link",
    tag: "session",
    access: "pending",
    body: ZChangePasswordRequestSchema,
    response: ZMessageResponseSchema,
    errors: ["TOO_MANY_ATTEMPTS"],
  }),
};
