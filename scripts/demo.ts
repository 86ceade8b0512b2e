import { openDatabase } from "../src/server/db/client";
import { readEnv } from "../src/server/env";
import { seedCatalogue } from "../src/server/features/catalogue/catalogue.repo";
import { seedGoalCatalogue } from "../src/server/features/catalogue/goal-catalogue.repo";
import { SHIPPED_GOALS } from "../src/shared/curriculum/goals";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../src/shared/curriculum/shipped-procedures";
import { DEMO_PASSWORD, seedDemo } from "./demo-data";
import { sendDemoReminders } from "./demo-reminders";

/** `npm run demo`: adds the demo clinic to the configured database (stop the server first on PGlite). */
const env = readEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
  // The demo records point at the examination catalogue, which a never-started portal lacks yet.
  await seedCatalogue(database.db, DEFAULT_PROCEDURE_CATALOGUE);
  await seedGoalCatalogue(database.db, SHIPPED_GOALS);
  const created = await seedDemo(database.db, env.REVIEW_ACCOUNT_EMAIL);
  if (created.length === 0) {
    process.stdout.write("Demodata fanns redan; inget nytt skapades.\n");
  } else {
    process.stdout.write(`Skapade ${created.length} demokonton (lösenord ${DEMO_PASSWORD}):\n`);
    for (const email of created) process.stdout.write(`  ${email}\n`);
  }
  const reminders = await sendDemoReminders(database.db, env);
  const where = env.SMTP_URL ? "via SMTP" : `till utkorgen ${env.dataDir}/outbox`;
  process.stdout.write(`Skickade ${reminders} påminnelsebrev ${where}.\n`);
} finally {
  await database.close();
}
