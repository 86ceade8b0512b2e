import { z } from "zod";

/** Whether the doctor has a calendar feed; its address is shown only when it is created. */
export const ZCalendarFeedStatusSchema = z.object({
  feed: z.object({ createdAt: z.string() }).nullable(),
});
export type TCalendarFeedStatus = z.infer<typeof ZCalendarFeedStatusSchema>;

export const ZCalendarFeedCreatedSchema = z.object({
  url: z.string(),
  createdAt: z.string(),
  message: z.string(),
});
export type TCalendarFeedCreated = z.infer<typeof ZCalendarFeedCreatedSchema>;

export const ZCalendarFeedRevokedSchema = z.object({
  revoked: z.boolean(),
  message: z.string(),
});
