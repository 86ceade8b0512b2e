import type { Context } from "hono";
import { sessionRoutes as routes } from "../../../shared/api/session";
import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import {
  clientAddress,
  dropSessionCache,
  forwardCookies,
  sessionActorOf,
} from "../../auth/session";
import type { AppEnv } from "../../context";
import { createRouter, mountRoute } from "../../lib/api-route";
import { buildSessionResponse, changeOwnPassword, signOut } from "./session.service";
import { type SignedIn, signIn, signInToReviewAccount } from "./sign-in.service";

/** The session cookie goes back with the answer, which names the user and what they may do. */
function answerSignedIn(c: Context<AppEnv>, { user, headers }: SignedIn) {
  forwardCookies(c, headers);
  return buildSessionResponse(sessionActorOf(c.get("deps").config, user));
}

export const sessionRouter = createRouter();

mountRoute(sessionRouter, routes.signIn, async (c, { body }) => {
  const attempt = { ...body, clientAddress: clientAddress(c), headers: c.req.raw.headers };
  return answerSignedIn(c, await signIn(c.get("deps"), attempt, AUTH_MESSAGES.invalidCredentials));
});
mountRoute(sessionRouter, routes.reviewSignIn, async (c, { body }) => {
  const attempt = { ...body, clientAddress: clientAddress(c), headers: c.req.raw.headers };
  return answerSignedIn(c, await signInToReviewAccount(c.get("deps"), attempt));
});
mountRoute(sessionRouter, routes.signOut, async (c) => {
  forwardCookies(c, await signOut(c.get("deps"), c.req.raw.headers));
  return { ok: true } as const;
});
mountRoute(sessionRouter, routes.current, async (c) => buildSessionResponse(c.get("actor")));
mountRoute(sessionRouter, routes.changePassword, async (c, { body }) => {
  const headers = await changeOwnPassword(c.get("deps"), c.get("actor"), body, c.req.raw.headers);
  forwardCookies(c, headers);
  // The copy Better Auth just wrote still says a new password is required.
  await dropSessionCache(c);
  return { message: AUTH_MESSAGES.passwordUpdated };
});
