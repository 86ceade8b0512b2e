import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newWorld, prepareWrites, recordWrites } from "../../tests/fixtures/record-writes";
import { createTestApp, type TestApp, type TestClient } from "../../tests/fixtures/test-app";
import { applicationRoutes } from "../shared/api/application";
import { cohortRoutes } from "../shared/api/cohort";
import { iupRoutes } from "../shared/api/iup";
import { recordRoutes } from "../shared/api/records";
import type { ApiRoute } from "../shared/api/route";
import { structuredAssessmentRoutes } from "../shared/api/structured-assessments";
import { ZCohortPageQuerySchema } from "../shared/schemas/cohort";
import type { SessionActor } from "./context";
import { getApplication } from "./features/application/application.service";
import { getCohortPage } from "./features/cohort/cohort-page.service";
import { getIup } from "./features/iup/iup.service";
import { getHistory, getRecord } from "./features/records/record-read.service";
import { listStructuredAssessments } from "./features/structured-assessments/structured-assessments.service";
import { answerBody } from "./lib/api-route";

/*
 * The answers' versions (decision 256) against the data: after any sequence of writes of every
 * kind, for each doctor's record, history, IUP, structured assessments and application, and for the
 * cohort, a reader who asks with the tag of what they last got is told 304 only if the answer built
 * from scratch now is still that answer, and a full answer (from the cache or not) is always the one
 * built from scratch.
 */

let t: TestApp;
let admin: TestClient;
let adminActor: SessionActor;
let otherClinicId: string;
const succeeded = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, adminActor, otherClinicId } = await prepareWrites(t));
});
afterAll(() => t.close());

const ANSWERS = [
  { route: recordRoutes.record, path: "record", build: getRecord },
  { route: recordRoutes.history, path: "history", build: getHistory },
  { route: iupRoutes.iup, path: "iup", build: getIup },
  {
    route: structuredAssessmentRoutes.list,
    path: "structured-assessments",
    build: listStructuredAssessments,
  },
  { route: applicationRoutes.application, path: "application", build: getApplication },
] as const;

describe("an answer's version", () => {
  it("moves with every write that changes the answer, and a full answer is never stale", async () => {
    const writes = recordWrites({ t, admin, otherClinicId, succeeded });
    let notModified = 0;
    let changed = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(writes, { minLength: 4, maxLength: 10 }), async (sequence) => {
        const world = await newWorld(t);
        const last = new Map<string, { tag: string; body: unknown }>();

        /** Asks for one answer with the tag last received and holds it to the fresh build. */
        const checkOne = async (step: string, key: string, path: string, fresh: unknown) => {
          const held = last.get(key);
          const res = await admin.request(
            "GET",
            path,
            undefined,
            held ? { "if-none-match": held.tag } : {},
          );
          if (res.status === 304) {
            notModified++;
            expect(fresh, `${step}: 304 for a changed ${key}`).toEqual(held?.body);
            return;
          }
          expect(res.status, `${step}: ${key}`).toBe(200);
          const body = (await res.json()) as unknown;
          expect(body, `${step}: a stale ${key}`).toEqual(fresh);
          if (held && JSON.stringify(held.body) !== JSON.stringify(body)) changed++;
          last.set(key, { tag: res.headers.get("etag")?.replace(/^W\//, "") ?? "", body });
        };
        const built = async (route: ApiRoute, result: Promise<unknown>) =>
          JSON.parse(answerBody(route, await result)) as unknown;
        const check = async (step: string) => {
          for (const doctorId of world.doctors) {
            for (const { route, path, build } of ANSWERS) {
              // The fresh build first: a full answer read after it may hold a later write, never an
              // earlier one.
              const fresh = await built(route, build(t.deps.db, adminActor, doctorId));
              await checkOne(
                step,
                `${doctorId} ${path}`,
                `/api/st-doctors/${doctorId}/${path}`,
                fresh,
              );
            }
          }
          const query = ZCohortPageQuerySchema.parse({ pageSize: "100" });
          const fresh = await built(
            cohortRoutes.cohort,
            getCohortPage(t.deps.db, adminActor, query),
          );
          await checkOne(step, "cohort", "/api/cohort?pageSize=100", fresh);
        };
        await check("at the start");
        for (const w of sequence) {
          await w.run(world);
          await check(`after ${w.kind}`);
        }
      }),
      { numRuns: 10 },
    );
    // The writes were varied, and the property saw both unchanged and changed answers.
    expect(succeeded.size, [...succeeded].join(", ")).toBeGreaterThan(12);
    expect(notModified).toBeGreaterThan(0);
    expect(changed).toBeGreaterThan(0);
  }, 300_000);
});
