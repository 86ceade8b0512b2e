import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { PAGE_LABELS, type PageId } from "../../src/shared/roles";
import {
  type A11yRecord,
  ACCOUNT_OF,
  a11yRecord,
  addA11yEvaluation,
  removeA11yRecordEvaluations,
  sessionOf,
} from "./a11y-data";
import { adminApi, expectNoSeriousA11yViolations, sidebar, THIS_QUARTER } from "./fixtures";

/**
 * Every dialog of the portal, opened from its control (decision 143): focus moves into it, axe
 * finds no serious or critical violation in it, Escape closes it and focus is back on the control.
 * A dialog component used on several pages or by several roles is checked once: the record's
 * dialogs as its ST doctor, the panels' and signing rights' as the administrator.
 */

interface DialogCase {
  /** The dialog's accessible name. */
  name: string | RegExp;
  /** The control that opens it, where focus returns. */
  opener: (page: Page) => Locator;
  /** When the opener does not open it alone (a menu item under it). */
  open?: (page: Page) => Promise<void>;
}

const button = (name: string | RegExp) => (page: Page) =>
  page.getByRole("button", { name, exact: typeof name === "string" }).first();
const card = (key: string) => (page: Page) => page.locator(`[data-event-key="${key}"]`).first();
const menuOf = (key: string) => (page: Page) =>
  page
    .getByRole("listitem")
    .filter({ has: page.locator(`[data-event-key="${key}"]`) })
    .getByRole("button", { name: /^Åtgärder för / });

async function expectDialog(page: Page, dialogCase: DialogCase, label: string) {
  const opener = dialogCase.opener(page);
  if (dialogCase.open) await dialogCase.open(page);
  else await opener.click();
  const dialog = page.getByRole("dialog", { name: dialogCase.name });
  await expect(dialog, label).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)), {
      message: `${label}: focus in the dialog`,
    })
    .toBe(true);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]', label);
  await page.keyboard.press("Escape");
  await expect(dialog, label).toBeHidden();
  await expect(opener, `${label}: focus back on its control`).toBeFocused();
}

async function openFromMenu(page: Page, id: PageId) {
  await sidebar(page).getByRole("link", { name: PAGE_LABELS[id], exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: PAGE_LABELS[id] })).toBeVisible();
}

async function checkAll(page: Page, id: PageId, cases: DialogCase[]) {
  await openFromMenu(page, id);
  for (const dialogCase of cases) {
    await expectDialog(page, dialogCase, `${PAGE_LABELS[id]}: ${String(dialogCase.name)}`);
  }
}

let admin: APIRequestContext;
let record: A11yRecord;

test.beforeAll(async () => {
  admin = await adminApi();
  record = await a11yRecord();
  await addA11yEvaluation(admin, record);
});
test.afterAll(async () => {
  await removeA11yRecordEvaluations(admin, record.doctor.id);
  await admin.dispose();
});

test("the ST doctor's record: every dialog of every page", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ storageState: record.session });
  const page = await context.newPage();
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: PAGE_LABELS.profile })).toBeVisible();
  // Leaving a form with text asks first.
  const current = page.getByLabel("Nuvarande lösenord");
  await current.fill("utkast");
  await expectDialog(
    page,
    {
      name: "Osparade ändringar",
      opener: (p) => sidebar(p).getByRole("link", { name: PAGE_LABELS.dashboard, exact: true }),
    },
    "Min profil: Osparade ändringar",
  );
  await current.fill("");

  const exam = record.examination;
  await checkAll(page, "dashboard", [
    {
      name: `Lägg till aktivitet i ${THIS_QUARTER}`,
      opener: button(`Lägg till aktivitet i ${THIS_QUARTER}`),
    },
    { name: "Ändra status", opener: card("goal:STa2") },
    { name: exam.name, opener: card(`procedure:${exam.id}`) },
    {
      name: "Välj kvartal",
      opener: menuOf("goal:STa2"),
      open: async (p) => {
        await menuOf("goal:STa2")(p).click();
        await p.getByRole("menuitem", { name: "Flytta till kvartal" }).click();
      },
    },
  ]);
  await checkAll(page, "formalities", [
    { name: "Lägg till frånvaro", opener: button("Lägg till frånvaro") },
    { name: "Är du säker?", opener: button("Ta bort Sjukdom") },
  ]);
  await checkAll(page, "goals", [
    { name: /\(STa1\)$/, opener: button(/^Visa mer om STa1 /) },
    // The goal's structured assessments: the latest opens (issue 25).
    { name: /^Mini-CEX /, opener: button(/ · senast Mini-CEX .*Öppna den senaste bedömningen$/) },
  ]);
  await checkAll(page, "procedures", [
    { name: /^Mini-CEX /, opener: button(/ · senast Mini-CEX .*Öppna den senaste bedömningen$/) },
  ]);
  await checkAll(page, "rotations", [
    { name: "Planera randning", opener: button("Planera randning") },
  ]);
  await checkAll(page, "courses", [{ name: "Lägg till kurs", opener: button("Lägg till kurs") }]);
  await checkAll(page, "sitins", [
    { name: "Registrera sit-in", opener: button("Registrera sit-in") },
    { name: "Ny Mini-CEX", opener: button("Ny Mini-CEX") },
    { name: "Ny DOPS", opener: button("Ny DOPS") },
    { name: "Ny CbD", opener: button("Ny CbD") },
    { name: /^Mini-CEX /, opener: button(/^Visa Mini-CEX /) },
    { name: /^Ändra Mini-CEX/, opener: button(/^Ändra Mini-CEX /) },
    { name: "Ta bort bedömningen?", opener: button(/^Ta bort Mini-CEX /) },
  ]);
  await checkAll(page, "meetings", [
    { name: "Registrera handledarträff", opener: button("Registrera handledarträff") },
    // The agreed actions' rows (issue 25).
    { name: "Redigera handledarträff", opener: button(/^Redigera Halvårsuppföljning/) },
  ]);
  // A PDF in the viewer's frame.
  await checkAll(page, "certificates", [
    { name: "st-kontrakt.pdf", opener: button("Visa intyg st-kontrakt.pdf för ST-kontrakt") },
  ]);
  await context.close();
});

test("the administrator's panels and signing rights: every dialog", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ storageState: await sessionOf(ACCOUNT_OF.ADMIN) });
  const page = await context.newPage();
  const doctor = record.doctor.displayName;
  // An administrator sees Signeringsrätt in the menu once an ST doctor is picked.
  await page.goto(`/admin?st=${record.doctor.id}`);
  await expect(page.getByRole("heading", { level: 1, name: PAGE_LABELS.admin })).toBeVisible();
  const users = page.getByRole("region", { name: "Användare" });
  await users.getByRole("searchbox", { name: "Sök användare" }).fill(record.doctor.email);
  const assignments = page.getByRole("region", { name: "Handledartilldelning" });
  await assignments.getByRole("searchbox", { name: "Sök ST-läkare" }).fill(record.doctor.email);
  for (const dialogCase of [
    { name: "Lägg till användare", opener: button("Lägg till användare") },
    { name: "Sätt lösenord", opener: button(`Sätt lösenord för ${doctor}`) },
    { name: `Handledare för ${doctor}`, opener: button(`Ändra handledare för ${doctor}`) },
  ]) {
    await expectDialog(page, dialogCase, `Adminpanel: ${dialogCase.name}`);
  }

  // A new account's one-time password is shown once; then focus is back on 'Lägg till användare'.
  const add = page.getByRole("button", { name: "Lägg till användare", exact: true });
  await add.click();
  const form = page.getByRole("dialog", { name: "Lägg till användare" });
  const email = `tillfallig-${Date.now()}@demo.local`;
  await form.getByLabel("E-postadress").fill(email);
  await form.getByLabel("Förnamn").fill("Tilda");
  await form.getByLabel("Efternamn").fill("Tillfällig");
  await form.getByRole("button", { name: "Skapa användare" }).click();
  const oneTime = page.getByRole("dialog", { name: "Engångslösenord" });
  await expect(oneTime).toBeVisible();
  await expect
    .poll(() => oneTime.evaluate((node) => node.contains(document.activeElement)))
    .toBe(true);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]', "Adminpanel: Engångslösenord");
  await oneTime.getByRole("button", { name: "Klar" }).click();
  await expect(oneTime).toBeHidden();
  await expect(add).toBeFocused();
  const created = await (await admin.get(`/api/users?search=${encodeURIComponent(email)}`)).json();
  for (const user of created.users as { id: string }[]) await admin.delete(`/api/users/${user.id}`);

  await checkAll(page, "catalog", [
    { name: "Lägg till undersökning", opener: button("Lägg till undersökning") },
  ]);
  await page.getByRole("tab", { name: "Delmål" }).click();
  await expectDialog(
    page,
    { name: /^Rätta delmål /, opener: button(/^Rätta /) },
    "Katalog: Rätta delmål",
  );

  await checkAll(page, "signing-rights-assessment", [
    { name: "Välj undersökning", opener: button("Välj undersökning") },
    { name: "Välj specialistläkare", opener: button("Välj specialist") },
  ]);
  await page.getByRole("tab", { name: "Statistik" }).click();
  await expectDialog(
    page,
    { name: "Välj ST-läkare och undersökning", opener: button("Välj utvärdering") },
    "Statistik: Välj utvärdering",
  );
  await page.getByRole("button", { name: "Välj utvärdering" }).click();
  const picker = page.getByRole("dialog", { name: "Välj ST-läkare och undersökning" });
  await picker.getByLabel("ST-läkare").selectOption({ label: `${doctor} (1 utvärdering)` });
  await picker.getByRole("button", { name: `${doctor} - ${record.examination.name}` }).click();
  await expect(picker).toBeHidden();
  for (const dialogCase of [
    { name: "Justera kvalitetsindikatorer", opener: button("Justera kvalitetsindikatorer") },
    {
      name: "Bedömningar: Totalt antal bedömningar",
      opener: button(/^Totalt antal bedömningar/),
    },
  ]) {
    await expectDialog(page, dialogCase, `Statistik: ${dialogCase.name}`);
  }
  await context.close();
});
