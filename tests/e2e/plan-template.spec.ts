import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { adminApi, DEMO, expectNoSeriousA11yViolations, signIn, signInNewDoctor } from "./fixtures";

/**
 * A clinic's standard plan (issue 27): Lund's director adds a course and a delmål to the clinic's
 * template and saves it; a new ST doctor of Lund starts the plan from it on Översikt, sees the
 * course and a rotation on the plan, undoes it, and the plan is as it was.
 */
const EDITOR = 'section[aria-labelledby="plan-template"]';
const MODAL = '[role="dialog"]';

async function newPage(browser: Browser, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  return context.newPage();
}

/** Picks an option of a Mantine select, opened by its field. */
async function choose(page: Page, field: Locator, option: string | RegExp) {
  await field.click();
  // In the open list: a native select elsewhere on the page has options of the same names.
  await page
    .getByRole("listbox")
    .getByRole("option", { name: option, exact: typeof option === "string" })
    .click();
}

/** The parts of the record the standard plan touches, to compare before and after. */
async function planOf(page: Page, doctorId: string) {
  const record = await (await page.request.get(`/api/st-doctors/${doctorId}/record`)).json();
  return {
    rotations: record.rotations.map((r: { name: string }) => r.name).sort(),
    courses: record.courses.map((c: { name: string }) => c.name).sort(),
    goals: record.goals
      .map(
        (g: { goalId: string; plannedQuarter: string | null }) => `${g.goalId}:${g.plannedQuarter}`,
      )
      .sort(),
  };
}

test("a director edits the standard plan; a doctor applies it to their plan and undoes it", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const course = `Standardkurs ${Date.now() % 1e6}`;

  // Lund's director: rotations from ST-år 2, plus a course and a delmål in ST-år 2, Q1.
  const director = await newPage(browser);
  await signIn(director, DEMO.director);
  await director.goto("/director");
  const editor = director.locator(EDITOR);
  await expect(editor.getByRole("button", { name: "Spara standardplan" })).toBeVisible();
  await choose(
    director,
    editor.getByRole("combobox", { name: "Första placeringen börjar ST-år" }),
    "2",
  );

  await editor.getByRole("button", { name: "Lägg till kurs" }).click();
  const courseRow = editor.getByTestId("template-courses-row").last();
  await courseRow.getByRole("textbox", { name: "Kurs", exact: true }).fill(course);
  await choose(director, courseRow.getByRole("combobox", { name: /^ST-år för/ }), "2");

  await editor.getByRole("button", { name: "Lägg till delmål" }).click();
  const goalRow = editor.getByTestId("template-goals-row").last();
  await goalRow.getByRole("combobox", { name: "Delmål", exact: true }).fill("STa1");
  await director.getByRole("option", { name: /^STa1 / }).click();
  await choose(director, goalRow.getByRole("combobox", { name: /^ST-år för/ }), "2");

  await expectNoSeriousA11yViolations(director, EDITOR, "the standard plan's editor");
  await editor.getByRole("button", { name: "Spara standardplan" }).click();
  await expect(director.getByText("Standardplanen är sparad.")).toBeVisible();
  await expect(editor.getByText("Kliniken har ingen egen standardplan än")).toHaveCount(0);

  // A new doctor of Lund, a year into their ST, on a phone-wide screen.
  const page = await newPage(browser, { width: 390, height: 844 });
  const doctor = await signInNewDoctor(page, await adminApi(), "Stina", 1);
  const before = await planOf(page, doctor.id);
  await page.goto("/dashboard");
  await expect(page.getByTestId("year-view")).toBeVisible();
  await page.getByRole("button", { name: "Starta från standardplan" }).click();
  const modal = page.getByRole("dialog", { name: "Starta från standardplan" });
  const preview = modal.getByTestId("plan-template-preview");
  await expect(preview).toContainText(course);
  await expect(preview).toContainText("Röntgenkliniken");
  await expect(preview).toContainText("STa1");
  await expect(modal).toContainText("Standardplan för");
  await expectNoSeriousA11yViolations(page, MODAL, "the standard plan's dialog");
  // Nothing of the dialog reaches past the phone's width.
  const box = await modal.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await modal.getByRole("button", { name: "Lägg in i planen" }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText("Standardplanen är inlagd i planen.")).toBeVisible();
  const yearView = page.getByTestId("year-view");
  await expect(yearView.getByText(course).first()).toBeVisible();
  await expect(yearView.getByText("Röntgenkliniken").first()).toBeVisible();

  // The dialog lists the application; 'Ångra' asks first, then takes it all back.
  await page.getByRole("button", { name: "Starta från standardplan" }).click();
  const applications = modal.getByTestId("plan-template-applications");
  await expect(applications).toContainText(`av ${doctor.displayName}`);
  await expect(applications).toContainText("placeringar, 1 kurs, 1 delmål");
  await applications.getByRole("button", { name: /^Ångra standardplanen inlagd/ }).click();
  const confirm = page.getByRole("dialog", { name: "Ångra standardplanen" });
  await confirm.getByRole("button", { name: "Ångra", exact: true }).click();
  await expect(page.getByText("Standardplanen är ångrad.")).toBeVisible();
  await expect(applications).toContainText("Ångrad");
  await expect(applications.getByRole("button", { name: /^Ångra/ })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(yearView.getByText(course)).toHaveCount(0);
  await expect(yearView.getByText("Röntgenkliniken")).toHaveCount(0);
  expect(await planOf(page, doctor.id)).toEqual(before);
});

test("a region administrator picks the clinic whose standard plan to edit", async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, "region@demo.local");
  await page.goto("/admin");
  const editor = page.locator(EDITOR);
  await choose(page, editor.getByRole("combobox", { name: "Klinik", exact: true }), /Malmö/);
  await expect(
    editor.getByText(
      "Kliniken har ingen egen standardplan än: de rekommenderade placeringarna visas.",
    ),
  ).toBeVisible();
  // The recommended rotations stand in, the first of them first.
  const firstRotation = editor.getByTestId("template-rotation-row").first();
  await expect(firstRotation.locator("input").first()).toHaveValue("Röntgenkliniken");
});
