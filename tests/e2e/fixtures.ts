import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, request } from "@playwright/test";
import { isoDateInTimeZone } from "../../src/shared/rules/dates";
import { quarterFromDate } from "../../src/shared/rules/quarters";
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_REVIEW_EMAIL } from "./e2e-env";

/** The quarter the tests run in, in Sweden's time, as the portal counts it. */
export const THIS_QUARTER = quarterFromDate(isoDateInTimeZone(new Date()));

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

/**
 * Starts a test signed in, for the many tests not about signing in: a session made directly
 * through the sign-in API (the page's `request` shares its cookies), then the login page, which
 * sends a signed-in user to their start page as the form would.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post("/api/session/sign-in", {
    data: { email, password },
    headers: ORIGIN,
  });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Logga ut" })).toBeVisible();
}

/** Signs in through the login screen's 'Normal inloggning' tab and waits for the app shell. */
export async function signInByForm(page: Page, email: string, password = DEMO_PASSWORD) {
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
/**
 * Picks an ST doctor in 'Granskar ST-läkare' as a user does: typing part of the name, so the server
 * searches (it offers at most 50 doctors, decision 254), then choosing the option.
 */
export async function pickDoctor(page: Page, displayName: string) {
  const field = page.getByRole("combobox", { name: "Granskar ST-läkare" });
  await field.click();
  await field.fill(displayName);
  await page.getByRole("option", { name: displayName, exact: true }).click();
}

export function sidebar(page: Page) {
  return page.getByRole("navigation", { name: "Huvudmeny" });
}

/**
 * Fails on any serious or critical accessibility violation of what the page shows now, or only of
 * what `scope` (a CSS selector, e.g. an open dialog) holds; `label` names the check in a failure.
 * Only violations are collected: axe then skips building the passes it would otherwise report.
 */
export async function expectNoSeriousA11yViolations(page: Page, scope?: string, label?: string) {
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true);
  if (scope) builder.include(scope);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    label,
  ).toEqual([]);
}

/**
 * The newest mail to an address in the e2e server's outbox, and the first link in it. Reminder
 * digests (decision 209), which the e2e server sends every few seconds, are passed over.
 */
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
    if (!raw.toLowerCase().includes(to.toLowerCase()) || raw.includes("<reminder.")) continue;
    const body = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    return body.match(/https?:\/\/\S+/)?.[0];
  }
  return undefined;
}

/** What the browser sends with every write; the server refuses writes from other origins. */
export const ORIGIN = { Origin: E2E_BASE_URL };
/** The one-time password of an account a test makes, and the password its owner chooses. */
export const FIRST_PASSWORD = "forsta-losen";
export const OWN_PASSWORD = "eget-losen-1";

/** The demo administrator's API session, for tests that build their own accounts and records. */
export async function adminApi(): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: ORIGIN });
  const res = await admin.post("/api/session/sign-in", {
    data: { email: DEMO.admin, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return admin;
}

let accounts = 0;

/**
 * A new account made by the administrator, with the one-time password, so a test starts from a
 * blank record. The e-mail is unique even across worker restarts, which start the count again.
 */
export async function createAccount(
  admin: APIRequestContext,
  role: "ST_DOCTOR" | "SUPERVISOR",
  firstName: string,
  lastName: string,
): Promise<{ id: string; email: string; displayName: string }> {
  const email = `${role.toLowerCase()}-${Date.now()}-${++accounts}@demo.local`;
  const res = await admin.post("/api/users", {
    data: { email, role, firstName, lastName, password: FIRST_PASSWORD },
  });
  expect(res.status()).toBe(201);
  const { user } = await res.json();
  return { id: user.id, email, displayName: user.displayName };
}

/** Signs an API session (a page's `page.request` shares the page's cookies) in as a new account and replaces its one-time password with OWN_PASSWORD. */
export async function takeOverAccount(api: APIRequestContext, email: string) {
  const signedIn = await api.post("/api/session/sign-in", {
    data: { email, password: FIRST_PASSWORD },
    headers: ORIGIN,
  });
  expect(signedIn.status()).toBe(200);
  const changed = await api.post("/api/session/password", {
    data: {
      currentPassword: FIRST_PASSWORD,
      newPassword: OWN_PASSWORD,
      confirmPassword: OWN_PASSWORD,
    },
    headers: ORIGIN,
  });
  expect(changed.status()).toBe(200);
}

/**
 * Gives the shared review account ('Granskning') a known password through the administrator's API:
 * another spec changes it, and the specs share one server.
 */
export async function setReviewPassword(admin: APIRequestContext, password: string) {
  const list = await admin.get(`/api/users?search=${encodeURIComponent(E2E_REVIEW_EMAIL)}`);
  expect(list.status()).toBe(200);
  const { users } = await list.json();
  const review = users.find((u: { email: string }) => u.email === E2E_REVIEW_EMAIL);
  const res = await admin.post(`/api/users/${review.id}/password`, { data: { password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs in through the login screen's 'Granskning' tab, as a specialist does. */
export async function reviewSignIn(page: Page, password: string) {
  await page.goto("/login");
  await page.getByRole("tab", { name: "Granskning" }).click();
  await page.getByRole("textbox", { name: "Lösenord", exact: true }).fill(password);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL(/\/signing-rights-assessment/);
}

/** A write through an API session (or a page's `request`); fails the test on any error answer. */
export async function send(
  api: APIRequestContext,
  method: "POST" | "PUT",
  path: string,
  data: unknown,
) {
  const res = await api.fetch(path, { method, data, headers: ORIGIN });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

/**
 * A new 2021-model ST doctor `yearsIn` years into a 60-month ST, signed in on the page with their
 * own password (the page's `request` shares its cookies); its id and e-mail. The last name is
 * unique, so a test can pick the doctor by it.
 */
export async function signInNewDoctor(
  page: Page,
  admin: APIRequestContext,
  firstName: string,
  yearsIn = 1,
): Promise<{ id: string; email: string; displayName: string }> {
  const user = await createAccount(admin, "ST_DOCTOR", firstName, `Läkare${Date.now() % 1e6}`);
  await takeOverAccount(page.request, user.email);
  const record = await (await page.request.get(`/api/st-doctors/${user.id}/record`)).json();
  const start = new Date();
  start.setFullYear(start.getFullYear() - yearsIn);
  await send(page.request, "PUT", `/api/st-doctors/${user.id}/formalities`, {
    version: record.formalities.version,
    stModel: "2021",
    stStartDate: start.toISOString().slice(0, 10),
    stDurationMonths: 60,
    headOfDepartment: "",
    directorOfStudies: "",
  });
  return user;
}
