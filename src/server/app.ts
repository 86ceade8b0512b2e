import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { healthRoutes } from "../shared/api/health";
import { openApiRoutes } from "../shared/api/openapi";
import { COMMON_MESSAGES } from "../shared/messages/common";
import { applySwedishZodMessages } from "../shared/schemas/zod-locale";
import { databaseErrorCode, isDatabaseUnavailable, isRetryableConflict } from "./db/errors";
import type { Deps } from "./deps";
import { applicationRouter } from "./features/application/application.routes";
import { assessmentLinksRouter } from "./features/assessment-links";
import { calendarRouter } from "./features/calendar/calendar.routes";
import { catalogueRouter } from "./features/catalogue/catalogue.routes";
import { clinicsRouter } from "./features/clinics";
import { cohortRouter } from "./features/cohort/cohort.routes";
import { dataExportRouter } from "./features/data-export/data-export.routes";
import { filesRouter } from "./features/files/files.routes";
import { iupRouter } from "./features/iup";
import { passwordResetRouter } from "./features/password-reset/password-reset.routes";
import { planTemplateRouter } from "./features/plan-template";
import { portfolioRouter } from "./features/portfolio/portfolio.routes";
import { recordsRouter } from "./features/records/records.routes";
import { remindersRouter } from "./features/reminders";
import { sessionRouter } from "./features/session/session.routes";
import { signingRightsRouter } from "./features/signing-rights/signing-rights.routes";
import { structuredAssessmentsRouter } from "./features/structured-assessments/structured-assessments.routes";
import { usersRouter } from "./features/users/users.routes";
import { createRouter, mountRoute } from "./lib/api-route";
import { limitRequestBody } from "./lib/body-limits";
import { AppError, forbidden } from "./lib/errors";
import { OPENAPI_INFO, SESSION_SECURITY_SCHEME } from "./openapi";
import { mountWebApp } from "./web-app";

applySwedishZodMessages();

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Mantine sets element styles at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", "blob:"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // The portal frames only its own files (a served file says so itself), never its pages.
  frameAncestors: ["'none'"],
};

/** Features the portal never uses: off for its pages and for anything they embed. */
const PERMISSIONS_POLICY = {
  accelerometer: [],
  camera: [],
  displayCapture: [],
  geolocation: [],
  gyroscope: [],
  magnetometer: [],
  microphone: [],
  payment: [],
  usb: [],
};

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function createApp(deps: Deps) {
  const app = createRouter();

  app.use(requestId());
  app.use(async (c, next) => {
    c.set("deps", deps);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith("/api/")) {
      deps.logger.info(
        {
          requestId: c.get("requestId"),
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    }
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      crossOriginEmbedderPolicy: false,
      xFrameOptions: "DENY",
      permissionsPolicy: PERMISSIONS_POLICY,
      // Only where users reach the portal over HTTPS: PUBLIC_URL says so (TLS may end at a
      // balancer in front, so the request itself may be plain HTTP).
      strictTransportSecurity: deps.config.publicUrl.startsWith("https://")
        ? "max-age=31536000; includeSubDomains"
        : false,
      // A route may set its own (a served file gets a sandboxing CSP); the defaults fill the rest.
      overwrite: false,
    }),
  );
  app.use(compress());

  // Cookies travel with requests from other sites (and from sandboxed frames, which say
  // "Origin: null"); browsers name the page's origin on every state-changing request, so such a
  // request must name this portal. Scripts and tests send the header too.
  app.use("/api/*", async (c, next) => {
    if (UNSAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("origin");
      const allowed = new Set([new URL(deps.config.publicUrl).origin, new URL(c.req.url).origin]);
      if (!origin || !allowed.has(origin))
        throw forbidden(COMMON_MESSAGES.forbidden, "FOREIGN_ORIGIN");
    }
    c.header("cache-control", "no-store");
    await next();
  });
  app.use("/api/*", limitRequestBody);

  mountRoute(app, healthRoutes.check, async (c) =>
    (await deps.ping())
      ? { status: "ok" as const }
      : c.json(
          {
            status: "unavailable",
            error: COMMON_MESSAGES.databaseUnavailable,
            code: "DATABASE_UNAVAILABLE",
          },
          503,
        ),
  );
  // Liveness: answers as long as the process does (also the ceiling `npm run bench` measures).
  mountRoute(app, healthRoutes.live, async () => ({ ok: true as const }));
  app.route("/", sessionRouter);
  app.route("/", passwordResetRouter);
  app.route("/", usersRouter);
  app.route("/", clinicsRouter);
  app.route("/", planTemplateRouter);
  app.route("/", recordsRouter);
  app.route("/", portfolioRouter);
  app.route("/", catalogueRouter);
  app.route("/", filesRouter);
  app.route("/", signingRightsRouter);
  app.route("/", calendarRouter);
  app.route("/", dataExportRouter);
  app.route("/", cohortRouter);
  app.route("/", applicationRouter);
  app.route("/", remindersRouter);
  app.route("/", structuredAssessmentsRouter);
  app.route("/", iupRouter);
  app.route("/", assessmentLinksRouter);
  app.openAPIRegistry.registerComponent(
    "securitySchemes",
    SESSION_SECURITY_SCHEME.name,
    SESSION_SECURITY_SCHEME.scheme,
  );
  // Built from the registered routes once, on first request (tens of milliseconds), then kept.
  let openApiDocument: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  mountRoute(app, openApiRoutes.document, async (c) => {
    openApiDocument ??= app.getOpenAPI31Document(OPENAPI_INFO);
    return c.json(openApiDocument);
  });
  app.all("/api/*", (c) => c.json({ error: COMMON_MESSAGES.notFound, code: "NOT_FOUND" }, 404));

  if (deps.config.webDir) mountWebApp(app, deps.config.webDir);

  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error.retryAfter !== undefined) c.header("retry-after", String(error.retryAfter));
      return c.json(
        { error: error.message, code: error.code, ...(error.field ? { field: error.field } : {}) },
        error.status,
      );
    }
    if (error instanceof HTTPException && error.status === 415) {
      return c.json(
        { error: COMMON_MESSAGES.unsupportedMediaType, code: "UNSUPPORTED_MEDIA_TYPE" },
        415,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 4xx, e.g. a body that is not JSON.
      return c.json({ error: COMMON_MESSAGES.badJson, code: "BAD_REQUEST" }, error.status);
    }
    const sqlState = databaseErrorCode(error);
    if (isDatabaseUnavailable(error) || isRetryableConflict(error)) {
      // The database is away or slow (or a race outlived its retries): nothing was committed, and
      // the same request is expected to work a little later.
      deps.logger.warn(
        { requestId: c.get("requestId"), err: describeError(error), sqlState, path: c.req.path },
        "database unavailable",
      );
      c.header("retry-after", "5");
      return c.json(
        { error: COMMON_MESSAGES.databaseUnavailable, code: "DATABASE_UNAVAILABLE" },
        503,
      );
    }
    deps.logger.error(
      { requestId: c.get("requestId"), err: describeError(error), sqlState, path: c.req.path },
      "unhandled error",
    );
    // Class 22 is "data exception": a value the database cannot hold slipped past validation.
    if (sqlState?.startsWith("22")) {
      return c.json({ error: COMMON_MESSAGES.invalidInput, code: "BAD_REQUEST" }, 400);
    }
    return c.json({ error: COMMON_MESSAGES.unknown, code: "INTERNAL" }, 500);
  });

  return app;
}

/** The error without the query parameters Drizzle puts in its message: they hold user data. */
function describeError(error: Error) {
  const message = error.message.split("\nparams:")[0] ?? "";
  return { name: error.name, message, stack: error.stack?.replace(error.message, message) };
}
