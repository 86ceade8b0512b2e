import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { addQuarters } from "../../src/shared/rules/quarters";
import {
  adminApi,
  DEMO,
  expectNoSeriousA11yViolations,
  sidebar,
  signIn,
  signInNewDoctor,
  THIS_QUARTER,
} from "./fixtures";

/**
 * Specialties (issue 27): an ST doctor of nuklearmedicin chooses the specialty on Formellt,
 * plans its goals on Översikt, and finds that the specialty has no examination matrix; the
 * administrator's 'Katalog' shows each specialty's goals and imports a catalogue file.
 */

let admin: APIRequestContext;
test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(() => admin.dispose());

const NEXT = addQuarters(THIS_QUARTER, 1);

async function openPage(page: Page, label: string) {
  await sidebar(page).getByRole("link", { name: label, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
}

test("a nuklearmedicin doctor chooses the specialty, plans its goals on Översikt and has no matrix", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInNewDoctor(page, admin, "Nuklear", 1);
  await page.goto("/dashboard");

  // ---------- Formellt: the specialty, chosen with the model ----------
  await openPage(page, "Formellt");
  const specialty = page.getByLabel("Specialitet");
  await expect(specialty).toHaveValue("klinisk-fysiologi");
  await specialty.selectOption("nuklearmedicin");
  await page.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(page.getByText("Formellt sparad!")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // ---------- Översikt: the specialty's goals in the wizard ----------
  await openPage(page, "Översikt");
  await expect(page.getByTestId("overview-no-matrix")).toBeVisible();
  await page.getByRole("button", { name: `Lägg till aktivitet i ${NEXT}` }).click();
  const wizard = page.getByRole("dialog", { name: `Lägg till aktivitet i ${NEXT}` });
  // No examination matrix, so no examination to plan.
  await expect(wizard.getByRole("button", { name: "Undersökning", exact: true })).toHaveCount(0);
  await wizard.getByRole("button", { name: "Delmål", exact: true }).click();
  // Nuklearmedicin's STc5, not klinisk fysiologi's goal of the same id.
  await wizard.getByRole("button", { name: /^STc5 Hybrid imaging/ }).click();
  await expect(page.getByText("Delmål uppdaterat!").first()).toBeVisible();
  await expect(
    page.locator(`[data-quarter="${NEXT}"] [data-event-key="goal:STc5"]`).first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // ---------- Undersökningar: the specialty has no matrix ----------
  await openPage(page, "Undersökningar");
  await expect(page.getByTestId("no-matrix")).toContainText(
    "Nuklearmedicin har ingen undersökningsmatris",
  );
  await expectNoSeriousA11yViolations(page);

  // ---------- Formellt: the specialty is locked now that there is progress ----------
  await openPage(page, "Formellt");
  await expect(page.getByLabel("Specialitet")).toBeDisabled();
  await expect(page.getByText("Specialiteten är låst")).toBeVisible();
});

test("'Katalog' shows each specialty's goals and lists a refused import's errors by line", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto("/catalog");
  await page.getByRole("tab", { name: "Delmål" }).click();
  await expect(page.getByTestId("catalogue-goal-STc5")).toContainText("Elektrokardiografi");
  await page
    .getByTestId("goal-catalogue-specialty")
    .getByText("Nuklearmedicin", { exact: true })
    .click();
  await expect(page.getByTestId("catalogue-goal-STc5")).toContainText("Hybrid imaging");
  await expectNoSeriousA11yViolations(page);

  const file = JSON.stringify(
    {
      specialty: "nuklearmedicin",
      goals: [
        {
          id: "STc5",
          model: "2008",
          category: "STc",
          title: "Hybrid imaging",
          description: "Läkaren ska",
          recommendedActivities: ["Kurs"],
          source: "Test",
          verification: { status: "placeholder", note: "" },
        },
      ],
    },
    null,
    2,
  );
  await page
    .getByTestId("goal-import")
    .locator('input[type="file"]')
    .setInputFiles({
      name: "delmal.json",
      mimeType: "application/json",
      buffer: Buffer.from(file),
    });
  await page.getByRole("button", { name: "Importera", exact: true }).click();
  const errors = page.getByTestId("goal-import-errors");
  await expect(errors).toContainText("Filen importerades inte: 1 fel");
  await expect(errors).toContainText('Rad 4: STc5: modellen "2008" finns inte');
  await expectNoSeriousA11yViolations(page);
});
