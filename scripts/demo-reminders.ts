import { randomUUID } from "node:crypto";
import { join } from "node:path";
import type { Db } from "../src/server/db/client";
import type { Env } from "../src/server/env";
import { runReminderPass } from "../src/server/features/reminders/reminder-pass";
import { createLogger } from "../src/server/lib/logger";
import { createMailer } from "../src/server/lib/mail";

/**
 * The demo's one reminder pass, as the server's first pass would send it a little later: the
 * outbox (or SMTP_URL) holds the day's reminders as soon as `npm run demo` ends. A second demo run
 * the same day sends nothing again. Returns how many mails it sent.
 */
export async function sendDemoReminders(db: Db, env: Env, now = new Date()): Promise<number> {
  const logger = createLogger("warn");
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: join(env.dataDir, "outbox"),
    from: env.MAIL_FROM,
    logger,
  });
  return runReminderPass(
    { db, mailer, logger, publicUrl: env.publicUrl },
    { now, instanceId: `demo-${randomUUID()}` },
  );
}
