import { accountRoutes as routes } from "../../../shared/api/account";
import { COMMON_MESSAGES } from "../../../shared/messages/common";
import { isoDateInTimeZone } from "../../../shared/rules/dates";
import { createRouter, mountRoute } from "../../lib/api-route";
import { notFound } from "../../lib/errors";
import {
  calendarFeedStatus,
  createCalendarFeed,
  renderCalendarFeed,
  revokeCalendarFeed,
} from "./calendar.service";

export const calendarRouter = createRouter();

mountRoute(calendarRouter, routes.calendarFeed, (c) =>
  calendarFeedStatus(c.get("deps").db, c.get("actor")),
);
mountRoute(calendarRouter, routes.createCalendarFeed, (c) =>
  createCalendarFeed(c.get("deps"), c.get("actor")),
);
mountRoute(calendarRouter, routes.revokeCalendarFeed, (c) =>
  revokeCalendarFeed(c.get("deps").db, c.get("actor")),
);

/** A calendar app's fetch: no session, the address is the secret. */
mountRoute(calendarRouter, routes.calendar, async (c, { params }) => {
  const now = new Date();
  const body = await renderCalendarFeed(c.get("deps").db, params.file, now, isoDateInTimeZone(now));
  // The same answer as any unknown address under /api: nothing tells a guess how close it came.
  if (body === null) throw notFound(COMMON_MESSAGES.notFound);
  return c.body(body, 200, {
    "content-type": "text/calendar; charset=utf-8",
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
  });
});
