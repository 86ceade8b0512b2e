import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ASSESSMENT_FORMS } from "../../src/shared/rules/structured-assessment-forms";
import {
  adminApi,
  expectNoSeriousA11yViolations,
  send,
  sidebar,
  signInNewDoctor,
} from "./fixtures";

/**
 * What a doctor types without network is kept on the device as 'Sparad lokalt' and sent when the
 * network returns (decision 220): once, with the key of the form it was typed in, or kept with the
 * server's reason when refused. The context's network is switched off as a phone's would be; the
 * test's own API requests (page.request) go past it, as another device's would.
 */

let admin: APIRequestContext;
// This file is about the service worker, which the other browser tests block.
test.use({ serviceWorkers: "allow" });

test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(() => admin.dispose());

/** Counts the creates the page sends to this path, with their keys. */
async function countCreates(page: Page, pattern: string) {
  const keys: string[] = [];
  await page.route(pattern, (route) => {
    if (route.request().method() === "POST") {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
    }
    return route.fallback();
  });
  return keys;
}

async function openSitIns(page: Page) {
  await sidebar(page).getByRole("link", { name: "Sit-ins/Bedömningar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sit-ins/Bedömningar" })).toBeVisible();
}

test("a sit-in recorded offline is kept as 'Sparad lokalt' and sent once when the network returns", async ({
  page,
  context,
}) => {
  const doctor = await signInNewDoctor(page, admin, "Utan");
  await page.goto("/dashboard");
  await openSitIns(page);
  // The app's service worker controls the page, so a reload without network opens the shell.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Sit-ins/Bedömningar" })).toBeVisible();
  const creates = await countCreates(page, "**/records/sit-in");

  await context.setOffline(true);
  await page.getByRole("button", { name: "Registrera sit-in" }).click();
  const form = page.getByRole("dialog", { name: "Registrera sit-in" });
  await form.getByRole("textbox", { name: "Ämne" }).fill("Sit-in i korridoren");
  await form.getByRole("textbox", { name: "Handledare" }).fill("Hanna Handledare");
  await form.getByLabel("Datum").fill("2026-02-10");
  await form.getByRole("textbox", { name: "Anteckningar" }).fill("Skrivet utan nät.");
  await form.getByRole("button", { name: "Spara" }).click();

  // The dialog closes with a clear message; the sit-in waits on the device, above the list.
  await expect(form).toBeHidden();
  await expect(page.getByText(/Ingen anslutning: sit-in är sparad lokalt/).first()).toBeVisible();
  const drafts = page.getByRole("region", { name: "Sparade lokalt" });
  const draft = drafts.getByTestId("offline-draft");
  await expect(draft).toHaveCount(1);
  await expect(draft).toContainText("Sit-in i korridoren");
  await expect(draft).toContainText("Sparad lokalt");
  expect(creates).toHaveLength(0);
  await expectNoSeriousA11yViolations(page, "[data-testid=offline-drafts]", "Sparade lokalt");

  // Reloaded without network, the page opens from the app's shell and shows the draft again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Sit-ins/Bedömningar" })).toBeVisible();
  await expect(page.getByText("Ingen anslutning").first()).toBeVisible();
  await expect(draft).toHaveCount(1);
  await expect(draft).toContainText("Sit-in i korridoren");

  await context.setOffline(false);
  await expect(drafts.getByTestId("offline-draft-sent")).toContainText("Sparad");
  await expect(draft).toHaveCount(0);
  await expect(page.getByRole("cell", { name: "Sit-in i korridoren", exact: true })).toBeVisible();
  const record = await (await page.request.get(`/api/st-doctors/${doctor.id}/record`)).json();
  expect(
    (record.sitIns as { topic: string }[]).filter((s) => s.topic === "Sit-in i korridoren"),
  ).toHaveLength(1);
  expect(creates).toHaveLength(1);
  expect(creates[0]).toMatch(/^[\w-]{8,}$/);

  // Nothing is left to send: the next time the network returns sends nothing again.
  await context.setOffline(true);
  await context.setOffline(false);
  await page.waitForLoadState("networkidle");
  expect(creates).toHaveLength(1);
});

test("a draft the server refuses stays with the server's reason, and can be removed", async ({
  page,
  context,
}) => {
  const doctor = await signInNewDoctor(page, admin, "Nekad");
  await page.goto("/dashboard");
  await openSitIns(page);
  const section = page.getByRole("region", { name: "Strukturerade bedömningar" });
  await expect(section.getByText(/^Laddar/)).toHaveCount(0);

  await context.setOffline(true);
  await section.getByRole("button", { name: "Ny CbD" }).click();
  const form = page.getByRole("dialog", { name: "Ny CbD" });
  // Every domain's rating: `all()` does not wait, so first wait until the form shows them all.
  const ratings = form.getByRole("radio", { name: "4 – På förväntad nivå" });
  await expect(ratings).toHaveCount(ASSESSMENT_FORMS.cbd.domains.length);
  for (const radio of await ratings.all()) {
    await radio.check();
  }
  await form.getByRole("radio", { name: "Medel" }).check();
  await form.getByRole("textbox", { name: "Bedömarens namn" }).fill("Karin Holm");
  await form.getByRole("combobox", { name: "Bedömarens roll" }).click();
  await page.getByRole("option", { name: "Huvudhandledare" }).click();
  await form.getByRole("button", { name: "Spara" }).click();
  await expect(form).toBeHidden();
  const draft = section.getByTestId("offline-draft");
  await expect(draft).toContainText("Sparad lokalt");

  // Meanwhile, on another device, the ST start is moved past the assessment's date (today).
  const record = await (await page.request.get(`/api/st-doctors/${doctor.id}/record`)).json();
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await send(page.request, "PUT", `/api/st-doctors/${doctor.id}/formalities`, {
    version: record.formalities.version,
    stModel: "2021",
    stStartDate: tomorrow,
    stDurationMonths: 60,
    headOfDepartment: "",
    directorOfStudies: "",
  });

  await context.setOffline(false);
  await expect(draft).toContainText("Kunde inte sparas");
  await expect(draft.getByTestId("offline-draft-reason")).toContainText(/ST/);
  const stored = await (
    await page.request.get(`/api/st-doctors/${doctor.id}/structured-assessments`)
  ).json();
  expect(stored.assessments).toHaveLength(0);

  // Opened again, the form holds what was typed.
  await draft.getByRole("button", { name: /^Öppna / }).click();
  await expect(form.getByRole("textbox", { name: "Bedömarens namn" })).toHaveValue("Karin Holm");
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();

  await draft.getByRole("button", { name: /^Ta bort / }).click();
  await page
    .getByRole("dialog", { name: "Ta bort utkastet?" })
    .getByRole("button", { name: "Ta bort" })
    .click();
  await expect(draft).toHaveCount(0);
});
