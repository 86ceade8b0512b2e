import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { SHIPPED_GOALS } from "../shared/curriculum/goals";
import { DEFAULT_PROCEDURE_CATALOGUE } from "../shared/curriculum/shipped-procedures";
import { createApp } from "./app";
import { createAuth } from "./auth/auth";
import { checkOidcProvider, createOidcClient } from "./auth/oidc";
import { bootstrapFirstAdmin } from "./bootstrap";
import { DatabaseUnreachableError, openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/lock";
import { ConfigError, readEnv } from "./env";
import { createDocumentsRenderer } from "./features/application/documents-renderer";
import { seedCatalogue } from "./features/catalogue/catalogue.repo";
import { seedGoalCatalogue } from "./features/catalogue/goal-catalogue.repo";
import { settleStoredFiles } from "./features/files/stored-files";
import { createPortfolioRenderer } from "./features/portfolio/portfolio-renderer";
import { startReminderScheduler } from "./features/reminders";
import { appRoot } from "./lib/app-root";
import { createLocalFileStore, type FileStore, FileStoreUnreachableError } from "./lib/file-store";
import { keepIdleConnectionsOpen } from "./lib/idle-connections";
import { createLogger } from "./lib/logger";
import { createMailer } from "./lib/mail";
import { loadOrCreateSecret } from "./secret";

async function main() {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  // Before the database: a bucket that cannot be used stops the start before anything is migrated.
  const files = await openFileStore(env);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    logger,
  });
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: join(env.dataDir, "outbox"),
    from: env.MAIL_FROM,
    logger,
  });
  const auth = createAuth({
    db: database.db,
    secret: loadOrCreateSecret(env.dataDir, env.AUTH_SECRET),
    publicUrl: env.publicUrl,
    mailer,
    logger,
    passwordSignIn: env.PASSWORD_SIGN_IN,
  });
  const oidc = env.oidc ? createOidcClient(env.oidc, env.publicUrl) : undefined;
  const webDir = join(appRoot, "dist/web");
  if (!existsSync(join(webDir, "index.html"))) {
    logger.warn(
      { webDir },
      "the web app is not built; run `npm run build` (the API works without it)",
    );
  }
  const portfolios = createPortfolioRenderer();
  const documents = createDocumentsRenderer();
  const app = createApp({
    db: database.db,
    auth,
    mailer,
    files,
    logger,
    portfolios,
    documents,
    oidc,
    ping: database.ping,
    config: {
      passwordSignIn: env.PASSWORD_SIGN_IN,
      publicUrl: env.publicUrl,
      dataDir: env.dataDir,
      reviewAccountEmail: env.REVIEW_ACCOUNT_EMAIL,
      trustProxy: env.TRUST_PROXY,
      webDir: existsSync(join(webDir, "index.html")) ? webDir : undefined,
    },
  });

  await seedCatalogue(database.db, DEFAULT_PROCEDURE_CATALOGUE);
  await seedGoalCatalogue(database.db, SHIPPED_GOALS);
  // Uploads and removals a crash interrupted: finish the committed ones, remove the rest.
  await settleStoredFiles(
    { db: database.db, files, logger },
    { exclusive: database.kind === "pglite" },
  );
  const admin = await bootstrapFirstAdmin(database.db, logger, {
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
  });
  if (admin?.generatedPassword) {
    // Printed once, to the console only: the account must choose a new password at first sign-in.
    process.stdout.write(
      `\nFörsta administratören har skapats.\n  E-post:     ${admin.email}\n  Lösenord:   ${admin.generatedPassword}\nLösenordet visas bara nu och måste bytas vid första inloggningen.\n\n`,
    );
  }

  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    logger.info(
      { port: info.port, database: database.kind, dataDir: env.dataDir },
      `ST-portalen körs på ${env.publicUrl}`,
    );
  });
  // Not awaited: a provider that is away is reported in one line and the portal starts anyway.
  if (oidc) void checkOidcProvider(oidc, logger);
  // serve() makes a plain HTTP/1 server unless given createServer, so it has these timeouts.
  keepIdleConnectionsOpen(server as Server);
  const reminders =
    env.REMINDER_INTERVAL_SECONDS > 0
      ? startReminderScheduler(
          { db: database.db, mailer, logger, publicUrl: env.publicUrl },
          { intervalMs: env.REMINDER_INTERVAL_SECONDS * 1000 },
        )
      : undefined;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    server.close(async () => {
      // A pass under way finishes its mail before the database goes.
      await reminders?.stop();
      await portfolios.close();
      await documents.close();
      await database.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

/**
 * Uploaded files: in the S3-compatible store when S3_BUCKET is set, checked before the server
 * listens (decision 142); otherwise in DATA_DIR/files. The SDK is loaded only when it is used.
 */
async function openFileStore(env: ReturnType<typeof readEnv>): Promise<FileStore> {
  if (!env.s3) return createLocalFileStore(env.dataDir);
  const { createS3FileStore } = await import("./lib/file-store-s3");
  const store = createS3FileStore(env.s3);
  await store.verify();
  return store;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else if (error instanceof FileStoreUnreachableError) {
    process.stderr.write(
      `Kunde inte använda S3_BUCKET ${error.bucket}${error.endpoint ? ` på ${error.endpoint}` : ""}: ${error.reason}\n`,
    );
  } else if (error instanceof DatabaseUnreachableError) {
    // One line an operator can act on: which setting, which server, and why.
    process.stderr.write(
      `Kunde inte ansluta till databasen i DATABASE_URL (${withoutPassword(error.url)}): ${error.reason}\n`,
    );
  } else {
    process.stderr.write(
      `Kunde inte starta ST-portalen: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "ogiltig adress";
  }
}
