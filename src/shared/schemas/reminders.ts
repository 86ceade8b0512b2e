import { z } from "zod";
import { COMMON_MESSAGES } from "../messages/common";
import { zVersion } from "./primitives";

/** The signed-in user's reminder setting; version 0 until it is first saved (on by default). */
export const ZReminderSettingsSchema = z.object({
  remindersEnabled: z.boolean(),
  version: z.number().int(),
});
export type TReminderSettings = z.infer<typeof ZReminderSettingsSchema>;

export const ZSaveReminderSettingsRequestSchema = z.object({
  remindersEnabled: z.boolean({ error: COMMON_MESSAGES.invalidInput }),
  version: zVersion,
});
export type TSaveReminderSettingsRequest = z.infer<typeof ZSaveReminderSettingsRequestSchema>;

export const ZSaveReminderSettingsResponseSchema = z.object({
  settings: ZReminderSettingsSchema,
  message: z.string(),
});
