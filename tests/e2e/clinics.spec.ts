import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO, sidebar, signIn } from "./fixtures";

/**
 * Clinics (issue 27): each clinic's director sees only their clinic's ST doctors on 'ST-läkare';
 * the region administrator moves a doctor from Lund to Malmö in the admin panel, and the two
 * directors' views change accordingly, without signing in again.
 */
const MALMO_DIRECTOR = "studierektor.malmo@demo.local";
const REGION_ADMIN = "region@demo.local";
const MOVED_EARLIER = "Fredrik Flodin";

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

async function cohortNames(page: Page) {
  await page.goto("/");
  await sidebar(page).getByRole("link", { name: "ST-läkare", exact: true }).click();
  const table = page.getByRole("table", { name: "ST-läkare" });
  await expect(table).toBeVisible();
  return table;
}

test("two directors see their own clinic; a region administrator moves a doctor and both views follow", async ({
  browser,
}) => {
  const lund = await signedInPage(browser, DEMO.director);
  // A new doctor of Lund, made by Lund's director.
  const stamp = `${Date.now()}`.slice(-6);
  const lastName = `Flyttas ${stamp}`;
  const origin = new URL(lund.url()).origin;
  const made = await lund.request.post("/api/users", {
    data: { email: `flytt.${stamp}@demo.local`, firstName: "Klara", lastName, role: "ST_DOCTOR" },
    headers: { Origin: origin },
  });
  expect(made.status()).toBe(201);
  const name = `Klara ${lastName}`;

  const lundTable = await cohortNames(lund);
  await expect(lundTable).toContainText(name);
  await expect(lundTable).not.toContainText(MOVED_EARLIER);

  const malmo = await signedInPage(browser, MALMO_DIRECTOR);
  const malmoTable = await cohortNames(malmo);
  await expect(malmoTable).toContainText(MOVED_EARLIER);
  await expect(malmoTable).not.toContainText(name);

  // The region administrator moves the doctor in the admin panel.
  const region = await signedInPage(browser, REGION_ADMIN);
  await region.goto("/admin");
  await expect(region.getByRole("region", { name: "Kliniker" })).toBeVisible();
  await region.getByRole("searchbox", { name: "Sök användare" }).fill(lastName);
  const users = region.getByRole("region", { name: "Användare" });
  await users.getByRole("button", { name: `Redigera ${name}` }).click();
  const dialog = region.getByRole("dialog", { name: "Redigera användare" });
  await dialog.getByLabel("Ny klinik").click();
  await region.getByRole("listbox").getByRole("option", { name: /Malmö/ }).click();
  await dialog.getByRole("button", { name: "Flytta" }).click();
  await expect(region.getByText(/ST-läkaren är flyttad till/)).toBeVisible();

  // The same sessions: Lund's director no longer sees the doctor, Malmö's does.
  const lundAfter = await cohortNames(lund);
  const malmoAfter = await cohortNames(malmo);
  await expect(malmoAfter).toContainText(name);
  await expect(lundAfter).not.toContainText(name);
  await expect(lundAfter).not.toContainText(MOVED_EARLIER);
});

test("a region administrator adds a clinic and deletes it again after confirming", async ({
  browser,
}) => {
  const region = await signedInPage(browser, REGION_ADMIN);
  await region.goto("/admin");
  const section = region.getByRole("region", { name: "Kliniker" });
  const name = `Provklinik ${`${Date.now()}`.slice(-6)}`;
  await section.getByRole("button", { name: "Lägg till klinik" }).click();
  const form = region.getByRole("dialog", { name: "Ny klinik" });
  await form.getByLabel("Namn").fill(name);
  await form.getByRole("button", { name: "Spara" }).click();
  await expect(section.getByRole("cell", { name, exact: true })).toBeVisible();
  // Malmö has ST doctors: it offers no deletion.
  await expect(section.getByRole("button", { name: /^Ta bort .*Malmö/ })).toHaveCount(0);

  await section.getByRole("button", { name: `Ta bort ${name}` }).click();
  const confirm = region.getByRole("dialog", { name: "Ta bort klinik" });
  await expect(confirm).toContainText("Det går inte att ångra.");
  // Cancel is focused first, so Enter does not delete.
  await expect(confirm.getByRole("button", { name: "Avbryt" })).toBeFocused();
  await confirm.getByRole("button", { name: "Ta bort" }).click();
  await expect(region.getByText("Kliniken är borttagen.")).toBeVisible();
  await expect(section.getByRole("cell", { name, exact: true })).toHaveCount(0);
});
