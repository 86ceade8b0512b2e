import type { ZodType } from "zod";
import type { RecordTypeName } from "../../../shared/messages/records";
import { quarterFromDate } from "../../../shared/rules/quarters";
import { resolvePeriodEntry } from "../../../shared/rules/st-period";
import {
  type TCourseRequest,
  type TMeetingRequest,
  type TPeriodEntryRequest,
  type TRotationRequest,
  type TSitInRequest,
  ZCourseRequestSchema,
  ZMeetingRequestSchema,
  ZPeriodEntryRequestSchema,
  ZRotationRequestSchema,
  ZSitInRequestSchema,
} from "../../../shared/schemas/records";
import { absences, courses, credits, rotations, sitIns, supervisorMeetings } from "../../db/schema";

/**
 * The plain records of an ST doctor share one module; each type is described here once: its table,
 * its request schema, how a request becomes columns and how a row is answered.
 */
export type RecordTable =
  | typeof rotations
  | typeof courses
  | typeof sitIns
  | typeof supervisorMeetings
  | typeof absences
  | typeof credits;

export interface RecordType<Req, Row extends { id: string }, Dto> {
  table: RecordTable;
  request: ZodType<Req>;
  toColumns(input: Req, today: string): Record<string, unknown>;
  toDto(row: Row): Dto;
  /**
   * Whether certificates can be linked (their file ids are added to the answer as
   * `certificateFileIds`, never to the audit entry), and so must go when the record goes.
   */
  hasCertificate: boolean;
}

function define<Req, Row extends { id: string }, Dto>(t: RecordType<Req, Row, Dto>) {
  return t;
}

const periodType = (table: typeof absences | typeof credits) =>
  define({
    table,
    request: ZPeriodEntryRequestSchema as ZodType<TPeriodEntryRequest>,
    toColumns: (input: TPeriodEntryRequest, today) => ({ ...resolvePeriodEntry(input, today) }),
    toDto: (row: typeof absences.$inferSelect) => ({
      id: row.id,
      startDate: row.startDate,
      endDate: row.endDate,
      description: row.description,
      version: row.version,
    }),
    hasCertificate: false,
  });

export const RECORD_TYPES = {
  rotation: define({
    table: rotations,
    request: ZRotationRequestSchema as ZodType<TRotationRequest>,
    toColumns: (input: TRotationRequest) => ({
      name: input.name,
      startMonth: input.startDate,
      endMonth: input.endDate,
    }),
    toDto: (row: typeof rotations.$inferSelect) => ({
      id: row.id,
      name: row.name,
      startDate: row.startMonth,
      endDate: row.endMonth,
      version: row.version,
    }),
    hasCertificate: true,
  }),
  course: define({
    table: courses,
    request: ZCourseRequestSchema as ZodType<TCourseRequest>,
    toColumns: (input: TCourseRequest) => ({
      name: input.name,
      date: input.date,
      status: input.status,
    }),
    toDto: (row: typeof courses.$inferSelect) => ({
      id: row.id,
      name: row.name,
      date: row.date,
      status: row.status as TCourseRequest["status"],
      quarter: quarterFromDate(row.date),
      version: row.version,
    }),
    hasCertificate: true,
  }),
  "sit-in": define({
    table: sitIns,
    request: ZSitInRequestSchema as ZodType<TSitInRequest>,
    toColumns: (input: TSitInRequest) => ({ ...input }),
    toDto: (row: typeof sitIns.$inferSelect) => ({
      id: row.id,
      topic: row.topic,
      supervisor: row.supervisor,
      date: row.date,
      notes: row.notes,
      version: row.version,
    }),
    hasCertificate: true,
  }),
  meeting: define({
    table: supervisorMeetings,
    request: ZMeetingRequestSchema as ZodType<TMeetingRequest>,
    toColumns: (input: TMeetingRequest) => ({ ...input }),
    toDto: (row: typeof supervisorMeetings.$inferSelect) => ({
      id: row.id,
      date: row.date,
      topic: row.topic,
      supervisor: row.supervisor,
      notes: row.notes,
      version: row.version,
    }),
    hasCertificate: false,
  }),
  absence: periodType(absences),
  credit: periodType(credits),
} satisfies Record<RecordTypeName, unknown>;

export type RecordTypeId = keyof typeof RECORD_TYPES;
