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
    tag: "account",
    permission: "data-export:read",
    response: { binary: ["application/zip"] },
  }),
  exportUser: defineRoute({
    method: "get",
    path: "/api/users/{id}/export.zip",
    operationId: "exportUserData",
    summary: "All of a user's data as a ZIP (administrators)",
    tag: "account",
    permission: "data-export:read",
    params: idParams,
    response: { binary: ["application/zip"] },
  }),
};
