import { z } from "zod";
import { GOAL_MODELS } from "../curriculum/goal-models";
import { ACTIVITY_STATUSES } from "../rules/activity-status";
import { TIMELINE_EVENT_TYPES } from "../rules/timeline-layout";

/** A goal definition as the API returns it (spec section 3). */
export const ZGoalDefinitionSchema = z.object({
  id: z.string(),
  model: z.enum(GOAL_MODELS),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  recommendedActivities: z.array(z.string()),
  source: z.string(),
  verification: z.object({ status: z.string(), note: z.string() }),
});

/** An item of the overview (spec section 3). Dates: 'YYYY-MM-DD' or 'YYYY-MM'. */
export const ZTimelineEventSchema = z.object({
  id: z.string(),
  type: z.enum(TIMELINE_EVENT_TYPES),
  title: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  quarter: z.string(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
});
