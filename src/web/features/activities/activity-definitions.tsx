import { Badge, Text } from "@mantine/core";
import {
  findRecommendedRotation,
  OTHER_ROTATION_CHOICE,
  RECOMMENDED_ROTATIONS,
  rotationOptionLabel,
} from "@/shared/curriculum/rotations";
import { MEETING_ACTION_MESSAGES as A } from "@/shared/messages/meeting-actions";
import {
  ACTIVITY_STATUS_LABELS,
  COURSE_STATUSES,
  type CourseStatus,
} from "@/shared/rules/activity-status";
import { isoDateInTimeZone } from "@/shared/rules/dates";
import { quarterFromDate, quarterText } from "@/shared/rules/quarters";
import { compareSwedish } from "@/shared/rules/swedish-order";
import {
  type TCourseRequest,
  type TMeetingRequest,
  type TRotationRequest,
  type TSitInRequest,
  ZCourseRequestSchema,
  ZMeetingRequestSchema,
  ZRotationRequestSchema,
  ZSitInRequestSchema,
} from "@/shared/schemas/records";
import {
  actionsFromText,
  actionsToText,
  MeetingActionsCell,
  previewActions,
} from "@/web/features/meeting-actions";
import { formatDate, formatMonth } from "@/web/lib/dates";
import { ACTIVITIES_UI_MESSAGES as M } from "@/web/lib/messages/activities";
import { MEETING_ACTIONS_UI_MESSAGES as MA } from "@/web/lib/messages/meeting-actions";
import type { ActivityDefinition } from "./activity-definition";
import {
  byDate,
  DateCell,
  goalsColumn,
  goalsField,
  goalsRequest,
  goalsValue,
  NotesCell,
} from "./definition-parts";

// Rotations and courses are mostly planned ahead: earliest first, like a plan. Sit-ins and
// meetings are a log of what happened: newest first.

export const ROTATION_DEFINITION: ActivityDefinition<"rotations", TRotationRequest> = {
  type: "rotation",
  listKey: "rotations",
  texts: M.rotation,
  fields: [
    {
      name: "choice",
      label: M.rotation.name,
      kind: "select",
      placeholder: M.rotation.namePlaceholder,
      options: [
        ...RECOMMENDED_ROTATIONS.map((r) => ({ value: r.name, label: rotationOptionLabel(r) })),
        { value: OTHER_ROTATION_CHOICE, label: M.rotation.other },
      ],
    },
    {
      name: "customName",
      label: M.rotation.customName,
      kind: "text",
      visible: (values) => values.choice === OTHER_ROTATION_CHOICE,
    },
    { name: "startDate", label: M.rotation.startMonth, kind: "month" },
    { name: "endDate", label: M.rotation.endMonth, kind: "month" },
    goalsField("clinical"),
  ],
  columns: [
    { header: M.rotation.name, render: (r) => <Text fw={600}>{r.name}</Text> },
    {
      header: M.rotation.period,
      render: (r) => (
        <span>
          <time dateTime={r.startDate}>{formatMonth(r.startDate)}</time>
          {" – "}
          <time dateTime={r.endDate}>{formatMonth(r.endDate)}</time>
        </span>
      ),
    },
    goalsColumn(),
  ],
  itemLabel: (r) => r.name,
  compare: (a, b) => byDate(a.startDate, b.startDate) || byDate(a.endDate, b.endDate),
  schema: ZRotationRequestSchema,
  emptyValues: { choice: "", customName: "", startDate: "", endDate: "", goalIds: "" },
  toValues: (r) => {
    const recommended = findRecommendedRotation(r.name);
    return {
      choice: recommended ? recommended.name : OTHER_ROTATION_CHOICE,
      customName: recommended ? "" : r.name,
      startDate: r.startDate,
      endDate: r.endDate,
      goalIds: goalsValue(r),
    };
  },
  toRequest: (v) => ({
    name: v.choice === OTHER_ROTATION_CHOICE ? v.customName : v.choice,
    startDate: v.startDate,
    endDate: v.endDate,
    goalIds: goalsRequest(v.goalIds),
  }),
  errorField: (field, v) =>
    field === "name" ? (v.choice === OTHER_ROTATION_CHOICE ? "customName" : "choice") : field,
  toItem: (req, id, previous) => ({
    id,
    ...req,
    certificateFileIds: previous?.certificateFileIds ?? [],
    // The optimistic row keeps its version until the server's answer replaces it.
    version: previous?.version ?? 0,
  }),
  certificateKind: "rotation",
};

export const COURSE_DEFINITION: ActivityDefinition<"courses", TCourseRequest> = {
  type: "course",
  listKey: "courses",
  texts: M.course,
  fields: [
    { name: "name", label: M.course.name, kind: "text" },
    { name: "date", label: M.course.date, kind: "date" },
    {
      name: "status",
      label: M.course.status,
      kind: "select",
      options: COURSE_STATUSES.map((s) => ({ value: s, label: ACTIVITY_STATUS_LABELS[s] })),
    },
    goalsField("course"),
  ],
  columns: [
    { header: M.course.name, render: (c) => <Text fw={600}>{c.name}</Text> },
    { header: M.course.date, render: (c) => <DateCell value={c.date} /> },
    {
      header: M.course.status,
      render: (c) => (
        <Badge
          variant="filled"
          color={statusColor(c.status)}
          radius="sm"
          // The label is short; it must never be cut to "AVK…" in a narrow column.
          styles={{ root: { flexShrink: 0, overflow: "visible" }, label: { overflow: "visible" } }}
        >
          {ACTIVITY_STATUS_LABELS[c.status]}
        </Badge>
      ),
    },
    { header: M.course.quarter, render: (c) => (c.quarter ? quarterText(c.quarter) : "") },
    goalsColumn(),
  ],
  itemLabel: (c) => c.name,
  compare: (a, b) => byDate(a.date, b.date) || compareSwedish(a.name, b.name),
  schema: ZCourseRequestSchema,
  emptyValues: { name: "", date: "", status: "planned", goalIds: "" },
  toValues: (c) => ({ name: c.name, date: c.date, status: c.status, goalIds: goalsValue(c) }),
  toRequest: (v) => ({
    name: v.name,
    date: v.date,
    status: v.status,
    goalIds: goalsRequest(v.goalIds),
  }),
  toItem: (req, id, previous) => ({
    id,
    ...req,
    quarter: quarterFromDate(req.date),
    certificateFileIds: previous?.certificateFileIds ?? [],
    // The optimistic row keeps its version until the server's answer replaces it.
    version: previous?.version ?? 0,
  }),
  certificateKind: "course",
};

/** Dark badge text on a light background keeps the contrast; the label carries the meaning. */
function statusColor(status: CourseStatus): string {
  if (status === "completed") return "teal.9";
  if (status === "under_review") return "violet.9";
  return "blue.9";
}

export const SIT_IN_DEFINITION: ActivityDefinition<"sitIns", TSitInRequest> = {
  type: "sit-in",
  listKey: "sitIns",
  texts: M.sitIn,
  fields: [
    { name: "topic", label: M.sitIn.topic, kind: "text" },
    { name: "supervisor", label: M.sitIn.supervisor, kind: "text" },
    { name: "date", label: M.sitIn.date, kind: "date" },
    { name: "notes", label: M.sitIn.notes, kind: "textarea" },
    goalsField("auskultation"),
  ],
  columns: [
    { header: M.sitIn.date, render: (s) => <DateCell value={s.date} /> },
    { header: M.sitIn.topic, render: (s) => <Text fw={600}>{s.topic}</Text> },
    { header: M.sitIn.supervisor, render: (s) => s.supervisor },
    { header: M.sitIn.notes, render: (s) => <NotesCell value={s.notes} /> },
    goalsColumn(),
  ],
  itemLabel: (s) => `${s.topic} ${formatDate(s.date)}`,
  compare: (a, b) => byDate(b.date, a.date),
  schema: ZSitInRequestSchema,
  emptyValues: { topic: "", supervisor: "", date: "", notes: "", goalIds: "" },
  toValues: (s) => ({
    topic: s.topic,
    supervisor: s.supervisor,
    date: s.date,
    notes: s.notes,
    goalIds: goalsValue(s),
  }),
  toRequest: (v) => ({
    topic: v.topic,
    supervisor: v.supervisor,
    date: v.date,
    notes: v.notes,
    goalIds: goalsRequest(v.goalIds),
  }),
  toItem: (req, id, previous) => ({
    id,
    ...req,
    certificateFileIds: previous?.certificateFileIds ?? [],
    // The optimistic row keeps its version until the server's answer replaces it.
    version: previous?.version ?? 0,
  }),
  certificateKind: "sit-in",
};

export const MEETING_DEFINITION: ActivityDefinition<"meetings", TMeetingRequest> = {
  type: "meeting",
  listKey: "meetings",
  texts: M.meeting,
  fields: [
    { name: "date", label: M.meeting.date, kind: "date" },
    { name: "topic", label: M.meeting.topic, kind: "text" },
    {
      name: "supervisor",
      label: M.meeting.supervisor,
      kind: "text",
      description: M.meeting.supervisorHint,
    },
    {
      name: "agenda",
      label: A.agenda,
      kind: "textarea",
      optional: true,
      description: MA.agendaHint,
    },
    { name: "notes", label: M.meeting.notes, kind: "textarea" },
    { name: "actions", label: A.actions, kind: "actions" },
  ],
  columns: [
    { header: M.meeting.date, render: (m) => <DateCell value={m.date} /> },
    { header: M.meeting.topic, render: (m) => <Text fw={600}>{m.topic}</Text> },
    { header: M.meeting.supervisor, render: (m) => m.supervisor },
    { header: A.agenda, render: (m) => <NotesCell value={m.agenda} /> },
    { header: M.meeting.notes, render: (m) => <NotesCell value={m.notes} /> },
    {
      header: A.actions,
      render: (m, { doctorId, items, canEdit }) => (
        <MeetingActionsCell
          doctorId={doctorId}
          meeting={m}
          meetings={items}
          today={isoDateInTimeZone(new Date())}
          canEdit={canEdit}
        />
      ),
    },
  ],
  itemLabel: (m) => `${m.topic} ${formatDate(m.date)}`,
  compare: (a, b) => byDate(b.date, a.date),
  schema: ZMeetingRequestSchema,
  emptyValues: { date: "", topic: "", supervisor: "", agenda: "", notes: "", actions: "[]" },
  toValues: (m) => ({
    date: m.date,
    topic: m.topic,
    supervisor: m.supervisor,
    agenda: m.agenda,
    notes: m.notes,
    actions: actionsToText(m.actions),
  }),
  toRequest: (v) => ({
    date: v.date,
    topic: v.topic,
    supervisor: v.supervisor,
    agenda: v.agenda,
    notes: v.notes,
    actions: actionsFromText(v.actions),
  }),
  toItem: (req, id, previous) => ({
    id,
    ...req,
    actions: previewActions(req.actions, id, previous?.actions ?? []),
    version: previous?.version ?? 0,
  }),
};
