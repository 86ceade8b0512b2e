import { expect, test } from "@playwright/test";
import { isoDateInTimeZone } from "../../src/shared/rules/dates";
import { formatDate } from "../../src/shared/rules/display-dates";
import {
  adminApi,
  createAccount,
  DEMO,
  expectNoSeriousA11yViolations,
  send,
  sidebar,
  signIn,
} from "./fixtures";

/**
 * A supervisor records a Mini-CEX of a new 2021 ST doctor on 'Sit-ins/Bedömningar', linked to a delmål,
 * with the keyboard on the scale; the goal's row on Delmål then shows it as evidence, and it opens
 * (issue 25).
 */

const GOAL = "STc2";

test("a supervisor records a Mini-CEX linked to a goal, and the goal's row shows it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await adminApi();
  const doctor = await createAccount(admin, "ST_DOCTOR", "Bo", `Bedömd${Date.now() % 100_000}`);
  const start = new Date();
  start.setFullYear(start.getFullYear() - 1);
  await send(admin, "PUT", `/api/st-doctors/${doctor.id}/formalities`, {
    version: 0,
    stModel: "2021",
    stStartDate: start.toISOString().slice(0, 10),
    stDurationMonths: 60,
    headOfDepartment: "Vera Lund",
    directorOfStudies: "Eva Ekström",
  });
  await admin.dispose();
  await signIn(page, DEMO.supervisor);
  await page.goto(`/sitins?st=${doctor.id}`);
  const section = page.getByRole("region", { name: "Strukturerade bedömningar" });
  await expect(section).toBeVisible();
  await expect(section.getByText(/^Laddar/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "[data-testid=structured-assessments]", "section");

  await section.getByRole("button", { name: "Ny Mini-CEX" }).click();
  const dialog = page.getByRole("dialog", { name: "Ny Mini-CEX" });
  await expect(dialog).toBeVisible();

  // Saving an empty form names what is missing and sends nothing.
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(dialog.getByText("Välj ett värde eller 'Kan ej bedömas'.").first()).toBeVisible();

  // Each domain by keyboard: focus its first step, then arrow right to '4 – På förväntad nivå'.
  for (const domain of [
    "Anamnes",
    "Undersökning",
    "Kommunikation",
    "Klinisk bedömning",
    "Professionalism",
    "Organisation/effektivitet",
    "Helhetsbedömning",
  ]) {
    const group = dialog.getByRole("radiogroup", { name: domain });
    await group.getByRole("radio", { name: "1 – Klart under förväntad nivå" }).focus();
    await page.keyboard.press("Space");
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect(group.getByRole("radio", { name: "4 – På förväntad nivå" })).toBeChecked();
  }
  await dialog.getByRole("radio", { name: "Medel" }).check();
  await dialog.getByLabel("Styrkor").fill("Strukturerad anamnes och tydlig information.");
  await dialog.getByRole("textbox", { name: "Bedömarens namn" }).fill("Karin Holm");
  await dialog.getByRole("combobox", { name: "Bedömarens roll" }).click();
  await page.getByRole("option", { name: "Huvudhandledare" }).click();
  await dialog.getByRole("combobox", { name: "Delmål som aktiviteten stödjer" }).fill(GOAL);
  await page.getByRole("option", { name: new RegExp(`^${GOAL} `) }).click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]', "Ny Mini-CEX");
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(dialog).toBeHidden();

  const today = formatDate(isoDateInTimeZone(new Date()));
  await expect(
    section.getByRole("button", { name: `Visa Mini-CEX ${today}` }).first(),
  ).toBeVisible();

  await sidebar(page).getByRole("link", { name: "Delmål", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delmål" })).toBeVisible();
  const evidence = page.getByTestId(`evidence-${GOAL}`);
  await expect(evidence).toContainText(`senast Mini-CEX ${today}`);
  await evidence.click();
  const details = page.getByRole("dialog", { name: `Mini-CEX ${today}` });
  await expect(details).toBeVisible();
  await expect(details).toContainText("Karin Holm (Huvudhandledare)");
  await expect(details).toContainText("4 – På förväntad nivå");
});

test("each kind's form fits a 360 px phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await signIn(page, DEMO.supervisor);
  const { doctors } = await (await page.request.get("/api/st-doctors")).json();
  const ali = (doctors as { id: string; email: string }[]).find(
    (d) => d.email === DEMO.doctor2021b,
  );
  await page.goto(`/sitins?st=${ali?.id}`);
  const section = page.getByRole("region", { name: "Strukturerade bedömningar" });
  for (const kind of ["Mini-CEX", "DOPS", "CbD"]) {
    await section.getByRole("button", { name: `Ny ${kind}` }).click();
    const dialog = page.getByRole("dialog", { name: `Ny ${kind}` });
    await expect(dialog).toBeVisible();
    const widths = await dialog.evaluate((node) => {
      const body = node.querySelector(".mantine-Modal-body") ?? node;
      return { scroll: body.scrollWidth, client: body.clientWidth, page: window.innerWidth };
    });
    expect(widths.scroll, kind).toBeLessThanOrEqual(widths.client);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      kind,
    ).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
  await context.close();
});
