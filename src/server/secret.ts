import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The key that signs session cookies. Set AUTH_SECRET when several instances share a database;
 * otherwise one is generated on first start and kept in DATA_DIR, readable by the owner only.
 */
export function loadOrCreateSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const path = join(dataDir, "auth-secret");
  try {
    return readFileSync(path, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(path, secret, { mode: 0o600, flag: "wx" });
  return secret;
}
