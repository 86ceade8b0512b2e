import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { COMMON_MESSAGES } from "../../shared/messages/common";
import { isJsonRequest } from "./body-limits";
import { AppError, badRequest } from "./errors";

/**
 * zValidator whose failure is a 400 carrying the first issue's Swedish message and field. A JSON
 * body must say so: Hono's validator reads any other content type as `{}`, which a schema of
 * optional fields would accept as "clear everything".
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  const inner = zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      throw badRequest(
        issue?.message ?? COMMON_MESSAGES.invalidInput,
        issue?.path.join(".") || undefined,
      );
    }
  });
  if (target !== "json") return inner;
  const jsonOnly: typeof inner = (c, next) => {
    if (!isJsonRequest(c.req.header("content-type"))) {
      throw new AppError(415, COMMON_MESSAGES.unsupportedMediaType, "UNSUPPORTED_MEDIA_TYPE");
    }
    return inner(c, next);
  };
  return jsonOnly;
}
