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
    summary: "Whether the ST doctor has a calendar feed (its address is never shown again)",
    tag: "account",
    access: "session",
    response: ZCalendarFeedStatusSchema,
  }),
  createCalendarFeed: defineRoute({
    method: "post",
    path: "/api/account/calendar-feed",
    summary: "Create the ST doctor's calendar feed, replacing (and ending) any earlier one",
    tag: "account",
    access: "session",
    response: ZCalendarFeedCreatedSchema,
    status: 201,
  }),
  revokeCalendarFeed: defineRoute({
    method: "delete",
    path: "/api/account/calendar-feed",
    summary: "End the ST doctor's calendar feed: its address answers 404 from now on",
    tag: "account",
    access: "session",
    response: ZCalendarFeedRevokedSchema,
  }),
  calendar: defineRoute({
    method: "get",
    path: "/api/calendar/{file}",
    summary:
      "The iCalendar feed at its secret address ({token}.ics): no session; unknown, revoked or malformed answers 404",
    tag: "account",
    access: "public",
    // Checked by the handler, so that a malformed token gets the same 404 as an unknown one.
    params: z.object({ file: z.string() }),
    response: "binary",
  }),
  exportOwn: defineRoute({
    method: "get",
    path: "/api/account/export.zip",
    summary: "All of the signed-in user's data as a ZIP: one JSON file and the uploaded files",
    tag: "account",
    access: "session",
    response: "binary",
  }),
  exportUser: defineRoute({
    method: "get",
    path: "/api/users/{id}/export.zip",
    summary: "All of a user's data as a ZIP (administrators)",
    tag: "account",
    access: "session",
    params: idParams,
    response: "binary",
  }),
};
