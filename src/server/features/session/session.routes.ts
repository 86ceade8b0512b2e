import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { sessionRoutes as routes } from "../../../shared/api/session";
import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import { PROVIDER_MESSAGES } from "../../../shared/messages/provider-sign-in";
import {
  clientAddress,
  dropSessionCache,
  forwardCookies,
  sessionActorOf,
} from "../../auth/session";
import type { AppEnv } from "../../context";
import { createRouter, mountRoute } from "../../lib/api-route";
import { providerPage } from "./provider-page";
import {
  finishProviderSignIn,
  providerSignOutUrl,
  startProviderSignIn,
} from "./provider-sign-in.service";
import { buildSessionResponse, changeOwnPassword, signOut } from "./session.service";
import { type SignedIn, signIn, signInOptions, signInToReviewAccount } from "./sign-in.service";

/** The state this browser was given for its sign-in at the provider (decision 245). */
const STATE_COOKIE = "st-portalen.provider_state";
/**
 * Marks a session that came from the provider, so signing out can go there too (decision 247):
 * its ID token, the hint the provider's sign-out page asks for (decision 274), or "1" when the
 * token would not fit a cookie. Sent only to the session routes.
 */
const PROVIDER_SESSION_COOKIE = "st-portalen.provider_session";
const PROVIDER_SESSION_PATH = "/api/session";
/** Browsers keep a cookie of about 4 KB; the rest of the header is the name and attributes. */
const HINT_MAX_LENGTH = 3_500;

function providerSessionMarker(idToken: string): string {
  return idToken.length <= HINT_MAX_LENGTH && /^[\w.-]+$/.test(idToken) ? idToken : "1";
}

function cookie(c: Context<AppEnv>, name: string, value: string, path: string, maxAge: number) {
  const secure = c.get("deps").config.publicUrl.startsWith("https://") ? "; Secure" : "";
  c.header(
    "set-cookie",
    `${name}=${value}; Max-Age=${maxAge}; Path=${path}; HttpOnly; SameSite=Lax${secure}`,
    { append: true },
  );
}

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
  const deps = c.get("deps");
  forwardCookies(c, await signOut(deps, c.req.raw.headers));
  const marker = getCookie(c, PROVIDER_SESSION_COOKIE);
  const viaProvider = marker !== undefined && marker !== "";
  if (viaProvider) {
    cookie(c, PROVIDER_SESSION_COOKIE, "", PROVIDER_SESSION_PATH, 0);
    // Where sessions from before decision 274 keep their marker.
    cookie(c, PROVIDER_SESSION_COOKIE, "", "/", 0);
  }
  const hint = marker === "1" ? undefined : marker;
  const redirectTo = await providerSignOutUrl(deps, viaProvider, hint);
  return { ok: true as const, ...(redirectTo ? { redirectTo } : {}) };
});
mountRoute(sessionRouter, routes.signInOptions, async (c) => signInOptions(c.get("deps")));
mountRoute(sessionRouter, routes.providerStart, async (c) => {
  const started = await startProviderSignIn(c.get("deps"));
  if (started.kind === "unavailable") return providerPage(c, 503, PROVIDER_MESSAGES.unavailable);
  cookie(c, STATE_COOKIE, started.state, "/api/session/oidc", 10 * 60);
  return c.redirect(started.url, 302);
});
mountRoute(sessionRouter, routes.providerCallback, async (c) => {
  const outcome = await finishProviderSignIn(c.get("deps"), {
    search: new URL(c.req.url).search,
    browserState: getCookie(c, STATE_COOKIE),
    clientAddress: clientAddress(c),
    headers: c.req.raw.headers,
  });
  cookie(c, STATE_COOKIE, "", "/api/session/oidc", 0);
  if (outcome.kind === "refused") return providerPage(c, outcome.status, outcome.message);
  forwardCookies(c, outcome.headers);
  cookie(
    c,
    PROVIDER_SESSION_COOKIE,
    providerSessionMarker(outcome.idToken),
    PROVIDER_SESSION_PATH,
    7 * 24 * 60 * 60,
  );
  return c.redirect("/", 302);
});
mountRoute(sessionRouter, routes.current, async (c) => buildSessionResponse(c.get("actor")));
mountRoute(sessionRouter, routes.changePassword, async (c, { body }) => {
  const headers = await changeOwnPassword(c.get("deps"), c.get("actor"), body, c.req.raw.headers);
  forwardCookies(c, headers);
  // The copy Better Auth just wrote still says a new password is required.
  await dropSessionCache(c);
  return { message: AUTH_MESSAGES.passwordUpdated };
});
