import { expect, type Page, test } from "@playwright/test";
import { DEMO, expectNoSeriousA11yViolations, signInByForm } from "./fixtures";

/**
 * Sign-in through the region's identity provider: the e2e server starts a real OpenID Connect
 * provider on 127.0.0.1 (scripts/e2e-server.ts) where anyone signs in by typing an address.
 */
async function throughProvider(page: Page, who: string) {
  await page.goto("/login");
  const button = page.getByRole("link", { name: "Logga in med SITHS" });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByRole("heading", { name: "Testleverantör" })).toBeVisible();
  await page.getByLabel("Användare").fill(who);
  await page.getByRole("button", { name: "Fortsätt" }).click();
}

test("the provider's button sits above the password tabs, which still sign in", async ({
  page,
}) => {
  await page.goto("/login");
  const button = page.getByRole("link", { name: "Logga in med SITHS" });
  const tabs = page.getByRole("tablist");
  await expect(button).toBeVisible();
  await expect(page.getByRole("tab", { name: "Granskning" })).toBeVisible();
  const [buttonBox, tabsBox] = [await button.boundingBox(), await tabs.boundingBox()];
  expect(buttonBox!.y).toBeLessThan(tabsBox!.y);
  await expectNoSeriousA11yViolations(page);
  await signInByForm(page, DEMO.doctor2015);
});

test("a known user signs in through the provider, and signing out goes to the provider", async ({
  page,
}) => {
  await throughProvider(page, DEMO.supervisor.toUpperCase());
  await expect(page.getByRole("button", { name: "Logga ut" })).toBeVisible();
  await page.getByRole("button", { name: "Logga ut" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/session\/end/);
  // Back at the portal nobody is signed in.
  await page.goto("/login");
  await expect(page.getByRole("link", { name: "Logga in med SITHS" })).toBeVisible();
});

test("an identity without an account is refused with a page in Swedish", async ({ page }) => {
  await throughProvider(page, "okand@region.se");
  await expect(
    page.getByText("Det finns inget konto för okand@region.se. Kontakta administratören."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Tillbaka till inloggning" }).click();
  await expect(page.getByRole("link", { name: "Logga in med SITHS" })).toBeVisible();
});

test("the admin sees the link and can remove it", async ({ page, browser }) => {
  const context = await browser.newContext();
  const other = await context.newPage();
  await throughProvider(other, DEMO.doctor2021b);
  await expect(other.getByRole("button", { name: "Logga ut" })).toBeVisible();
  await context.close();

  await signInByForm(page, DEMO.admin);
  await page.goto("/admin");
  await page.getByRole("searchbox", { name: "Sök användare" }).fill("st2021b");
  const row = page.getByRole("row").filter({ hasText: DEMO.doctor2021b });
  await expect(row.getByText("Kopplad till identitetsleverantören")).toBeVisible();
  await row.getByRole("button", { name: /^Koppla bort/ }).click();
  const dialog = page.getByRole("dialog", { name: "Koppla bort från identitetsleverantören" });
  await dialog.getByRole("button", { name: "Koppla bort" }).click();
  await expect(
    page.getByText("Kontot har kopplats bort från identitetsleverantören."),
  ).toBeVisible();
  await expect(row.getByText("Kopplad till identitetsleverantören")).toHaveCount(0);
});
