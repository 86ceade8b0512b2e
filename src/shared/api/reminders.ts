import {
  ZReminderSettingsSchema,
  ZSaveReminderSettingsRequestSchema,
  ZSaveReminderSettingsResponseSchema,
} from "../schemas/reminders";
import { defineRoute } from "./route";

/** The signed-in user's own e-mail reminder setting (Min Profil, decision 211). */
export const reminderRoutes = {
  reminderSettings: defineRoute({
    method: "get",
    path: "/api/account/reminder-settings",
    operationId: "getReminderSettings",
    summary: "Whether the signed-in user gets e-mail reminders (on until turned off)",
    tag: "account",
    permission: "reminder-settings:manage",
    response: ZReminderSettingsSchema,
  }),
  saveReminderSettings: defineRoute({
    method: "put",
    path: "/api/account/reminder-settings",
    operationId: "saveReminderSettings",
    summary: "Turn the signed-in user's e-mail reminders on or off",
    description:
      "Only one's own setting. Carries the version it was based on; a stale one is a 409. Audited.",
    tag: "account",
    permission: "reminder-settings:manage",
    body: ZSaveReminderSettingsRequestSchema,
    response: ZSaveReminderSettingsResponseSchema,
    errors: ["STALE_WRITE"],
  }),
};
