import { inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newWorld, prepareWrites, recordWrites } from "../../../../tests/fixtures/record-writes";
import { createTestApp, type TestApp, type TestClient } from "../../../../tests/fixtures/test-app";
import { ZCohortPageQuerySchema } from "../../../shared/schemas/cohort";
import type { SessionActor } from "../../context";
import { cohortFigures, users } from "../../db/schema";
import { todayInSweden } from "../records";
import { type CohortFiguresRow, computeCohortRows } from "./cohort.service";
import { getCohortPage } from "./cohort-page.service";

/*
 * The stored cohort figures (decision 258) against the shared rules: after any sequence of writes
 * of every kind, a row the store calls today's equals the row worked out from scratch, and a read
 * brings every row of its scope there. Writes go through the API; IUP follow-ups and certificates,
 * whose own rules are tested elsewhere, straight into their tables (the triggers are on tables).
 */

let t: TestApp;
let admin: TestClient;
let adminActor: SessionActor;
let otherClinicId: string;
const today = todayInSweden();

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, adminActor, otherClinicId } = await prepareWrites(t));
});
afterAll(() => t.close());

const succeeded = new Set<string>();

async function stored(ids: string[]) {
  const rows = await t.deps.db
    .select({
      id: cohortFigures.doctorId,
      on: cohortFigures.computedOn,
      row: cohortFigures.figures,
    })
    .from(cohortFigures)
    .where(inArray(cohortFigures.doctorId, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The rows the shared rules give now, from the records. */
async function fromScratch(ids: string[]): Promise<Map<string, CohortFiguresRow>> {
  const rows = await computeCohortRows(t.deps.db, inArray(users.id, ids), today);
  return new Map(rows.map((r) => [r.doctorId, r]));
}

/** Every row the store calls today's equals the rules' row; returns how many were today's. */
async function expectFreshRowsEqual(ids: string[], step: string): Promise<number> {
  const [store, rules] = await Promise.all([stored(ids), fromScratch(ids)]);
  let fresh = 0;
  for (const id of ids) {
    const row = store.get(id);
    if (row?.on !== today) continue;
    fresh++;
    expect(row.row, `${step}: ${id}`).toEqual(rules.get(id));
  }
  return fresh;
}

const readPage = () =>
  getCohortPage(t.deps.db, adminActor, ZCohortPageQuerySchema.parse({ pageSize: "1" }));

describe("the stored cohort figures", () => {
  it("equal the shared rules' figures after every kind of write", async () => {
    const writes = recordWrites({ t, admin, otherClinicId, succeeded });
    let staleAfterWrite = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(writes, { minLength: 4, maxLength: 10 }), async (writes) => {
        const world = await newWorld(t);
        for (const w of writes) {
          // A read first, so every row is today's and the write has something to make stale.
          await readPage();
          expect(await expectFreshRowsEqual(world.doctors, `before ${w.kind}`)).toBe(3);
          await w.run(world);
          staleAfterWrite += 3 - (await expectFreshRowsEqual(world.doctors, `after ${w.kind}`));
        }
        await readPage();
        expect(await expectFreshRowsEqual(world.doctors, "at the end")).toBe(3);
      }),
      { numRuns: 12 },
    );
    // The writes were varied, and did make rows stale (else the comparison proves little).
    expect(succeeded.size, [...succeeded].join(", ")).toBeGreaterThan(12);
    expect(staleAfterWrite).toBeGreaterThan(0);
  }, 240_000);
});
