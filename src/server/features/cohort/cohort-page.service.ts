import { inArray, type SQL } from "drizzle-orm";
import { COHORT_MESSAGES } from "../../../shared/messages/cohort";
import { cohortNameKey, normalizeCohortSearch } from "../../../shared/rules/cohort-view";
import type {
  TCohortPageQuery,
  TCohortResponse,
  TCohortView,
} from "../../../shared/schemas/cohort";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { accessibleDoctorsWhere } from "../../policy";
import { scopeAnswerVersion } from "../access";
import { todayInSweden } from "../records";
import { type CohortFiguresRow, computeCohortRows, withReader } from "./cohort.service";
import { cohortCsvHeader, cohortCsvLine } from "./cohort-csv";
import {
  type FiguresView,
  findStaleDoctors,
  readFiguresOrder,
  readFiguresPage,
  readFiguresRows,
  readVersions,
  storeFigures,
} from "./cohort-figures.repo";
import { readWarningSettings } from "./warning-settings.repo";

/** Doctors worked out again per batch: one statement of records each, of bounded size. */
const REFRESH_BATCH = 500;
/** Rows of the file read per statement while it streams. */
const CSV_BATCH = 500;

/**
 * Brings the stored figures of the actor's scope up to date (decision 258): the rows written to
 * since they were computed, and, once a day, all of them, since figures such as overdue items and
 * ST time depend on the date. Most reads find none stale and cost one statement.
 */
async function refreshScope(db: Db, scope: SQL, today: string): Promise<number> {
  const { unfiltered, stale } = await findStaleDoctors(db, scope, today);
  for (let i = 0; i < stale.length; i += REFRESH_BATCH) {
    const ids = stale.slice(i, i + REFRESH_BATCH);
    const versions = await readVersions(db, ids);
    const rows = await computeCohortRows(db, inArray(users.id, ids), today);
    await storeFigures(
      db,
      rows.map((row) => ({ ...figuresOf(row), version: versions.get(row.doctorId) ?? -1 })),
      today,
    );
  }
  return unfiltered;
}

/** What the page filters and sorts on, from the same row it shows and by the shared rule's keys. */
function figuresOf(row: CohortFiguresRow) {
  return {
    row,
    nameKey: cohortNameKey(row.displayName),
    searchName: normalizeCohortSearch(row.displayName),
    searchEmail: normalizeCohortSearch(row.email),
    stModel: row.stModel === "UNSELECTED" ? null : row.stModel,
    goalsPercent: row.goals ? row.goals.percent : null,
    examinationsPercent: row.examinations ? row.examinations.percent : null,
    warningKinds: row.warnings.map((w) => w.kind),
    supervisorIds: row.supervisors.map((s) => s.id),
  };
}

function figuresView(view: TCohortView, readerId: string): FiguresView {
  return {
    scope: view.scope,
    warning: view.warning,
    sort: view.sort,
    order: view.order,
    search: normalizeCohortSearch(view.search.trim()),
    readerId,
  };
}

/**
 * One page of the cohort 'ST-läkare' (decision 259): the stored rows of the actor's scope,
 * filtered, ordered and cut in SQL as `cohortView` does it, so a page costs the same whatever the
 * number of doctors.
 */
/**
 * The version of the reader's cohort (decision 256): every doctor of the scope's data and what is
 * shared (the scope itself, the warning limits, the catalogue). A 304 skips even the day's first
 * working out of the rows.
 */
export function cohortVersion(db: Db, actor: SessionActor): Promise<string> {
  return scopeAnswerVersion(db, accessibleDoctorsWhere(actor, "view"));
}

export async function getCohortPage(
  db: Db,
  actor: SessionActor,
  query: TCohortPageQuery,
): Promise<TCohortResponse> {
  const today = todayInSweden();
  const scope = accessibleDoctorsWhere(actor, "view");
  const unfiltered = await refreshScope(db, scope, today);
  const { page, pageSize } = query;
  const [limits, { rows, total }] = await Promise.all([
    readWarningSettings(db, actor.id),
    readFiguresPage(db, scope, figuresView(query, actor.id), pageSize, (page - 1) * pageSize),
  ]);
  // The limits the page names: those of the reader's clinic.
  const thresholds = (limits.home && limits.byClinic.get(limits.home)) || limits.fallback;
  return {
    today,
    thresholds,
    rows: rows.map((row) => withReader(row, actor.id)),
    total,
    unfiltered,
    page,
    pageSize,
  };
}

/**
 * The cohort as CSV, the rows the page shows with the same filter and order (decision 260): the
 * order is read as ids, then the rows in batches, each written as it comes, so the file's memory
 * and the time to its first byte do not grow with the number of doctors.
 */
export async function cohortCsvStream(
  db: Db,
  actor: SessionActor,
  view: TCohortView,
): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  const today = todayInSweden();
  const scope = accessibleDoctorsWhere(actor, "view");
  await refreshScope(db, scope, today);
  const order = await readFiguresOrder(db, scope, figuresView(view, actor.id));
  const encoder = new TextEncoder();
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(cohortCsvHeader()));
    },
    async pull(controller) {
      if (next >= order.length) {
        controller.close();
        return;
      }
      const ids = order.slice(next, next + CSV_BATCH);
      next += CSV_BATCH;
      const rows = await readFiguresRows(db, ids);
      let chunk = "";
      for (const id of ids) {
        const row = rows.get(id);
        // A doctor deleted since the order was read is left out.
        if (row) chunk += cohortCsvLine(withReader(row, actor.id));
      }
      controller.enqueue(encoder.encode(chunk));
    },
  });
  return { fileName: COHORT_MESSAGES.csvFileName(today), body };
}
