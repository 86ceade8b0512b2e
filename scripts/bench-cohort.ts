import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { SessionActor } from "../src/server/context";
import { openDatabase } from "../src/server/db/client";
import { cohortCsvStream, getCohortPage } from "../src/server/features/cohort/cohort-page.service";
import { todayInSweden } from "../src/server/features/records";
import { ZCohortPageQuerySchema, ZCohortViewSchema } from "../src/shared/schemas/cohort";
import { benchClinicSize, seedBenchClinic } from "./seed-bench-clinic";

/*
 * `tsx scripts/bench-cohort.ts [--clinics 10]`: the cohort 'ST-läkare' in process (decisions
 * 258-260) on the embedded database or on DATABASE_URL. Seeds the bench clinic (300 ST doctors per
 * clinic), then, for a supervisor of the first clinic (300 doctors) and a region administrator
 * (every clinic's doctors): the first read (every row worked out and stored), the first page, a
 * filtered page, the whole file streamed; median and p95, and the first page's answer gzipped.
 */

const clinicsArg = process.argv.indexOf("--clinics");
const clinics = clinicsArg > 0 ? Number(process.argv[clinicsArg + 1]) : 10;
const ROUNDS = 60;
const dataDir = mkdtempSync(join(tmpdir(), "st-bench-cohort-"));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const db = database.db;
const today = todayInSweden();
// Every doctor with the whole plan, as when decisions 258-260 were measured.
const seeded = await seedBenchClinic(db, today, {
  ...benchClinicSize(300 * clinics),
  fullPlans: 300 * clinics,
  supervisorsPerClinic: 30,
  clinics,
  assessments: 2000,
  largeEvaluation: 100,
});
console.log(
  `seeded ${seeded.allDoctors} ST doctors in ${clinics} clinics, ${seeded.planRows} plan rows, ${seeded.seconds.toFixed(0)} s`,
);
if (process.env.DATABASE_URL) await db.execute(sql`analyze`);

const supervisorId = seeded.supervisors[0]?.id as string;
const regionAdminId = crypto.randomUUID();
await db.execute(sql`insert into users (id, name, email, role, is_region_admin)
  values (${regionAdminId}, 'Region', 'region@klinik.local', 'ADMIN', true)`);
const actorOf = (id: string, role: SessionActor["role"]): SessionActor => ({
  id,
  role,
  email: "",
  firstName: "",
  lastName: "",
  mustChangePassword: false,
});

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;
}

async function time(label: string, work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const began = performance.now();
    await work();
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
  );
}

async function drain(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  let bytes = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read())
    bytes += part.value.byteLength;
  return bytes;
}

for (const [name, actor] of [
  ["supervisor, one clinic", actorOf(supervisorId, "SUPERVISOR")],
  ["region administrator, every clinic", actorOf(regionAdminId, "ADMIN")],
] as const) {
  const first = ZCohortPageQuerySchema.parse({});
  const filtered = ZCohortPageQuerySchema.parse({
    warning: "overdue-items",
    sort: "goals",
    order: "desc",
    search: "st-0",
  });
  // Every row is stale the first time, as on each day's first read.
  await db.execute(sql`update cohort_figures set computed_on = null`);
  let began = performance.now();
  const answer = await getCohortPage(db, actor, first);
  console.log(
    `${name}: ${answer.unfiltered} doctors; first read, all worked out: ${(performance.now() - began).toFixed(0)} ms`,
  );
  const json = JSON.stringify(answer);
  console.log(
    `  first page: ${answer.rows.length} rows, ${(json.length / 1024).toFixed(1)} KB, gzip ${(gzipSync(json).length / 1024).toFixed(1)} KB`,
  );
  await time("  first page", () => getCohortPage(db, actor, first));
  await time("  filtered page", () => getCohortPage(db, actor, filtered));
  began = performance.now();
  const file = await cohortCsvStream(db, actor, ZCohortViewSchema.parse({}));
  const bytes = await drain(file.body);
  console.log(
    `  CSV: ${(bytes / 1024).toFixed(0)} KB in ${(performance.now() - began).toFixed(0)} ms`,
  );
}

await database.close();
rmSync(dataDir, { recursive: true, force: true });
