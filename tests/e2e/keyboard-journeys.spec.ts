import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { addQuarters } from "../../src/shared/rules/quarters";
import {
  type A11yRecord,
  ACCOUNT_OF,
  a11yRecord,
  removeA11yRecordEvaluations,
  sessionOf,
} from "./a11y-data";
import { adminApi, OWN_PASSWORD, sidebar, THIS_QUARTER } from "./fixtures";

/**
 * The main journeys by keyboard alone (decision 143): signing in, recording a goal, planning and
 * moving an item in the overview, recording an assessment. Every control is reached with Tab from
 * where the user is, as a keyboard user reaches it, and pressed with Enter, Space or arrows.
 */

/**
 * Presses Tab (or Shift+Tab, `back`) until `target` has focus; fails if it is not reached within
 * `max` presses.
 */
async function tabTo(page: Page, target: Locator, max = 80, back = false) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reached with at most ${max} Tab presses`).toBeFocused();
}

let admin: APIRequestContext;
let record: A11yRecord;

test.beforeAll(async () => {
  admin = await adminApi();
  record = await a11yRecord();
});
test.afterAll(async () => {
  // The assessment recorded here is gone before the signing-rights journeys count theirs.
  await removeA11yRecordEvaluations(admin, record.doctor.id);
  await admin.dispose();
});

test("an ST doctor signs in, marks a goal done and plans and moves a goal in the overview", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/login");
  await tabTo(page, page.getByLabel("E-postadress"));
  await page.keyboard.type(record.doctor.email);
  await tabTo(page, page.getByRole("textbox", { name: "Lösenord", exact: true }));
  await page.keyboard.type(OWN_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Logga ut" })).toBeVisible();

  // Delmål: the goal's status button opens 'Ändra status'; 'Avklarad' and 'Spara' close it.
  await tabTo(page, sidebar(page).getByRole("link", { name: "Delmål", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Delmål" })).toBeVisible();
  const status = page.getByRole("button", { name: /^Ändra status för STa3: / });
  await tabTo(page, status);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Ändra status" });
  await tabTo(page, dialog.getByRole("button", { name: "Avklarad" }), 10);
  await page.keyboard.press("Space");
  await tabTo(page, dialog.getByRole("button", { name: "Spara" }), 10);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Delmål uppdaterat!").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Ändra status för STa3: Avklarad" })).toBeFocused();

  // Översikt: the wizard plans a goal in next quarter; Space, an arrow and Space move it on.
  await tabTo(page, sidebar(page).getByRole("link", { name: "Översikt", exact: true }));
  await page.keyboard.press("Enter");
  const next = addQuarters(THIS_QUARTER, 1);
  const add = page.getByRole("button", { name: `Lägg till aktivitet i ${next}` });
  await tabTo(page, add, 120);
  await page.keyboard.press("Enter");
  const wizard = page.getByRole("dialog", { name: `Lägg till aktivitet i ${next}` });
  await tabTo(page, wizard.getByRole("button", { name: "Delmål", exact: true }), 15);
  await page.keyboard.press("Enter");
  await tabTo(page, wizard.getByRole("button", { name: /^STa4 / }), 30);
  await page.keyboard.press("Enter");
  await expect(wizard).toBeHidden();
  const planned = page.locator(`[data-quarter="${next}"] [data-event-key="goal:STa4"]`);
  await expect(planned).toBeVisible();
  // Focus is back on the quarter's add button, below its events.
  await expect(add).toBeFocused();
  await tabTo(page, planned, 20, true);
  // Each key waits for what a screen reader would say of the last one, as its user does.
  const said = page.locator('[id^="DndLiveRegion"]');
  const later = addQuarters(next, 1);
  await page.keyboard.press("Space");
  await expect(said).toContainText(`är upptagen från ${next}`);
  await page.keyboard.press("ArrowRight");
  await expect(said).toContainText(`är över ${later}`);
  await page.keyboard.press("Space");
  await expect(said).toContainText(`flyttades till ${later}`);
  await expect(
    page.locator(`[data-quarter="${later}"] [data-event-key="goal:STa4"]`),
  ).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a supervisor records an assessment in Signeringsrätt by keyboard", async ({ browser }) => {
  const context = await browser.newContext({
    storageState: await sessionOf(ACCOUNT_OF.SUPERVISOR),
  });
  const page = await context.newPage();
  await page.goto("/cohort");
  await tabTo(page, sidebar(page).getByRole("link", { name: "Signeringsrätt", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: "Lägg till bedömning" })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  await tabTo(page, page.getByRole("button", { name: "Välj undersökning" }));
  await page.keyboard.press("Enter");
  const exams = page.getByRole("dialog", { name: "Välj undersökning" });
  await expect(exams.getByLabel("Sök undersökning")).toBeFocused();
  await page.keyboard.type(record.examination.name);
  const exam = exams
    .getByRole("list", { name: "Undersökningar" })
    .getByRole("button", { name: record.examination.name })
    .first();
  await tabTo(page, exam, 10);
  await page.keyboard.press("Enter");
  await expect(exams).toBeHidden();

  await tabTo(page, page.getByRole("combobox", { name: "ST-läkare", exact: true }), 10);
  await page.keyboard.type(record.doctor.displayName);
  await expect(page.getByRole("option", { name: record.doctor.displayName })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "ST-läkare", exact: true })).toHaveValue(
    record.doctor.displayName,
  );

  await tabTo(page, page.getByRole("button", { name: "Välj specialist" }), 10);
  await page.keyboard.press("Enter");
  const names = page.getByRole("dialog", { name: "Välj specialistläkare" });
  await expect(names.getByLabel("Sök eller skriv ett nytt namn")).toBeFocused();
  await page.keyboard.type("Dr Tangentbord");
  await tabTo(page, names.getByRole("button", { name: "Lägg till ”Dr Tangentbord”" }), 10);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Specialistens namn" })).toHaveValue(
    "Dr Tangentbord",
  );

  // Radios: an arrow picks the next answer.
  await tabTo(page, page.getByRole("radio", { name: "Inga ändringar" }), 10);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "Mindre ändringar" })).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Spara bedömning" }), 20);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Bedömning sparad!")).toBeVisible();
  await context.close();
});
