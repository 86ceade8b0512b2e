import { z } from "zod";
import { defineRoute } from "./route";

export const healthRoutes = {
  check: defineRoute({
    method: "get",
    path: "/api/health",
    summary: "Whether the server and its database answer (503 when the database does not)",
    tag: "health",
    access: "public",
    response: z.object({ status: z.literal("ok") }),
  }),
  live: defineRoute({
    method: "get",
    path: "/api/health/live",
    summary: "Whether the server process answers, without asking the database",
    tag: "health",
    access: "public",
    response: z.object({ ok: z.literal(true) }),
  }),
};
