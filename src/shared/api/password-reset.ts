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
    tag: "password-reset",
    permission: "public",
    body: ZConfirmPasswordResetSchema,
    response: ZMessageResponseSchema,
  }),
};
