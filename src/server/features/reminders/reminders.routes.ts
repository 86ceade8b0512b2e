import { reminderRoutes as routes } from "../../../shared/api/reminders";
import { createRouter, mountRoute } from "../../lib/api-route";
import { getReminderSettings, saveReminderSettings } from "./reminder-settings.service";

export const remindersRouter = createRouter();

mountRoute(remindersRouter, routes.reminderSettings, (c) =>
  getReminderSettings(c.get("deps").db, c.get("actor")),
);
mountRoute(remindersRouter, routes.saveReminderSettings, (c, { body }) =>
  saveReminderSettings(c.get("deps").db, c.get("actor"), body),
);
