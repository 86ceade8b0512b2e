import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { procedureCatalogue } from "./catalogue";
import { uploadedFiles } from "./files";

/**
 * An ST doctor's record: one table per kind of entry, every row owned by `user_id`. Certificates
 * of goals, examinations, rotations, courses and sit-ins are links in `certificates` (files.ts).
 */

const owner = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
/**
 * Optimistic concurrency for whole-form writes: a write names the version it was based on and the
 * UPDATE only matches that version, raising it by one (decision 065).
 */
const version = (initial = 1) => integer("version").notNull().default(initial);
/** The delmål an activity supports, as goal ids of the doctor's model (issue 24). */
const goalIds = () => jsonb("goal_ids").$type<string[]>().notNull().default(sql`'[]'::jsonb`);
const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const formalities = pgTable("formalities", {
  userId: owner().primaryKey(),
  stModel: text("st_model").notNull().default("UNSELECTED"),
  /** Chosen with the model and locked like it (decision 239); every record before it is this. */
  specialty: text("specialty").notNull().default("klinisk-fysiologi"),
  stStartDate: date("st_start_date", { mode: "string" }).notNull(),
  stDurationMonths: integer("st_duration_months").notNull().default(60),
  headOfDepartment: text("head_of_department").notNull().default(""),
  directorOfStudies: text("director_of_studies").notNull().default(""),
  stContractFileId: text("st_contract_file_id").references(() => uploadedFiles.id, {
    onDelete: "set null",
  }),
  /** 0 while the row only holds defaults (created for a goal or contract): the never-saved form. */
  version: version(0),
  ...timestamps,
});

export const userGoals = pgTable(
  "user_goals",
  {
    userId: owner(),
    goalId: text("goal_id").notNull(),
    status: text("status").notNull().default("not_started"),
    plannedQuarter: text("planned_quarter"),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.goalId] })],
);

export const userProcedures = pgTable(
  "user_procedures",
  {
    userId: owner(),
    procedureId: text("procedure_id")
      .notNull()
      .references(() => procedureCatalogue.id, { onDelete: "restrict" }),
    status: text("status").notNull().default("not_started"),
    plannedQuarter: text("planned_quarter"),
    achievedLevel: text("achieved_level"),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.procedureId] })],
);

export const rotations = pgTable(
  "rotations",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    name: text("name").notNull(),
    /** YYYY-MM */
    startMonth: text("start_month").notNull(),
    endMonth: text("end_month").notNull(),
    goalIds: goalIds(),
    version: version(),
    ...timestamps,
  },
  (t) => [index("rotations_user_idx").on(t.userId)],
);

export const courses = pgTable(
  "courses",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    name: text("name").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    status: text("status").notNull().default("planned"),
    goalIds: goalIds(),
    version: version(),
    ...timestamps,
  },
  (t) => [index("courses_user_idx").on(t.userId)],
);

export const sitIns = pgTable(
  "sit_ins",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    topic: text("topic").notNull(),
    supervisor: text("supervisor").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    notes: text("notes").notNull(),
    goalIds: goalIds(),
    version: version(),
    ...timestamps,
  },
  (t) => [index("sit_ins_user_idx").on(t.userId)],
);

export const supervisorMeetings = pgTable(
  "supervisor_meetings",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    date: date("date", { mode: "string" }).notNull(),
    topic: text("topic").notNull(),
    supervisor: text("supervisor").notNull(),
    notes: text("notes").notNull(),
    /** 'Dagordning' (issue 25); '' for meetings saved before it. */
    agenda: text("agenda").notNull().default(""),
    version: version(),
    ...timestamps,
  },
  // By date within a doctor: the record lists meetings in date order and the cohort reads each
  // doctor's latest and coming meetings (decision 148).
  (t) => [index("supervisor_meetings_user_date_idx").on(t.userId, t.date)],
);

/** Absences and credits share one shape: a dated period with a description. */
const periodTable = (name: "absences" | "credits") =>
  pgTable(
    name,
    {
      id: text("id").primaryKey(),
      userId: owner(),
      startDate: date("start_date", { mode: "string" }).notNull(),
      endDate: date("end_date", { mode: "string" }).notNull(),
      description: text("description").notNull(),
      version: version(),
      ...timestamps,
    },
    (t) => [index(`${name}_user_idx`).on(t.userId)],
  );

export const absences = periodTable("absences");
export const credits = periodTable("credits");

export const stProjects = pgTable("st_projects", {
  userId: owner().primaryKey(),
  topic: text("topic").notNull().default(""),
  supervisor: text("supervisor").notNull().default(""),
  status: text("status").notNull().default("not_started"),
  summary: text("summary").notNull().default(""),
  goalIds: goalIds(),
  version: version(),
  ...timestamps,
});

/** A quality or development work the doctor took part in ('Utvecklingsarbete', issue 24). */
export const developmentWorks = pgTable(
  "development_works",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    goalIds: goalIds(),
    version: version(),
    ...timestamps,
  },
  (t) => [index("development_works_user_idx").on(t.userId)],
);
