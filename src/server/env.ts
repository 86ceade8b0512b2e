import { resolve } from "node:path";
import { z } from "zod";
import { PASSWORD_SIGN_IN_MODES } from "../shared/schemas/provider-sign-in";
import type { OidcSettings } from "./auth/oidc";
import type { S3Settings } from "./lib/file-store-s3-client";

/** The only reader of process.env: every setting, its default and its check live here. */
const optionalUrl = z.url().optional();
const booleanText = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default("ST-portalen <no-reply@localhost>"),
  PUBLIC_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  REVIEW_ACCOUNT_EMAIL: z.email().default("granskning@st-portalen.local"),
  AUTH_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: booleanText.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Uploaded files in an S3-compatible store (decision 142); unset keeps them in DATA_DIR/files.
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "3–63 tecken: små bokstäver, siffror, punkt och bindestreck",
    )
    .optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanText.optional(),
  // How often each instance looks for reminders to send (decision 209); 0 turns the mails off.
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
  // Sign-in through the region's identity provider (decisions 243–248); unset keeps passwords only.
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_SCOPES: z
    .string()
    .regex(/(^|\s)openid(\s|$)/, "måste innehålla openid")
    .default("openid email profile"),
  OIDC_EMAIL_CLAIM: z.string().min(1).max(100).default("email"),
  OIDC_BUTTON_LABEL: z.string().min(1).max(60).default("Logga in med e-legitimation"),
  PASSWORD_SIGN_IN: z.enum(PASSWORD_SIGN_IN_MODES).default("all"),
});

export type Env = z.infer<typeof EnvSchema> & {
  publicUrl: string;
  dataDir: string;
  /** Set when uploaded files live in an S3-compatible store. */
  s3: S3Settings | undefined;
  /** Set when users may sign in through the region's identity provider. */
  oidc: OidcSettings | undefined;
};

export class ConfigError extends Error {}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "use the default", as if it were not set.
  const blanksRemoved = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ""),
  );
  const parsed = EnvSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join(".") ?? "okänd variabel";
    throw new ConfigError(`Ogiltig konfiguration: ${name} – ${issue?.message ?? "ogiltigt värde"}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      "Ogiltig konfiguration: ADMIN_EMAIL och ADMIN_PASSWORD måste anges tillsammans",
    );
  }
  return {
    ...env,
    dataDir: resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    s3: s3Settings(env, Object.keys(blanksRemoved)),
    oidc: oidcSettings(env, Object.keys(blanksRemoved)),
  };
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function oidcSettings(env: z.infer<typeof EnvSchema>, given: string[]): OidcSettings | undefined {
  if (!env.OIDC_ISSUER) {
    const stray = given.find((name) => name.startsWith("OIDC_"));
    if (stray) {
      throw new ConfigError(`Ogiltig konfiguration: ${stray} är satt men inte OIDC_ISSUER`);
    }
    // Without a provider nobody could sign in at all.
    if (env.PASSWORD_SIGN_IN !== "all") {
      throw new ConfigError(
        "Ogiltig konfiguration: PASSWORD_SIGN_IN kan bara vara all när OIDC_ISSUER inte är satt",
      );
    }
    return undefined;
  }
  if (!env.OIDC_CLIENT_ID) {
    throw new ConfigError("Ogiltig konfiguration: OIDC_CLIENT_ID måste anges med OIDC_ISSUER");
  }
  const issuer = new URL(env.OIDC_ISSUER);
  // Plain http only to a provider on this machine (development, tests): elsewhere the discovery,
  // the keys and the token could be changed on the way.
  if (issuer.protocol !== "https:" && !LOOPBACK_HOSTS.has(issuer.hostname)) {
    throw new ConfigError("Ogiltig konfiguration: OIDC_ISSUER måste vara en https-adress");
  }
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    scopes: env.OIDC_SCOPES.trim().split(/\s+/).join(" "),
    emailClaim: env.OIDC_EMAIL_CLAIM,
    buttonLabel: env.OIDC_BUTTON_LABEL,
  };
}

function s3Settings(env: z.infer<typeof EnvSchema>, given: string[]): S3Settings | undefined {
  if (!env.S3_BUCKET) {
    const stray = given.find((name) => name.startsWith("S3_"));
    if (stray) {
      throw new ConfigError(`Ogiltig konfiguration: ${stray} är satt men inte S3_BUCKET`);
    }
    return undefined;
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      "Ogiltig konfiguration: S3_ACCESS_KEY_ID och S3_SECRET_ACCESS_KEY måste anges tillsammans",
    );
  }
  // Files shared between instances mean sessions shared between them: a key generated per
  // instance would end every session that reaches another instance.
  if (!env.AUTH_SECRET) {
    throw new ConfigError(
      "Ogiltig konfiguration: AUTH_SECRET måste anges när S3_BUCKET är satt (alla instanser ska ha samma)",
    );
  }
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    // Stores other than Amazon's (MinIO, Ceph, s3rver) mostly want the bucket in the path.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
