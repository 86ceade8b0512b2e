import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { doctorVersions, sharedVersion, signingRightsEvaluations, users } from "../../db/schema";
import { type DoctorScope, preparedScope } from "./access.repo";

/** A doctor's version and the shared one, with the tables joined on (absent rows read as 0). */
const VERSION_COLUMNS = {
  doctor: sql<number>`coalesce(${doctorVersions.version}, 0)`,
  shared: sql<number>`coalesce(${sharedVersion.version}, 0)`,
};

type VersionStatement = ReturnType<typeof prepareDoctorVersion>;
// Prepared once per database and shape of scope: a revalidation is mostly this statement, and
// building its SQL and having PostgreSQL parse and plan it anew each time was a good part of it.
const doctorVersionStatements = new WeakMap<Db, Map<string, VersionStatement>>();

function prepareDoctorVersion(db: Db, scopeKey: string, accessible: SQL) {
  return db
    .select(VERSION_COLUMNS)
    .from(users)
    .leftJoin(doctorVersions, eq(doctorVersions.doctorId, users.id))
    .leftJoin(sharedVersion, eq(sharedVersion.id, 1))
    .where(and(eq(users.id, sql.placeholder("doctorId")), eq(users.role, "ST_DOCTOR"), accessible))
    .prepare(`doctor_answer_version_${scopeKey}`);
}

/**
 * The version of one ST doctor's data and of what is shared, as `doctor.shared` (decision 256), if
 * the doctor is in `scope` (the policy's, read in the same statement); undefined otherwise, which
 * leaves the refusal to the answer's own checks. One prepared statement by primary keys, kept
 * for `db`: the app's database, never a transaction's handle, which ends with its transaction.
 */
export async function doctorAnswerVersion(
  db: Db,
  doctorId: string,
  scope: DoctorScope,
): Promise<string | undefined> {
  const { key, condition, parameters } = preparedScope(scope);
  let statements = doctorVersionStatements.get(db);
  if (!statements) {
    statements = new Map();
    doctorVersionStatements.set(db, statements);
  }
  let statement = statements.get(key);
  if (!statement) {
    statement = prepareDoctorVersion(db, key, condition());
    statements.set(key, statement);
  }
  const [row] = await statement.execute({ doctorId, ...parameters });
  return row && `${row.doctor}.${row.shared}`;
}

/**
 * The version of a signing-rights evaluation's answers: its doctor's data (the evaluation and its
 * assessments are the doctor's) and what is shared, if `accessible` keeps the doctor.
 */
export async function evaluationAnswerVersion(
  db: Db,
  evaluationId: string,
  accessible: SQL,
): Promise<string | undefined> {
  const [row] = await db
    .select(VERSION_COLUMNS)
    .from(signingRightsEvaluations)
    .innerJoin(users, eq(users.id, signingRightsEvaluations.stDoctorId))
    .leftJoin(doctorVersions, eq(doctorVersions.doctorId, users.id))
    .leftJoin(sharedVersion, eq(sharedVersion.id, 1))
    .where(and(eq(signingRightsEvaluations.id, evaluationId), accessible));
  return row && `${row.doctor}.${row.shared}`;
}

/**
 * The version of an answer built from every ST doctor `scope` keeps (the cohort): how many there
 * are, the sum of their versions (a write moves one up, so the sum moves) and the shared version,
 * which any change of who is in the scope moves. One statement; no figure is read.
 */
export async function scopeAnswerVersion(db: Db, scope: SQL): Promise<string> {
  const [row] = await db
    .select({
      doctors: sql<string>`count(*)`,
      versions: sql<string>`coalesce(sum(${doctorVersions.version}), 0)`,
      shared: sql<number>`coalesce((select ${sharedVersion.version} from ${sharedVersion} where ${sharedVersion.id} = 1), 0)`,
    })
    .from(users)
    .leftJoin(doctorVersions, eq(doctorVersions.doctorId, users.id))
    .where(and(eq(users.role, "ST_DOCTOR"), scope));
  return `${row?.doctors ?? 0}.${row?.versions ?? 0}.${row?.shared ?? 0}`;
}

/** The version of what is shared (users, clinics, catalogues, settings), for the lists. */
export async function sharedAnswerVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ version: sharedVersion.version })
    .from(sharedVersion)
    .where(eq(sharedVersion.id, 1));
  return `s${row?.version ?? 0}`;
}
