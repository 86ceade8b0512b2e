import { z } from "zod";
import {
  ZConfirmPasswordResetSchema,
  ZRequestPasswordResetSchema,
  ZResetTokenStatusSchema,
} from "../schemas/auth";
import { ZMessageResponseSchema } from "./common";
import { defineRoute } from "./route";

export const passwordResetRoutes = {
  request: defineRoute({
    method: "post",
    path: "/api/password-reset/request",
    operationId: "requestPasswordReset",
    summary: "Mail a reset link (the same answer whether or not the address exists)",
    description:
      "At most 3 mails per address and 10 requests per client in 15 minutes, then 429 for the client.",
    tag: "password-reset",
    permission: "public",
    body: ZRequestPasswordResetSchema,
    response: ZMessageResponseSchema,
    errors: ["TOO_MANY_ATTEMPTS"],
  }),
  status: defineRoute({
    method: "get",
    path: "/api/password-reset/status",
    operationId: "getPasswordResetStatus",
    summary: "Whether a reset link can still be used",
    description:
      "429 after 20 tokens tried from one client in 15 minutes, counted together with confirm; a valid token is not counted (decision 172).",
    tag: "password-reset",
    permission: "public",
    query: z.object({ token: z.string().max(200).optional() }),
    response: ZResetTokenStatusSchema,
  }),
  confirm: defineRoute({
    method: "post",
    path: "/api/password-reset/confirm",
    operationId: "confirmPasswordReset",
    summary: "Set a new password with a reset link; ends every session of that user",
    description:
      "Also ends every other reset link and the calendar address of that user; 429 as for the status.",
    tag: "password-reset",
    permission: "public",
    body: ZConfirmPasswordResetSchema,
    response: ZMessageResponseSchema,
  }),
};
