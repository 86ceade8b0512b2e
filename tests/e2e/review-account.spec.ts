import { type Browser, expect, test } from "@playwright/test";
import { USER_MESSAGES } from "../../src/shared/messages/users";
import { DEMO, DEMO_PASSWORD, expectNoSeriousA11yViolations, signIn, signOut } from "./fixtures";

/** A specialist at their own computer signs in through the 'Granskning' tab. */
async function specialistSignsIn(browser: Browser, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("tab", { name: "Granskning" }).click();
  await page.getByRole("textbox", { name: "Lösenord", exact: true }).fill(password);
  await page.getByRole("button", { name: "Logga in" }).click();
  // Straight to work: no forced password change.
  await expect(page).toHaveURL(/\/signing-rights-assessment/);
  await expect(page.getByRole("heading", { name: "Byt lösenord" })).toHaveCount(0);
  await context.close();
}

async function setReviewPassword(page: import("@playwright/test").Page, password: string) {
  // An admin starts in the admin panel.
  await expect(page).toHaveURL(/\/admin/);
  await page.getByRole("button", { name: "Sätt lösenord för Granskning" }).click();
  const dialog = page.getByRole("dialog", { name: USER_MESSAGES.reviewPasswordTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(USER_MESSAGES.reviewPasswordIntro)).toBeVisible();
  await expect(dialog.getByText(/engångslösenord/i)).toHaveText(USER_MESSAGES.reviewPasswordIntro);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel("Nytt lösenord").fill(password);
  await dialog.getByRole("button", { name: USER_MESSAGES.reviewPasswordTitle }).click();
  await expect(page.getByText(USER_MESSAGES.reviewPasswordSet)).toBeVisible();
}

test("the admin sets the shared review password, which every specialist then uses", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // three sign-ins in three browsers
  await signIn(page, DEMO.admin);
  await setReviewPassword(page, "delat-granskning");
  await signOut(page);
  await specialistSignsIn(browser, "delat-granskning");
  await specialistSignsIn(browser, "delat-granskning");

  // Back to the demo password for the other tests.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, DEMO.admin);
  await setReviewPassword(admin, DEMO_PASSWORD);
  await context.close();
});

test("a director is not offered the review account's password", async ({ page }) => {
  await signIn(page, DEMO.director);
  await page.goto("/director");
  await expect(page.getByRole("cell", { name: /granskning@/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sätt lösenord för Granskning" })).toHaveCount(0);
});
