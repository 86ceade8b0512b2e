import { z } from "zod";
import { defineRoute } from "./route";

/** The API reference itself, built from every other route's definition. */
export const openApiRoutes = {
  document: defineRoute({
    method: "get",
    path: "/api/openapi.json",
    operationId: "getOpenApiDocument",
    summary: "This document: every route with its schemas and who may call it",
    tag: "reference",
    permission: "public",
    response: z.looseObject({
      openapi: z.string(),
      info: z.looseObject({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.unknown()),
    }),
  }),
};
