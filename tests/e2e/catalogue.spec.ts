import { expect, test } from "@playwright/test";
import { DEMO, expectNoSeriousA11yViolations, sidebar, signIn } from "./fixtures";

test("an admin corrects the examination catalogue and the correction stays", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, DEMO.admin);
  await sidebar(page).getByRole("link", { name: "Katalog" }).click();
  await expect(page).toHaveURL(/\/catalog/);
  await expect(page.getByRole("heading", { name: "Katalog" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const row = page.getByRole("row").filter({ hasText: "c7-tee" });
  const name =
    (await row.getByRole("cell").first().locator("p").first().textContent())?.trim() ?? "";
  await row.getByRole("button", { name: /^Rätta / }).click();
  const dialog = page.getByRole("dialog", { name: "Rätta undersökning" });
  await dialog.getByRole("textbox", { name: "Namn" }).fill(`${name} (rättad)`);
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Katalogen har uppdaterats.")).toBeVisible();

  // A sync group may not get two members in one column: refused with the reason, nothing saved.
  await page.getByRole("textbox", { name: "Sök undersökning" }).fill("c8-mps");
  await page
    .getByRole("row")
    .filter({ hasText: "c8-mps" })
    .getByRole("button", { name: /^Rätta / })
    .click();
  await page.getByRole("dialog").getByRole("combobox", { name: "Kolumn (område)" }).click();
  await page.getByRole("option", { name: "c4 Nuklearmedicin" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Spara" }).click();
  await expect(
    page.getByRole("dialog").getByText(/Synkgruppen mps har redan en undersökning i kolumn c4/),
  ).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Avbryt" }).click();

  await page.reload();
  await page.getByRole("textbox", { name: "Sök undersökning" }).fill("c7-tee");
  await expect(page.getByText(`${name} (rättad)`)).toBeVisible();

  // Retired entries leave the list (and the matrix) but can be shown and brought back.
  await page.getByRole("button", { name: /^Markera .* som utgången$/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Markera som utgången" }).click();
  await expect(page.getByText("Inga undersökningar matchar sökningen.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("switch", { name: "Visa utgångna" }).check();
  await expect(page.getByText("Utgången", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: /^Återinför / }).click();
  await expect(page.getByText("Utgången", { exact: true })).toHaveCount(0);
});

test("only an admin reaches the catalogue", async ({ page }) => {
  await signIn(page, DEMO.director);
  await expect(sidebar(page).getByRole("link", { name: "Katalog" })).toHaveCount(0);
  await page.goto("/catalog");
  await expect(page).not.toHaveURL(/\/catalog/);
});
