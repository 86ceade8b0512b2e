import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { COMMON_MESSAGES } from "../../shared/messages/common";
import { badRequest } from "./errors";

/** zValidator whose failure is a 400 carrying the first issue's Swedish message and field. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      throw badRequest(
        issue?.message ?? COMMON_MESSAGES.invalidInput,
        issue?.path.join(".") || undefined,
      );
    }
  });
}
