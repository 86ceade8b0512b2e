import { z } from "zod";
import { OFFLINE_DRAFT_KINDS, OFFLINE_DRAFT_STATES } from "../rules/offline-drafts";

/**
 * A create kept on the device (decision 220), as the web stores it in IndexedDB and reads it
 * back: what is read is checked, so a draft of an older build or a damaged one is left out.
 */
export const ZOfflineDraftSchema = z.object({
  /** Whose draft: only this user's session ever sends or shows it. */
  userId: z.string().min(1),
  /** The Idempotency-Key made when the form opened: every send of the draft is the same create. */
  key: z.string().min(8).max(128),
  kind: z.enum(OFFLINE_DRAFT_KINDS),
  /** The ST doctor the create is for. */
  doctorId: z.string().min(1),
  /** The page where the user looks for it, e.g. '/st-doctors/:id/sit-ins'. */
  route: z.string().startsWith("/"),
  /** A line naming it in the list ('Akut, 2026-11-28'). */
  label: z.string(),
  /** The request as the form made it; the server checks it when it is sent. */
  body: z.record(z.string(), z.unknown()),
  /** The form's own values, to open it again as typed. */
  values: z.record(z.string(), z.unknown()),
  state: z.enum(OFFLINE_DRAFT_STATES),
  reason: z.string().optional(),
  /** When it was kept; drafts are sent oldest first. */
  savedAt: z.string(),
});
export type TOfflineDraft = z.infer<typeof ZOfflineDraftSchema>;
