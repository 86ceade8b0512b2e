import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/fixtures/test-app";
import { formalities, reminderDigests, supervisorAssignments } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import type { Mail } from "../../lib/mail";
import { startReminderScheduler } from "./reminder-scheduler";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("runs passes on its timer, and stopping waits for the pass under way, then runs no more", async () => {
  const supervisor = await t.createUser({ role: "SUPERVISOR" });
  const doctor = await t.createUser({ role: "ST_DOCTOR" });
  await t.deps.db
    .insert(formalities)
    .values({ userId: doctor.id, stModel: "2021", stStartDate: "2024-01-01", version: 1 });
  await t.deps.db
    .insert(supervisorAssignments)
    .values({ stDoctorId: doctor.id, supervisorId: supervisor.id });
  let passes = 0;
  const clock = () => {
    passes += 1;
    return new Date("2026-11-20T11:00:00Z");
  };
  const sent: Mail[] = [];
  let sending: (() => void) | undefined;
  const started = new Promise<void>((done) => {
    sending = done;
  });
  const mailer = {
    async send(mail: Mail) {
      sending?.();
      // A slow mail server: the stop below comes while this send is under way.
      await new Promise((done) => setTimeout(done, 200));
      sent.push(mail);
    },
  };
  const scheduler = startReminderScheduler(
    { db: t.deps.db, mailer, logger: createLogger("silent"), publicUrl: "http://localhost:3000" },
    { intervalMs: 20, clock },
  );
  await started;
  await scheduler.stop();
  expect(sent.map((m) => m.to)).toEqual([supervisor.email]);
  const [digest] = await t.deps.db.select().from(reminderDigests);
  expect(digest?.sentAt).not.toBeNull();
  const after = passes;
  await new Promise((done) => setTimeout(done, 100));
  expect(passes).toBe(after);
});
