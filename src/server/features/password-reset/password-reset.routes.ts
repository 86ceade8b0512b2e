import { passwordResetRoutes as routes } from "../../../shared/api/password-reset";
import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import { clientAddress } from "../../auth/session";
import { createRouter, mountRoute } from "../../lib/api-route";
import { confirmReset, isResetLinkValid, requestResetLink } from "./password-reset.service";

export const passwordResetRouter = createRouter();

mountRoute(passwordResetRouter, routes.request, async (c, { body }) => {
  await requestResetLink(c.get("deps"), body.email, clientAddress(c));
  return { message: AUTH_MESSAGES.resetRequested };
});
mountRoute(passwordResetRouter, routes.status, async (c, { query }) => ({
  valid: await isResetLinkValid(c.get("deps"), query.token, clientAddress(c)),
}));
mountRoute(passwordResetRouter, routes.confirm, async (c, { body }) => {
  await confirmReset(c.get("deps"), body.token, body.newPassword, clientAddress(c));
  return { message: AUTH_MESSAGES.resetSuccess };
});
