import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "./e2e-env";

/** The demo clinic the e2e server starts with (scripts/demo-data.ts); every password is demo1234. */
export const DEMO_PASSWORD = "demo1234";
export const DEMO = {
  admin: "admin@demo.local",
  director: "studierektor@demo.local",
  supervisor: "handledare@demo.local",
  specialist: "specialist@demo.local",
  doctor2015: "st2015@demo.local",
  doctor2021a: "st2021a@demo.local",
  doctor2021b: "st2021b@demo.local",
} as const;

/** Signs in through the login screen's 'Normal inloggning' tab and waits for the app shell. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("E-postadress").fill(email);
  await page.getByRole("textbox", { name: "Lösenord", exact: true }).fill(password);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page.getByRole("button", { name: "Logga ut" })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logga ut" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The sidebar's navigation landmark. */
export function sidebar(page: Page) {
  return page.getByRole("navigation", { name: "Huvudmeny" });
}

/** Fails on any serious or critical accessibility violation of what the page shows now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** The newest mail to an address in the e2e server's outbox, and the first link in it. */
export function latestMailLink(to: string): string | undefined {
  const dir = join(E2E_DATA_DIR, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return undefined;
  }
  for (const file of files.reverse()) {
    const raw = readFileSync(join(dir, file), "utf8");
    if (!raw.toLowerCase().includes(to.toLowerCase())) continue;
    const body = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    return body.match(/https?:\/\/\S+/)?.[0];
  }
  return undefined;
}
