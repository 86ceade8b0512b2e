import { type SQL, sql } from "drizzle-orm";
import type { CohortSort, TCohortView } from "../../../shared/schemas/cohort";
import type { Db } from "../../db/client";
import { cohortFigures, users } from "../../db/schema";
import type { CohortFiguresRow } from "./cohort.service";

/**
 * The stored cohort figures (decision 258): which rows of a scope are stale, storing rows worked
 * out again, and the page and the file read from them, filtered and ordered in SQL as
 * `cohortView` (src/shared/rules/cohort-view.ts) does (decision 259).
 */

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** How many doctors the scope holds, and those whose stored row is not today's. */
export async function findStaleDoctors(
  db: Db,
  scope: SQL,
  today: string,
): Promise<{ unfiltered: number; stale: string[] }> {
  const [row] = rowsOf<{ unfiltered: number | string; stale: string[] | null }>(
    await db.execute(sql`
      select count(*) as unfiltered,
        json_agg(${users.id}) filter (where f.computed_on is distinct from ${today}::date) as stale
      from ${users} left join ${cohortFigures} f on f.doctor_id = ${users.id}
      where ${scope} and ${users.isActive}`),
  );
  return { unfiltered: Number(row?.unfiltered ?? 0), stale: row?.stale ?? [] };
}

/**
 * The stale rows' versions, a row made for a doctor who has none yet. Read before their records,
 * so a write committed after this read has moved the version and the store leaves the row alone.
 */
export async function readVersions(db: Db, doctorIds: readonly string[]) {
  const ids = sql`${JSON.stringify(doctorIds)}::jsonb`;
  await db.execute(sql`
    insert into ${cohortFigures} (doctor_id)
    select d from jsonb_array_elements_text(${ids}) d
    on conflict (doctor_id) do nothing`);
  const rows = rowsOf<{ doctor_id: string; version: number }>(
    await db.execute(sql`
      select doctor_id, version from ${cohortFigures}
      where doctor_id in (select jsonb_array_elements_text(${ids}))`),
  );
  return new Map(rows.map((r) => [r.doctor_id, Number(r.version)]));
}

export interface StoredFigures {
  version: number;
  row: CohortFiguresRow;
  nameKey: string;
  searchName: string;
  searchEmail: string;
  stModel: string | null;
  goalsPercent: number | null;
  examinationsPercent: number | null;
  warningKinds: string[];
  supervisorIds: string[];
}

/** Stores rows worked out for `today`, each only if no write has moved its version since. */
export async function storeFigures(db: Db, figures: readonly StoredFigures[], today: string) {
  if (figures.length === 0) return;
  const records = figures.map((f) => ({
    doctor_id: f.row.doctorId,
    version: f.version,
    figures: f.row,
    name_key: f.nameKey,
    search_name: f.searchName,
    search_email: f.searchEmail,
    st_model: f.stModel,
    st_start_date: f.row.stStartDate,
    st_end_date: f.row.stEndDate,
    st_percent: f.row.stPercent,
    goals_percent: f.goalsPercent,
    examinations_percent: f.examinationsPercent,
    last_meeting_date: f.row.lastMeetingDate,
    uncertified_count: f.row.uncertifiedCount,
    warning_count: f.row.warnings.length,
    warning_kinds: f.warningKinds,
    supervisor_ids: f.supervisorIds,
  }));
  await db.execute(sql`
    update ${cohortFigures} f set computed_on = ${today}::date, figures = x.figures, name_key = x.name_key,
      search_name = x.search_name, search_email = x.search_email, st_model = x.st_model,
      st_start_date = x.st_start_date, st_end_date = x.st_end_date, st_percent = x.st_percent,
      goals_percent = x.goals_percent, examinations_percent = x.examinations_percent,
      last_meeting_date = x.last_meeting_date, uncertified_count = x.uncertified_count,
      warning_count = x.warning_count, warning_kinds = x.warning_kinds,
      supervisor_ids = x.supervisor_ids
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(doctor_id text,
      version integer, figures jsonb, name_key text, search_name text, search_email text,
      st_model text, st_start_date text, st_end_date text, st_percent integer,
      goals_percent double precision, examinations_percent double precision,
      last_meeting_date text, uncertified_count integer, warning_count integer,
      warning_kinds text[], supervisor_ids text[])
    where f.doctor_id = x.doctor_id and f.version = x.version`);
}

/** The view's filter and order, as the shared rule has them. */
export interface FiguresView extends Pick<TCohortView, "scope" | "warning" | "sort" | "order"> {
  /** Already normalised as the rule does it (`normalizeCohortSearch`), trimmed; "" for none. */
  search: string;
  readerId: string;
}

const SORT_COLUMNS: Record<CohortSort, SQL> = {
  name: sql`f.name_key collate "C"`,
  model: sql`f.st_model collate "C"`,
  start: sql`f.st_start_date collate "C"`,
  end: sql`f.st_end_date collate "C"`,
  stTime: sql`f.st_percent`,
  goals: sql`f.goals_percent`,
  examinations: sql`f.examinations_percent`,
  lastMeeting: sql`f.last_meeting_date collate "C"`,
  uncertified: sql`f.uncertified_count`,
  warnings: sql`f.warning_count`,
};

function viewWhere(scope: SQL, view: FiguresView): SQL {
  const parts: SQL[] = [scope, sql`${users.isActive}`, sql`f.figures is not null`];
  if (view.scope === "mine") parts.push(sql`${view.readerId} = any(f.supervisor_ids)`);
  if (view.search !== "")
    parts.push(
      sql`(strpos(f.search_name, ${view.search}) > 0 or strpos(f.search_email, ${view.search}) > 0)`,
    );
  if (view.warning === "any") parts.push(sql`f.warning_count > 0`);
  else if (view.warning === "none") parts.push(sql`f.warning_count = 0`);
  else if (view.warning !== "all") parts.push(sql`${view.warning} = any(f.warning_kinds)`);
  return sql.join(parts, sql` and `);
}

/** Null last whichever the direction; ties by name, then id, ascending (sortCohortRows). */
function viewOrder(view: FiguresView): SQL {
  const column = SORT_COLUMNS[view.sort];
  const direction = view.order === "desc" ? sql`desc` : sql`asc`;
  return sql`(${column}) is null, ${column} ${direction}, f.name_key collate "C",
    f.doctor_id collate "C"`;
}

const FROM = sql`from ${users} join ${cohortFigures} f on f.doctor_id = ${users.id}`;

/** One page of the view, and how many rows the view keeps. */
export async function readFiguresPage(
  db: Db,
  scope: SQL,
  view: FiguresView,
  limit: number,
  offset: number,
): Promise<{ rows: CohortFiguresRow[]; total: number }> {
  const where = viewWhere(scope, view);
  const rows = rowsOf<{ figures: CohortFiguresRow; total: number | string }>(
    await db.execute(sql`select f.figures as figures, count(*) over () as total ${FROM} where ${where}
      order by ${viewOrder(view)} limit ${limit} offset ${offset}`),
  );
  if (rows.length > 0 || offset === 0)
    return { rows: rows.map((r) => r.figures), total: Number(rows[0]?.total ?? 0) };
  // A page past the end still says how many there are.
  const [count] = rowsOf<{ total: number | string }>(
    await db.execute(sql`select count(*) as total ${FROM} where ${where}`),
  );
  return { rows: [], total: Number(count?.total ?? 0) };
}

/** Every doctor the view keeps, in its order: ids only, so the file reads its rows in batches. */
export async function readFiguresOrder(db: Db, scope: SQL, view: FiguresView): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      sql`select f.doctor_id as id ${FROM} where ${viewWhere(scope, view)}
        order by ${viewOrder(view)}`,
    ),
  );
  return rows.map((r) => r.id);
}

/** The stored rows of these doctors, by id. */
export async function readFiguresRows(db: Db, doctorIds: readonly string[]) {
  const rows = rowsOf<{ id: string; figures: CohortFiguresRow }>(
    await db.execute(sql`select f.doctor_id as id, f.figures as figures from ${cohortFigures} f
      where f.figures is not null
        and f.doctor_id in (select jsonb_array_elements_text(${JSON.stringify(doctorIds)}::jsonb))`),
  );
  return new Map(rows.map((r) => [r.id, r.figures]));
}
