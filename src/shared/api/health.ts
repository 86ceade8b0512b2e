import { z } from "zod";
import { defineRoute } from "./route";

export const healthRoutes = {
  check: defineRoute({
    method: "get",
    path: "/api/health",
    operationId: "getHealth",
    summary: "Whether the server and its database answer (503 when the database does not)",
    tag: "health",
    permission: "public",
    response: z.object({ status: z.literal("ok") }),
  }),
  live: defineRoute({
    method: "get",
    path: "/api/health/live",
    operationId: "getLiveness",
    summary: "Whether the server process answers, without asking the database",
    tag: "health",
    permission: "public",
    response: z.object({ ok: z.literal(true) }),
  }),
};
