import { getGoals } from "../src/shared/curriculum/goals";
import { seededRandom } from "../tests/fixtures/seeded-random";
import type { LoadRequest } from "./bench-load";
import type { Session } from "./bench-sessions";
import { DEMO_SPECIALISTS } from "./demo-signing-rights-data";

/*
 * What the HTTP benchmark measures. Every request carries a session cookie and asks for gzip as a
 * browser does; connection i is virtual user i. The fixed routes are read by the supervisors
 * (connection i as supervisor i mod 30), who may see every ST doctor.
 */

export interface BenchTargets {
  base: string;
  supervisors: readonly Session[];
  /** ST doctors who sign in themselves (the mixed workload). */
  doctors: readonly Session[];
  /** Directors of every clinic: they read the cohort and search among every doctor. */
  directors: readonly Session[];
  /** Every ST doctor of the measured clinic. */
  doctorIds: readonly string[];
  /** The full-plan doctor whose record is read. */
  recordDoctorId: string;
  /** Each supervisor's ETag of that record's first full answer; empty when it sent none. */
  recordEtags: ReadonlyMap<Session, string>;
  largeEvaluationId: string;
  /** ETags of the two catalogues, as the browser has them cached. */
  etags: { goals: string; procedures: string };
  today: string;
}

export interface Scenario {
  key: string;
  label: string;
  concurrencies: readonly number[];
  /** Measured at every size of the region; the others only at the largest (`--sizes`). */
  everySize?: boolean;
  /** A request maker for each connection. */
  next(targets: BenchTargets): (connection: number) => LoadRequest;
}

/** What a browser asks for; `--identity` leaves it out, to show what compression costs. */
const BROWSER_ENCODING = { "accept-encoding": "gzip, deflate, br" };
let encoding: Record<string, string> = BROWSER_ENCODING;
export function askForGzip(yes: boolean) {
  encoding = yes ? BROWSER_ENCODING : {};
}
export function requestEncoding(): Record<string, string> {
  return encoding;
}

function get(kind: string, path: string, session: Session | undefined, expect?: number[]) {
  return (extra: Record<string, string> = {}): LoadRequest => ({
    kind,
    method: "GET",
    path,
    headers: { ...encoding, ...(session ? { cookie: session.cookie } : {}), ...extra },
    ...(expect ? { expect } : {}),
  });
}

function write(
  targets: BenchTargets,
  kind: string,
  method: "POST" | "PUT",
  path: string,
  session: Session,
  body: unknown,
): LoadRequest {
  return {
    kind,
    method,
    path,
    headers: {
      ...encoding,
      cookie: session.cookie,
      origin: targets.base,
      "content-type": "application/json",
    },
    body: JSON.stringify(body),
  };
}

const supervisorOf = (t: BenchTargets, connection: number) =>
  t.supervisors[connection % t.supervisors.length] as Session;

const recordOf = (doctorId: string, session: Session) =>
  get("record", `/api/st-doctors/${doctorId}/record`, session)();
const goals304 = (t: BenchTargets, session: Session) =>
  get("goals 304", "/api/catalog/goals", session, [304])({ "if-none-match": t.etags.goals });
const procedures304 = (t: BenchTargets, session: Session) =>
  get(
    "examinations 304",
    "/api/catalog/procedures/in-use",
    session,
    [304],
  )({ "if-none-match": t.etags.procedures });

/** Revalidation of the record read with the reader's own tag: only 304 is counted as right. */
const record304 = (t: BenchTargets, session: Session) =>
  get(
    "record 304",
    `/api/st-doctors/${t.recordDoctorId}/record`,
    session,
    [304],
  )(t.recordEtags.get(session) ? { "if-none-match": t.recordEtags.get(session) as string } : {});

const directorOf = (t: BenchTargets, connection: number) =>
  t.directors[connection % t.directors.length] as Session;

/** What people type into the doctor selector: a letter, part of a name, of an address. */
const SEARCHES = ["a", "be", "berg", "sofia", "st-01", "ström", "ö", "lindq"];

/** A filtered page: with any warning, a name part, the latest meeting first. */
const COHORT_FILTER = "warning=any&search=berg&sort=lastMeeting&order=desc";

const GOAL_IDS = getGoals("2021").map((goal) => goal.id);

/**
 * 50 users at once, 80 % reads and 20 % writes: the 30 supervisors read a doctor's record, the
 * doctor list and revalidate the catalogues, and write meetings, goal statuses and signing-rights
 * assessments for any doctor; 20 ST doctors read their own record (the overview) and revalidate
 * the catalogues, and write meetings and goal statuses.
 */
function mixed(t: BenchTargets) {
  const generators = new Map<number, () => number>();
  let written = 0;
  return (connection: number): LoadRequest => {
    let rnd = generators.get(connection);
    if (!rnd) {
      // One generator per connection, so two runs send the same mix.
      rnd = seededRandom(connection + 1);
      generators.set(connection, rnd);
    }
    const r = rnd();
    const asSupervisor = connection < t.supervisors.length;
    const session = asSupervisor
      ? supervisorOf(t, connection)
      : (t.doctors[(connection - t.supervisors.length) % t.doctors.length] as Session);
    const doctorId = asSupervisor
      ? (t.doctorIds[Math.floor(rnd() * t.doctorIds.length)] as string)
      : session.userId;
    const base = `/api/st-doctors/${doctorId}`;
    const n = written++;
    const meeting = () =>
      write(t, "meeting create", "POST", `${base}/records/meeting`, session, {
        date: t.today,
        topic: `Handledarsamtal ${n}`,
        supervisor: "Handledare Ett",
        notes: "Gick igenom veckans undersökningar.",
      });
    const goal = () =>
      write(t, "goal status", "PUT", `${base}/goals/${GOAL_IDS[n % GOAL_IDS.length]}`, session, {
        status: n % 2 === 0 ? "completed" : "in_progress",
      });
    if (asSupervisor) {
      if (r < 0.4) return recordOf(doctorId, session);
      if (r < 0.6) return get("doctor list", "/api/st-doctors", session)();
      if (r < 0.7) return goals304(t, session);
      if (r < 0.8) return procedures304(t, session);
      if (r < 0.87) return meeting();
      if (r < 0.93) return goal();
      return write(t, "assessment create", "POST", "/api/signing-rights/assessments", session, {
        procedureId: "c7-tte",
        stDoctorId: doctorId,
        evaluationDate: t.today,
        examinationId: `EKO-B-${n}`,
        specialistName: DEMO_SPECIALISTS[n % DEMO_SPECIALISTS.length],
        evaluationResult: n % 10 === 0 ? "major_changes" : "no_changes",
        caseDifficulty: "medium",
        stDoctorConfidence: "would_sign",
        overallAssessment: 4,
        comments: "",
      });
    }
    if (r < 0.5) return recordOf(doctorId, session);
    if (r < 0.65) return goals304(t, session);
    if (r < 0.8) return procedures304(t, session);
    if (r < 0.9) return meeting();
    return goal();
  };
}

const ALL = [1, 10, 50] as const;

export const SCENARIOS: readonly Scenario[] = [
  {
    key: "ceiling",
    label: "ceiling: GET /api/health/live (no database)",
    concurrencies: ALL,
    everySize: true,
    next: (t) => (c) => get("live", "/api/health/live", supervisorOf(t, c))(),
  },
  {
    key: "record",
    label: "record: GET /api/st-doctors/{id}/record (full plan)",
    concurrencies: ALL,
    next: (t) => (c) => recordOf(t.recordDoctorId, supervisorOf(t, c)),
  },
  {
    key: "revalidate",
    label: "record revalidated: If-None-Match with the first answer's ETag, 304 expected",
    concurrencies: ALL,
    next: (t) => (c) => record304(t, supervisorOf(t, c)),
  },
  {
    key: "overview",
    label: "overview: the record, then both catalogues revalidated (304), in turn",
    concurrencies: ALL,
    next: (t) => {
      const step = new Map<number, number>();
      return (c) => {
        const n = step.get(c) ?? 0;
        step.set(c, n + 1);
        const session = supervisorOf(t, c);
        if (n % 3 === 0) return recordOf(t.recordDoctorId, session);
        return n % 3 === 1 ? goals304(t, session) : procedures304(t, session);
      };
    },
  },
  {
    key: "statistics",
    label: "statistics: GET /api/signing-rights/evaluations/{id} (1000 assessments)",
    concurrencies: ALL,
    next: (t) => (c) =>
      get(
        "statistics",
        `/api/signing-rights/evaluations/${t.largeEvaluationId}`,
        supervisorOf(t, c),
      )(),
  },
  {
    key: "list",
    label: "list: GET /api/st-doctors (the measured clinic's doctors, whole list)",
    concurrencies: ALL,
    next: (t) => (c) => get("doctor list", "/api/st-doctors", supervisorOf(t, c))(),
  },
  {
    key: "search",
    label: "search: GET /api/st-doctors?q=…&limit=50 (the selector; a director, every doctor)",
    concurrencies: ALL,
    everySize: true,
    next: (t) => {
      let n = 0;
      return (c) => {
        const q = encodeURIComponent(SEARCHES[n++ % SEARCHES.length] as string);
        return get("search", `/api/st-doctors?q=${q}&limit=50`, directorOf(t, c))();
      };
    },
  },
  {
    key: "cohort",
    label: "cohort: GET /api/cohort, first page (a director, every doctor)",
    // A page opened now and then, judged one at a time; fifty at once of a request this heavy
    // finish too few within the run's seconds to give a figure.
    concurrencies: [1, 10],
    everySize: true,
    next: (t) => (c) => get("cohort", "/api/cohort", directorOf(t, c))(),
  },
  {
    key: "cohort-filtered",
    label: `cohort filtered: GET /api/cohort?${COHORT_FILTER}`,
    concurrencies: [1, 10],
    everySize: true,
    next: (t) => (c) => get("cohort filtered", `/api/cohort?${COHORT_FILTER}`, directorOf(t, c))(),
  },
  {
    key: "cohort-csv",
    label: "cohort CSV: GET /api/cohort.csv, every doctor (streamed)",
    concurrencies: [1],
    everySize: true,
    next: (t) => (c) => get("cohort csv", "/api/cohort.csv", directorOf(t, c))(),
  },
  {
    key: "mixed",
    label: "mixed: 50 users, 80 % reads, 20 % writes",
    concurrencies: [50],
    next: mixed,
  },
];
