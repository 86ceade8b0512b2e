import { expect, type Page, test } from "@playwright/test";
import {
  DEMO,
  expectNoSeriousA11yViolations,
  pickDoctor,
  sidebar,
  signIn,
  signOut,
} from "./fixtures";

/**
 * An ST doctor works through Undersökningar, Randningar, Kurser, Sit-ins, Handledarträffar and
 * ST-arbete; everything survives a reload, and the doctor's supervisor sees the same record.
 * One test: the steps build on each other in one fresh demo database.
 */

const ROTATION = "Barnkliniken Lund";
const COURSE = "Kurs i nuklearmedicinsk strålskydd";
const SIT_IN = "Arbetsprov med ischemibedömning";
const MEETING = "Halvtidsavstämning av ST-planen";
const PROJECT = "Diagnostisk träffsäkerhet vid stressekokardiografi";

async function openPage(page: Page, label: string, heading = label) {
  await sidebar(page).getByRole("link", { name: label, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText("Laddar...")).toHaveCount(0);
}

function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

async function expectRecordData(page: Page) {
  await openPage(page, "Undersökningar");
  await expect(page.getByTestId("optional-a-progress")).toHaveText("1/5 valbara på nivå A");
  await expect(page.locator('[data-requirement="completed-optional-a"]')).toHaveCount(1);

  await openPage(page, "Randningar");
  await expect(page.getByRole("cell", { name: ROTATION, exact: true })).toBeVisible();
  await openPage(page, "Kurser");
  await expect(page.getByRole("row", { name: new RegExp(COURSE) })).toContainText("2026-Q2");
  await openPage(page, "Sit-ins/Bedömningar");
  await expect(page.getByRole("cell", { name: SIT_IN, exact: true })).toBeVisible();
  await openPage(page, "Handledarträffar");
  await expect(page.getByRole("cell", { name: MEETING, exact: true })).toBeVisible();
  await openPage(page, "ST-arbete");
  await expect(page.getByLabel("Ämne/titel")).toHaveValue(PROJECT);
}

test("an ST doctor records examinations and activities; the supervisor sees them", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.doctor2015);

  // ---- Undersökningar: an optional A examination completed at level A raises n/5 ----
  await openPage(page, "Undersökningar");
  await expect(page.getByRole("region", { name: "Undersökningsmatris" })).toBeVisible();
  await expect(page.getByTestId("optional-a-progress")).toHaveText("0/5 valbara på nivå A");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: /^Fullskärm$/ }).click();
  await expect(page.getByRole("button", { name: "Avsluta fullskärm" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: /^Fullskärm$/ })).toBeVisible();

  await page.getByRole("searchbox", { name: "Sök undersökning" }).fill("ergospiro");
  await expect(page.getByRole("button", { name: /Tilt-test/ })).toHaveCount(0);
  await page.getByRole("button", { name: /Ergospirometri/ }).click();
  const dialog = page.getByRole("dialog", { name: /Ergospirometri/ });
  await dialog.getByRole("button", { name: "Planerad" }).click();
  await expect(dialog.getByRole("combobox", { name: "Planerat kvartal" })).toBeVisible();
  await dialog.getByRole("button", { name: "Avklarad" }).click();
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(dialog.getByText("Välj uppnådd nivå (A eller B).")).toBeVisible();
  await dialog.getByRole("radio", { name: "Nivå A" }).check();
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Undersökning uppdaterad!")).toBeVisible();
  await expect(page.getByTestId("optional-a-progress")).toHaveText("1/5 valbara på nivå A");
  await page.getByRole("searchbox", { name: "Sök undersökning" }).fill("");
  await expectNoSeriousA11yViolations(page);

  // ---- Randningar: 'Annan' with a name of one's own ----
  await openPage(page, "Randningar");
  await expect(page.getByRole("heading", { name: "Inga randningar ännu" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Planera randning" }).click();
  const rotationForm = page.getByRole("dialog", { name: "Planera randning" });
  await rotationForm.getByRole("button", { name: "Spara" }).click();
  await expect(toast(page, "Vänligen fyll i alla fält.")).toBeVisible();
  await expect(rotationForm.getByText("Ange en giltig månad (ÅÅÅÅ-MM).")).toHaveCount(0);
  await rotationForm.getByRole("combobox", { name: "Randning" }).click();
  await expect(page.getByRole("option", { name: "Kardiologi (8v)" })).toBeVisible();
  await page.getByRole("option", { name: "Annan" }).click();
  await rotationForm.getByRole("textbox", { name: "Namn på randningen" }).fill(ROTATION);
  await rotationForm.getByLabel("Startmånad").fill("2026-05");
  await rotationForm.getByLabel("Slutmånad").fill("2026-03");
  await rotationForm.getByRole("button", { name: "Spara" }).click();
  await expect(
    rotationForm.getByText("Slutmånaden kan inte vara före startmånaden."),
  ).toBeVisible();
  await rotationForm.getByLabel("Slutmånad").fill("2026-06");
  await rotationForm.getByRole("button", { name: "Spara" }).click();
  await expect(rotationForm).toBeHidden();
  await expect(toast(page, "Randning tillagd!")).toBeVisible();
  await expect(page.getByRole("cell", { name: ROTATION, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: `Ladda upp intyg för ${ROTATION}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // ---- Kurser: the derived quarter ----
  await openPage(page, "Kurser");
  await page.getByRole("button", { name: "Lägg till kurs" }).click();
  const courseForm = page.getByRole("dialog", { name: "Lägg till kurs" });
  await courseForm.getByRole("textbox", { name: "Kursnamn" }).fill(COURSE);
  await courseForm.getByLabel("Datum").fill("2026-04-15");
  await courseForm.getByRole("button", { name: "Spara" }).click();
  await expect(courseForm).toBeHidden();
  await expect(toast(page, "Kurs tillagd!")).toBeVisible();
  const courseRow = page.getByRole("row", { name: new RegExp(COURSE) });
  await expect(courseRow).toContainText("Planerad");
  await expect(courseRow).toContainText("2026-Q2");
  await expectNoSeriousA11yViolations(page);

  // ---- Sit-ins/Bedömningar ----
  await openPage(page, "Sit-ins/Bedömningar");
  await page.getByRole("button", { name: "Registrera sit-in" }).click();
  const sitInForm = page.getByRole("dialog", { name: "Registrera sit-in" });
  await sitInForm.getByRole("textbox", { name: "Ämne" }).fill(SIT_IN);
  await sitInForm.getByRole("textbox", { name: "Handledare" }).fill("Hanna Handledare");
  await sitInForm.getByLabel("Datum").fill("2026-02-10");
  await sitInForm.getByRole("textbox", { name: "Anteckningar" }).fill("Bra struktur i utlåtandet.");
  await sitInForm.getByRole("button", { name: "Spara" }).click();
  await expect(sitInForm).toBeHidden();
  await expect(toast(page, "Sit-in tillagd!")).toBeVisible();
  await expect(page.getByRole("cell", { name: SIT_IN, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // ---- Handledarträffar ----
  await openPage(page, "Handledarträffar");
  await page.getByRole("button", { name: "Registrera handledarträff" }).click();
  const meetingForm = page.getByRole("dialog", { name: "Registrera handledarträff" });
  await meetingForm.getByLabel("Datum").fill("2026-01-20");
  await meetingForm.getByRole("textbox", { name: "Ämne" }).fill(MEETING);
  await meetingForm
    .getByRole("textbox", { name: "Deltagande handledare" })
    .fill("Hanna Handledare, Sven Studierektor");
  await meetingForm.getByRole("textbox", { name: "Anteckningar" }).fill("Planen följs.");
  await meetingForm.getByRole("button", { name: "Spara" }).click();
  await expect(meetingForm).toBeHidden();
  await expect(toast(page, "Handledarträff tillagd!")).toBeVisible();
  await expect(page.getByRole("cell", { name: MEETING, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // ---- ST-arbete ----
  await openPage(page, "ST-arbete");
  await page.getByRole("textbox", { name: "Ämne/titel" }).fill(PROJECT);
  await page.getByRole("textbox", { name: "Handledare" }).fill("Hanna Handledare");
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Pågående" }).click();
  await page.getByRole("textbox", { name: "Sammanfattning" }).fill("Retrospektiv studie.");
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(toast(page, "ST-arbete sparat!")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // ---- Historik, linked from ST-arbete (the menu has it too) ----
  await page.getByRole("main").getByRole("link", { name: "Historik" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Historik" })).toBeVisible();
  const log = page.getByRole("list", { name: "Ändringar, senaste först" });
  await expect(log.getByText(ROTATION).first()).toBeVisible();
  const examination = log.getByRole("listitem").filter({ hasText: "Undersökning" }).first();
  await expect(examination).toContainText("Ergospirometri");
  await expect(examination).toContainText("Status: Avklarad");
  await expect(
    log.getByText("Datum: 15 apr. 2026").or(log.getByText("Datum: 15 apr 2026")),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // ---- Everything survives a reload ----
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Historik" })).toBeVisible();
  await expectRecordData(page);

  // ---- The supervisor opens the same doctor and sees the same data ----
  await signOut(page);
  await signIn(page, DEMO.supervisor);
  await pickDoctor(page, "Oskar Nyström");
  await expect(page).toHaveURL(/\/dashboard\?st=/);
  await expectRecordData(page);
});
