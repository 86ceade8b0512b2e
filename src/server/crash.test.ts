import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ageTemporaryFiles,
  checkFilesAgainstDatabase,
} from "../../tests/fixtures/crash-consistency";
import { type DoctorModel, newLog, newModel, seededRandom } from "../../tests/fixtures/crash-model";
import {
  type CrashActors,
  type CrashSite,
  createCrashSite,
  seedActors,
} from "../../tests/fixtures/crash-site";
import { verifyRecords } from "../../tests/fixtures/crash-verify";
import { startWriteStream } from "../../tests/fixtures/crash-writes";
import { type ServerProcess, startServer } from "../../tests/fixtures/server-process";

/**
 * The server as it runs in production, killed with SIGKILL at a random moment of a stream of
 * writes and uploads, then started again on the same data: every answered write is there, the
 * database and the files folder agree, no orphan or temporary file is left. On the embedded
 * database, and on PostgreSQL when TEST_DATABASE_URL is set. CRASH_SEED repeats a run.
 */
const ROUNDS = 5;
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 1e9));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let site: CrashSite;
let server: ServerProcess | undefined;
let actors: CrashActors;
let models: DoctorModel[];
beforeAll(async () => {
  site = await createCrashSite();
  actors = await seedActors(site, 3);
  models = actors.doctors.map(newModel);
}, 60_000);
afterAll(async () => {
  await server?.kill();
  await site?.dispose();
});

describe("a server killed at random moments", () => {
  it(`keeps every answered write and leaves no orphan file over ${ROUNDS} SIGKILLs`, async () => {
    const random = seededRandom(SEED);
    const context = `CRASH_SEED=${SEED}`;
    server = await startServer(site);
    let answered = 0;
    let unanswered = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const log = newLog();
      const stream = startWriteStream(server.base, models, actors.specialist, random, log);
      // A random moment: after some writes were answered, within whatever is under way then.
      await stream.answered(10 + random.int(40), 60_000);
      await sleep(random.int(100));
      const finished = stream.stop();
      await server.kill();
      await finished;
      answered += log.answered;
      unanswered += log.unanswered;
      expect(log.serverErrors, context).toEqual([]);
      expect(log.unavailable, context).toEqual([]);
      expect(log.refused, context).toEqual([]);
      expect(server.errors(), context).toEqual([]);

      // Where servers may share the files (PostgreSQL), a young temporary file may be an upload
      // under way elsewhere: only an hour later is it a leftover the start-up sweep removes.
      if (onPostgres) ageTemporaryFiles(site.dataDir);
      server = await startServer(site);
      const problems = await verifyRecords(server.base, models, actors.specialist, site.dataDir);
      expect(problems, `round ${round}, ${context}`).toEqual([]);
    }
    await server.stop();
    const database = await site.open();
    try {
      expect(await checkFilesAgainstDatabase(database.db, site.dataDir), context).toEqual([]);
    } finally {
      await database.close();
    }
    console.info(
      `${ROUNDS} rounds: ${answered} writes answered, ${unanswered} cut off (${context})`,
    );
  }, 180_000);
});
