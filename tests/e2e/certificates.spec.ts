import { expect, type Page, test } from "@playwright/test";
import { DEMO, expectNoSeriousA11yViolations, sidebar, signIn } from "./fixtures";

/**
 * A goal often needs several certificates: each is listed with 'Visa' and removal, 'Ladda upp
 * intyg' adds one more, removing one asks first, and Historik says which goal it concerned. The
 * doctor's profile is reset at the end, so the account is blank again for other tests.
 */

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

async function openPage(page: Page, label: string) {
  await sidebar(page).getByRole("link", { name: label, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
}

async function uploadFor(page: Page, item: string, name: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: `Ladda upp intyg för ${item}` }).click();
  await (await chooser).setFiles({ name, mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByText("Intyg för delmål har laddats upp!").first()).toBeVisible();
}

test("a goal holds two certificates; removing one asks first and keeps the other", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.doctor2015);
  await openPage(page, "Formellt");
  await page.getByLabel("ST-modell").selectOption("2015");
  await page.getByLabel("Startdatum").fill("2025-01-15");
  await page.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(page.getByText("Formellt sparad!")).toBeVisible();

  await openPage(page, "Delmål");
  const goal = page.getByTestId("goal-a1");
  await uploadFor(page, "a1", "forsta-intyget.pdf");
  await expect(
    goal.getByRole("button", { name: "Visa intyg forsta-intyget.pdf för a1" }),
  ).toBeVisible();
  // 'Ladda upp intyg' stays: a second certificate is added, not put in place of the first.
  await uploadFor(page, "a1", "andra-intyget.pdf");
  await expect(
    goal.getByRole("button", { name: "Visa intyg forsta-intyget.pdf för a1" }),
  ).toBeVisible();
  await expect(
    goal.getByRole("button", { name: "Visa intyg andra-intyget.pdf för a1" }),
  ).toBeVisible();

  // Both open in the viewer.
  await goal.getByRole("button", { name: "Visa intyg andra-intyget.pdf för a1" }).click();
  const viewer = page.getByRole("dialog", { name: "andra-intyget.pdf" });
  await expect(viewer.locator("iframe")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // Removing asks first; cancelling keeps it.
  await goal.getByRole("button", { name: "Ta bort intyg forsta-intyget.pdf för a1" }).click();
  const confirm = page.getByRole("dialog", { name: "Är du säker?" });
  await expect(confirm).toContainText("forsta-intyget.pdf");
  await confirm.getByRole("button", { name: "Avbryt" }).click();
  await expect(confirm).toBeHidden();
  await expect(
    goal.getByRole("button", { name: "Visa intyg forsta-intyget.pdf för a1" }),
  ).toBeVisible();

  await goal.getByRole("button", { name: "Ta bort intyg forsta-intyget.pdf för a1" }).click();
  await confirm.getByRole("button", { name: "Ta bort" }).click();
  await expect(page.getByText("Intyg borttaget!").first()).toBeVisible();
  await expect(goal.getByRole("button", { name: /forsta-intyget\.pdf/ })).toHaveCount(0);
  await expect(
    goal.getByRole("button", { name: "Visa intyg andra-intyget.pdf för a1" }),
  ).toBeVisible();

  // After a reload the server's answer shows the same: one certificate left.
  await page.reload();
  await expect(
    page.getByTestId("goal-a1").getByRole("button", { name: /^Visa intyg andra-intyget/ }),
  ).toHaveCount(1);
  await expect(
    page.getByTestId("goal-a1").getByRole("button", { name: /^Visa intyg forsta-intyget/ }),
  ).toHaveCount(0);

  // Samlade Intyg lists the one left under Delmål.
  await openPage(page, "Intyg");
  await expect(page.getByText(/andra-intyget\.pdf/)).toBeVisible();
  await expect(page.getByText(/forsta-intyget\.pdf/)).toHaveCount(0);

  // Historik names the goal of the removed certificate.
  await page.goto("/history");
  const removal = page
    .getByRole("listitem")
    .filter({ hasText: "Intyg" })
    .filter({ hasText: "Borttagen" })
    .first();
  await expect(removal).toContainText(/a1 \S/);
  await expect(removal).toContainText("forsta-intyget.pdf");

  // Back to a blank account.
  await openPage(page, "Formellt");
  await page.getByRole("button", { name: "Återställ profil" }).click();
  await page
    .getByRole("dialog", { name: "Är du säker?" })
    .getByRole("button", { name: "Ja, återställ" })
    .click();
  await expect(page.getByText("Din profil har återställts.")).toBeVisible();
});
