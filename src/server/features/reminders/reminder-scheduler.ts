import { randomUUID } from "node:crypto";
import { type ReminderPassDeps, runReminderPass } from "./reminder-pass";

/** The first pass waits this long after start at most: start-up is not slowed by it. */
const FIRST_PASS_DELAY_MS = 30_000;

export interface ReminderScheduler {
  /** Stops the timer and waits for a pass under way to end. */
  stop(): Promise<void>;
}

/**
 * Runs a reminder pass every `intervalMs` (decision 209): the timer only says when to look; what
 * to send and who sends it is decided in the database, so every instance may run one. Passes never
 * overlap within an instance, and the timer does not keep the process alive.
 */
export function startReminderScheduler(
  deps: ReminderPassDeps,
  options: { intervalMs: number; clock?: () => Date },
): ReminderScheduler {
  const instanceId = randomUUID();
  const clock = options.clock ?? (() => new Date());
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const pass = async () => {
    try {
      const sent = await runReminderPass(deps, { now: clock(), instanceId });
      if (sent > 0) deps.logger.info({ sent }, "reminder digests sent");
    } catch (error) {
      // A database away or a bug in one pass must not end the schedule: the next pass tries again.
      deps.logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        "reminder pass failed",
      );
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = null;
        schedule(options.intervalMs);
      });
    }, delay);
    timer.unref();
  };
  schedule(Math.min(options.intervalMs, FIRST_PASS_DELAY_MS));

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
