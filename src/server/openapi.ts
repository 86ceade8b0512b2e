import { openApiRoutes } from "../shared/api/openapi";

/**
 * The API reference, generated from the routes' shared definitions at `/api/openapi.json`.
 * @internal Where the tests and `npm run lint:api` fetch it; the app mounts it from its definition.
 */
export const OPENAPI_PATH = openApiRoutes.document.path;

/** The session cookie's name: Better Auth's, under the portal's prefix (src/server/auth/auth.ts). */
const SESSION_COOKIE = "st-portalen.session_token";

/** How a signed-in route is called: with the session cookie that signing in sets. */
export const SESSION_SECURITY_SCHEME = {
  name: "sessionCookie",
  scheme: {
    type: "apiKey" as const,
    in: "cookie" as const,
    name: SESSION_COOKIE,
    description:
      "Set by POST /api/session/sign-in (HttpOnly, SameSite=Lax). Over HTTPS it is named " +
      `\`__Secure-${SESSION_COOKIE}\`. A route's \`x-permission\` says who may call it: \`public\` ` +
      "(no cookie), `session` (anyone signed in) or the policy action, with the roles that pass and " +
      "what is still checked on the record.",
  },
};

export const OPENAPI_INFO = {
  openapi: "3.1.0",
  info: {
    title: "ST-portalen API",
    version: "1",
    description:
      "Same-origin JSON API of ST-portalen. Signed-in routes need the session cookie; every " +
      "POST, PUT, PATCH and DELETE must carry an Origin header naming the portal. Every error " +
      "answer is `{ error, code, field? }` with `error` a Swedish sentence for the user.",
  },
  // The portal serves its API on its own origin, wherever it is deployed.
  servers: [{ url: "/" }],
  security: [{ [SESSION_SECURITY_SCHEME.name]: [] }],
};
