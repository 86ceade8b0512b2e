import type { RecordTypeName } from "../../../shared/messages/records";
import { quarterFromDate } from "../../../shared/rules/quarters";
import { resolvePeriodEntry } from "../../../shared/rules/st-period";
import type {
  TCourseRequest,
  TDevelopmentWorkRequest,
  TMeetingRequest,
  TPeriodEntryRequest,
  TRotationRequest,
  TSitInRequest,
} from "../../../shared/schemas/records";
import {
  absences,
  courses,
  credits,
  developmentWorks,
  rotations,
  sitIns,
  supervisorMeetings,
} from "../../db/schema";

/**
 * The plain records of an ST doctor share one module; each type is described here once: its table,
 * how a request (validated by the route with the type's shared schema) becomes columns and how a
 * row is answered.
 */
export type RecordTable =
  | typeof rotations
  | typeof courses
  | typeof sitIns
  | typeof supervisorMeetings
  | typeof absences
  | typeof credits
  | typeof developmentWorks;

export interface RecordType<Req, Row extends { id: string }, Dto> {
  table: RecordTable;
  toColumns(input: Req, today: string): Record<string, unknown>;
  toDto(row: Row): Dto;
  /**
   * Whether certificates can be linked (their file ids are added to the answer as
   * `certificateFileIds`, never to the audit entry), and so must go when the record goes.
   */
  hasCertificate: boolean;
}

/** Every answer leads with the row's id and ends with its version; a type names what lies between. */
function define<Req, Row extends { id: string; version: number }, Fields>({
  toFields,
  ...type
}: Omit<RecordType<Req, Row, never>, "toDto"> & { toFields(row: Row): Fields }) {
  const toDto = (row: Row) => ({ id: row.id, ...toFields(row), version: row.version });
  return { ...type, toDto } satisfies RecordType<Req, Row, ReturnType<typeof toDto>>;
}

const periodType = (table: typeof absences | typeof credits) =>
  define({
    table,
    toColumns: (input: TPeriodEntryRequest, today) => ({ ...resolvePeriodEntry(input, today) }),
    toFields: (row: typeof absences.$inferSelect) => ({
      startDate: row.startDate,
      endDate: row.endDate,
      description: row.description,
    }),
    hasCertificate: false,
  });

export const RECORD_TYPES = {
  rotation: define({
    table: rotations,
    toColumns: (input: TRotationRequest) => ({
      name: input.name,
      startMonth: input.startDate,
      endMonth: input.endDate,
      goalIds: input.goalIds,
    }),
    toFields: (row: typeof rotations.$inferSelect) => ({
      name: row.name,
      startDate: row.startMonth,
      endDate: row.endMonth,
      goalIds: row.goalIds,
    }),
    hasCertificate: true,
  }),
  course: define({
    table: courses,
    toColumns: (input: TCourseRequest) => ({ ...input }),
    toFields: (row: typeof courses.$inferSelect) => ({
      name: row.name,
      date: row.date,
      status: row.status as TCourseRequest["status"],
      goalIds: row.goalIds,
      quarter: quarterFromDate(row.date),
    }),
    hasCertificate: true,
  }),
  "sit-in": define({
    table: sitIns,
    toColumns: (input: TSitInRequest) => ({ ...input }),
    toFields: (row: typeof sitIns.$inferSelect) => ({
      topic: row.topic,
      supervisor: row.supervisor,
      date: row.date,
      notes: row.notes,
      goalIds: row.goalIds,
    }),
    hasCertificate: true,
  }),
  meeting: define({
    table: supervisorMeetings,
    // The agreed actions are rows of their own, written beside the meeting (meeting-actions.repo).
    toColumns: ({ actions: _actions, ...input }: TMeetingRequest) => input,
    toFields: (row: typeof supervisorMeetings.$inferSelect) => ({
      date: row.date,
      topic: row.topic,
      supervisor: row.supervisor,
      notes: row.notes,
      agenda: row.agenda,
    }),
    hasCertificate: false,
  }),
  absence: periodType(absences),
  credit: periodType(credits),
  development: define({
    table: developmentWorks,
    toColumns: (input: TDevelopmentWorkRequest) => ({ ...input }),
    toFields: (row: typeof developmentWorks.$inferSelect) => ({
      title: row.title,
      description: row.description,
      startDate: row.startDate,
      endDate: row.endDate,
      goalIds: row.goalIds,
    }),
    hasCertificate: false,
  }),
} satisfies Record<RecordTypeName, unknown>;

export type RecordTypeId = keyof typeof RECORD_TYPES;
