import { Text } from "@mantine/core";
import {
  type TDevelopmentWorkRequest,
  ZDevelopmentWorkRequestSchema,
} from "@/shared/schemas/records";
import { ACTIVITIES_UI_MESSAGES } from "@/web/lib/messages/activities";
import type { ActivityDefinition } from "./activity-definition";
import {
  byDate,
  DatePeriodCell,
  goalsColumn,
  goalsField,
  goalsRequest,
  goalsValue,
  NotesCell,
} from "./definition-parts";

const M = ACTIVITIES_UI_MESSAGES.development;

/**
 * 'Utvecklingsarbete' (issue 24): a quality or development work the doctor took part in, its
 * period and the delmål it supports. It ends as a certificate of the application (decision 196);
 * it has no uploaded certificate of its own.
 */
export const DEVELOPMENT_DEFINITION: ActivityDefinition<
  "developmentWorks",
  TDevelopmentWorkRequest
> = {
  type: "development",
  listKey: "developmentWorks",
  texts: M,
  fields: [
    { name: "title", label: M.title, kind: "text" },
    { name: "description", label: M.description, kind: "textarea" },
    { name: "startDate", label: M.startDate, kind: "date" },
    { name: "endDate", label: M.endDate, kind: "date" },
    goalsField("development"),
  ],
  columns: [
    { header: M.title, render: (d) => <Text fw={600}>{d.title}</Text> },
    { header: M.period, render: (d) => <DatePeriodCell start={d.startDate} end={d.endDate} /> },
    { header: M.description, render: (d) => <NotesCell value={d.description} /> },
    goalsColumn(),
  ],
  itemLabel: (d) => d.title,
  // Like the application lists them: the earliest first.
  compare: (a, b) => byDate(a.startDate, b.startDate) || byDate(a.endDate, b.endDate),
  schema: ZDevelopmentWorkRequestSchema,
  emptyValues: { title: "", description: "", startDate: "", endDate: "", goalIds: "" },
  toValues: (d) => ({
    title: d.title,
    description: d.description,
    startDate: d.startDate,
    endDate: d.endDate,
    goalIds: goalsValue(d),
  }),
  toRequest: (v) => ({
    title: v.title,
    description: v.description,
    startDate: v.startDate,
    endDate: v.endDate,
    goalIds: goalsRequest(v.goalIds),
  }),
  toItem: (req, id, previous) => ({
    id,
    ...req,
    // The optimistic row keeps its version until the server's answer replaces it.
    version: previous?.version ?? 0,
  }),
};
