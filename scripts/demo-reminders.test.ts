import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { readEnv } from "../src/server/env";
import { createTestApp, type TestApp } from "../tests/fixtures/test-app";
import { seedDemo } from "./demo-data";
import { sendDemoReminders } from "./demo-reminders";

const TODAY = "2026-11-28";

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(join(tmpdir(), "st-demo-reminders-"));
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await t.close();
});

it("after the demo is seeded, the outbox holds a reminder, and a second run the same day adds none", async () => {
  await seedDemo(t.deps.db, "granskning@demo.local", { today: TODAY });
  const env = readEnv({ DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:3000" });
  const now = new Date(`${TODAY}T09:00:00Z`);
  expect(await sendDemoReminders(t.deps.db, env, now)).toBeGreaterThan(0);
  const files = readdirSync(join(dataDir, "outbox"));
  const mails = files.map((f) => readFileSync(join(dataDir, "outbox", f), "utf8"));
  // Ali Hassan started on 1 September with no meeting yet: his supervisor hears of it.
  const toLars = mails.find((m) => m.includes("To: handledare2@demo.local"));
  expect(toLars).toBeDefined();
  expect(toLars).toContain("Ali Hassan");
  // Maja Berg and her main supervisor hear of her overdue action and her coming IUP follow-up.
  for (const to of ["st2021a@demo.local", "handledare@demo.local"]) {
    const mail = decodeQuotedPrintable(mails.find((m) => m.includes(`To: ${to}`)) ?? "");
    expect(mail).toContain("Överenskommen åtgärd för Maja Berg");
    expect(mail).toContain("Uppföljning av IUP:n för Maja Berg");
  }
  expect(await sendDemoReminders(t.deps.db, env, now)).toBe(0);
  expect(readdirSync(join(dataDir, "outbox"))).toHaveLength(files.length);
});

/** The body as written (quoted-printable, RFC 2045): soft breaks joined, each =XX a UTF-8 byte. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
