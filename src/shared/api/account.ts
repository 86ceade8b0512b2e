import { z } from "zod";
import {
  ZCalendarFeedCreatedSchema,
  ZCalendarFeedRevokedSchema,
  ZCalendarFeedStatusSchema,
} from "../schemas/account";
import { idParams } from "./common";
import { defineRoute } from "./route";

/** The signed-in user's calendar feed and data export, and an administrator's export of anyone. */
export const accountRoutes = {
  calendarFeed: defineRoute({
    method: "get",
    path: "/api/account/calendar-feed",
    operationId: "getCalendarFeed",
    summary: "Whether the ST doctor has a calendar feed (its address is never shown again)",
    tag: "account",
    permission: "calendar-feed:manage",
    response: ZCalendarFeedStatusSchema,
  }),
  createCalendarFeed: defineRoute({
    method: "post",
    path: "/api/account/calendar-feed",
    operationId: "createCalendarFeed",
    summary: "Create the ST doctor's calendar feed, replacing (and ending) any earlier one",
    description:
      "The answer holds the secret address once; only its SHA-256 is stored (decision 154).",
    tag: "account",
    permission: "calendar-feed:manage",
    response: ZCalendarFeedCreatedSchema,
    status: 201,
  }),
  revokeCalendarFeed: defineRoute({
    method: "delete",
    path: "/api/account/calendar-feed",
    operationId: "revokeCalendarFeed",
    summary: "End the ST doctor's calendar feed: its address answers 404 from now on",
    tag: "account",
    permission: "calendar-feed:manage",
    response: ZCalendarFeedRevokedSchema,
  }),
  calendar: defineRoute({
    method: "get",
    path: "/api/calendar/{file}",
    operationId: "getCalendarFeedFile",
    summary:
      "The iCalendar feed at its secret address ({token}.ics): no session; unknown, revoked or malformed answers 404",
    description:
      "Rotations not yet over, planned courses and meetings from today on, as all-day events (decision 153). `text/calendar; charset=utf-8`, `Cache-Control: private, no-store`.",
    tag: "account",
    permission: "public",
    // Checked by the handler, so that a malformed token gets the same 404 as an unknown one.
    params: z.object({ file: z.string() }),
    response: { binary: ["text/calendar"] },
  }),
  exportOwn: defineRoute({
    method: "get",
    path: "/api/account/export.zip",
    operationId: "exportOwnData",
    summary: "All of the signed-in user's data as a ZIP: one JSON file and the uploaded files",
    description:
      "Streamed: the uploaded files, then `uppgifter.json` with every record, the audit entries about the user and those the user made. Audited before a byte is sent (decision 155).",
    tag: "account",
    permission: "data-export:read",
    response: { binary: ["application/zip"] },
  }),
  exportUser: defineRoute({
    method: "get",
    path: "/api/users/{id}/export.zip",
    operationId: "exportUserData",
    summary: "All of a user's data as a ZIP (administrators)",
    description: "As the own export; someone who may not gets 403 whether or not the id exists.",
    tag: "account",
    permission: "data-export:read",
    params: idParams,
    response: { binary: ["application/zip"] },
  }),
};
