import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordWrites, type World } from "../../tests/fixtures/record-writes";
import {
  createTestApp,
  DEFAULT_CLINIC_ID,
  type TestApp,
  type TestClient,
} from "../../tests/fixtures/test-app";
import { applicationRoutes } from "../shared/api/application";
import { cohortRoutes } from "../shared/api/cohort";
import { iupRoutes } from "../shared/api/iup";
import { recordRoutes } from "../shared/api/records";
import { structuredAssessmentRoutes } from "../shared/api/structured-assessments";
import { ZCohortPageQuerySchema } from "../shared/schemas/cohort";
import type { SessionActor } from "./context";
import { users } from "./db/schema";
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
  const signed = await t.signedIn("ADMIN");
  admin = signed.client;
  adminActor = { ...signed.user, role: "ADMIN", mustChangePassword: false } as SessionActor;
  await t.deps.db.update(users).set({ isRegionAdmin: true }).where(eq(users.id, signed.user.id));
  const res = await admin.post("/api/clinics", {
    name: "Annan klinik",
    hospital: "SUS",
    region: "Skåne",
  });
  expect(res.status, await res.clone().text()).toBe(201);
  otherClinicId = ((await res.json()) as { clinic: { id: string } }).clinic.id;
  const templatePath = `/api/clinics/${DEFAULT_CLINIC_ID}/plan-template`;
  const { version } = (await (await admin.get(templatePath)).json()) as { version: number };
  const plan = {
    rotationStart: { year: 1, quarter: 1 },
    rotations: [{ name: "Kardiologi", months: 3 }],
    courses: [],
    goals: [{ goalId: "STa1", year: 1, quarter: 3 }],
    examinations: [],
  };
  expect((await admin.put(templatePath, { template: plan, version })).status).toBe(200);
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
        const world: World = { doctors: [], supervisors: [], applications: new Map() };
        for (let i = 0; i < 3; i++) {
          const doctor = await t.createUser({ role: "ST_DOCTOR" });
          if (i < 2) await t.chooseModel(doctor.id, "2021");
          world.doctors.push(doctor.id);
        }
        for (let i = 0; i < 2; i++)
          world.supervisors.push((await t.createUser({ role: "SUPERVISOR" })).id);
        const last = new Map<string, { tag: string; body: unknown }>();

        const check = async (step: string) => {
          for (const doctorId of world.doctors) {
            for (const { route, path, build } of ANSWERS) {
              const key = `${doctorId} ${path}`;
              const held = last.get(key);
              const res = await admin.request(
                "GET",
                `/api/st-doctors/${doctorId}/${path}`,
                undefined,
                held ? { "if-none-match": held.tag } : {},
              );
              const fresh = JSON.parse(
                answerBody(route, await build(t.deps.db, adminActor, doctorId)),
              ) as unknown;
              if (res.status === 304) {
                notModified++;
                expect(fresh, `${step}: 304 for a changed ${key}`).toEqual(held?.body);
                continue;
              }
              expect(res.status, `${step}: ${key}`).toBe(200);
              const body = (await res.json()) as unknown;
              expect(body, `${step}: a stale ${key}`).toEqual(fresh);
              if (held && JSON.stringify(held.body) !== JSON.stringify(body)) changed++;
              last.set(key, { tag: res.headers.get("etag")?.replace(/^W\//, "") ?? "", body });
            }
          }
        };
        const checkCohort = async (step: string) => {
          const held = last.get("cohort");
          const res = await admin.request(
            "GET",
            "/api/cohort?pageSize=100",
            undefined,
            held ? { "if-none-match": held.tag } : {},
          );
          const fresh = JSON.parse(
            answerBody(
              cohortRoutes.cohort,
              await getCohortPage(
                t.deps.db,
                adminActor,
                ZCohortPageQuerySchema.parse({ pageSize: "100" }),
              ),
            ),
          ) as unknown;
          if (res.status === 304) {
            notModified++;
            expect(fresh, `${step}: 304 for a changed cohort`).toEqual(held?.body);
            return;
          }
          expect(res.status, `${step}: cohort`).toBe(200);
          const body = (await res.json()) as unknown;
          expect(body, `${step}: a stale cohort`).toEqual(fresh);
          if (held && JSON.stringify(held.body) !== JSON.stringify(body)) changed++;
          last.set("cohort", { tag: res.headers.get("etag")?.replace(/^W\//, "") ?? "", body });
        };
        await check("at the start");
        await checkCohort("at the start");
        for (const w of sequence) {
          await w.run(world);
          await check(`after ${w.kind}`);
          await checkCohort(`after ${w.kind}`);
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
