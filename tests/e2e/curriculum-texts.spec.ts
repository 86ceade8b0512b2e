import { expect, test } from "@playwright/test";
import { DEMO, expectNoSeriousA11yViolations, sidebar, signIn, signOut } from "./fixtures";

const CORRECTED =
  "Läkaren ska\n– uppvisa kunskap om lagar och andra författningar (rättad av kliniken)";

test("an admin corrects a goal's text and an ST doctor reads the whole corrected text", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.admin);
  await sidebar(page).getByRole("link", { name: "Katalog" }).click();
  await page.getByRole("tab", { name: "Delmål" }).click();
  await expect(page.getByTestId("goals-remaining")).toHaveText(
    "35 av 43 delmål återstår att kontrollera mot Socialstyrelsens målbeskrivning.",
  );
  // The suspect spots carry a note for the administrator.
  const row = page.getByTestId("catalogue-goal-STc14");
  await expect(row.getByText(/handledare eller kursledare/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await row.getByRole("button", { name: "Rätta STc14 Juridik" }).click();
  const dialog = page.getByRole("dialog", { name: "Rätta delmål STc14" });
  await dialog.getByRole("textbox", { name: "Text" }).fill(CORRECTED);
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Katalogen har uppdaterats.")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Marking another goal checked takes it off the list of what remains.
  await page
    .getByRole("button", { name: "Markera STc13 Läkemedelsbehandling som kontrollerad" })
    .click();
  await expect(page.getByTestId("goals-remaining")).toHaveText(
    "34 av 43 delmål återstår att kontrollera mot Socialstyrelsens målbeskrivning.",
  );
  await signOut(page);

  await signIn(page, DEMO.doctor2021b);
  await sidebar(page).getByRole("link", { name: "Formellt", exact: true }).click();
  await page.getByLabel("ST-modell").selectOption("2021");
  await page.getByLabel("Startdatum").fill("2025-01-15");
  await page.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(page.getByText("Formellt sparad!")).toBeVisible();

  await sidebar(page).getByRole("link", { name: "Delmål", exact: true }).click();
  const goal = page.getByTestId("goal-STc14");
  await expect(goal.getByText("Ej kontrollerad mot Socialstyrelsens målbeskrivning")).toBeVisible();
  await expect(
    page.getByTestId("goal-STc13").getByText("Ej kontrollerad mot Socialstyrelsens målbeskrivning"),
  ).toHaveCount(0);

  // 'Visa mer' is a keyboard-reachable button that opens the whole text.
  await goal.getByRole("button", { name: "Visa mer om STc14 Juridik" }).focus();
  await page.keyboard.press("Enter");
  const details = page.getByRole("dialog", { name: "Juridik (STc14)" });
  await expect(details.getByText("(rättad av kliniken)")).toBeVisible();
  await expect(details.getByRole("heading", { name: "Kompetenskrav" })).toBeVisible();
  await expect(
    details.getByText(
      "uppvisa kunskap om lagar och andra författningar som är särskilt relevanta för specialiteten",
    ),
  ).toBeVisible();
  await expect(details.getByRole("heading", { name: "Uppföljning (intyg)" })).toBeVisible();
  await expect(details.getByRole("heading", { name: "Allmänna råd" })).toBeVisible();
  await expect(details.getByText("Texten har rättats av kliniken.")).toBeVisible();
  await expect(
    details.getByText("Ej kontrollerad mot Socialstyrelsens målbeskrivning"),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await details.getByRole("button", { name: "Stäng" }).last().click();
  await expect(details).toHaveCount(0);
});
