import { expect, type Page, test } from "@playwright/test";
import {
  adminApi,
  createAccount,
  expectNoSeriousA11yViolations,
  ORIGIN,
  send,
  signInNewDoctor,
  takeOverAccount,
} from "./fixtures";

/**
 * 'Utvecklingsarbete' and the delmål an activity supports (issue 24): the page's list, form,
 * confirmation and toasts, and a whole-form edit that keeps the delmål it does not show.
 */

const GOALS = "Delmål som aktiviteten stödjer";

function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

async function recordOf(page: Page, doctorId: string) {
  const res = await page.request.get(`/api/st-doctors/${doctorId}/record`);
  expect(res.status()).toBe(200);
  return res.json();
}

test("an ST doctor adds, edits and removes a development work with its delmål", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const admin = await adminApi();
  const doctor = await signInNewDoctor(page, admin, "Ulla");
  await page.goto("/development");
  await expect(page.getByRole("heading", { level: 1, name: "Utvecklingsarbete" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Inga utvecklingsarbeten ännu" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Lägg till utvecklingsarbete" }).click();
  const dialog = page.getByRole("dialog", { name: "Lägg till utvecklingsarbete" });
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(toast(page, "Vänligen fyll i alla fält.")).toBeVisible();

  await dialog.getByLabel("Utvecklingsarbetets ämne").fill("Säkrare remisser till arbetsprov");
  await dialog.getByLabel("Beskrivning av ditt deltagande").fill("Ledde arbetsgruppen.");
  await dialog.getByLabel("Startdatum").fill("2025-02-01");
  await dialog.getByLabel("Slutdatum").fill("2025-01-01");
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(dialog.getByText("Slutdatum kan inte vara före startdatum.")).toBeVisible();
  await dialog.getByLabel("Slutdatum").fill("2025-06-30");

  // The goals the catalogue recommends a development work for come first.
  await dialog.getByLabel(GOALS).click();
  await expect(page.getByText("Föreslagna för utvecklingsarbete")).toBeVisible();
  await dialog.getByLabel(GOALS).fill("STa2");
  await page.getByRole("option", { name: /^STa2 / }).click();
  await page.keyboard.press("Escape");
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Utvecklingsarbete tillagt!")).toBeVisible();

  const row = page.getByRole("row", { name: /Säkrare remisser/ });
  await expect(row).toContainText("STa2");
  await expectNoSeriousA11yViolations(page);

  // A change of the title only: the delmål go with the save.
  await row.getByRole("button", { name: "Redigera Säkrare remisser till arbetsprov" }).click();
  const edit = page.getByRole("dialog", { name: "Redigera utvecklingsarbete" });
  await edit.getByLabel("Utvecklingsarbetets ämne").fill("Säkrare remisser");
  await edit.getByRole("button", { name: "Spara" }).click();
  await expect(edit).toBeHidden();
  await expect(toast(page, "Utvecklingsarbete uppdaterat!")).toBeVisible();
  const [work] = (await recordOf(page, doctor.id)).developmentWorks;
  expect(work).toMatchObject({ title: "Säkrare remisser", goalIds: ["STa2"] });

  await page.getByRole("button", { name: "Ta bort Säkrare remisser" }).click();
  const confirm = page.getByRole("dialog", { name: "Är du säker?" });
  await expect(confirm).toContainText("Utvecklingsarbetet Säkrare remisser tas bort.");
  await confirm.getByRole("button", { name: "Ta bort" }).click();
  await expect(toast(page, "Utvecklingsarbete borttaget!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Inga utvecklingsarbeten ännu" })).toBeVisible();
  await admin.dispose();
});

test("without a model the delmål field is closed, and an edit keeps the delmål saved", async ({
  page,
}) => {
  const admin = await adminApi();
  const doctor = await createAccount(admin, "ST_DOCTOR", "Vilma", `Utanmodell${Date.now() % 1e6}`);
  await takeOverAccount(page.request, doctor.email);
  const base = `/api/st-doctors/${doctor.id}`;
  await send(page.request, "POST", `${base}/records/rotation`, {
    name: "Kardiologi",
    startDate: "2025-01",
    endDate: "2025-02",
    goalIds: ["STc4"],
  });
  await page.goto("/rotations");
  const row = page.getByRole("row", { name: /Kardiologi/ });
  await expect(row).toContainText("STc4");
  await row.getByRole("button", { name: "Redigera Kardiologi" }).click();
  const dialog = page.getByRole("dialog", { name: "Redigera randning" });
  await expect(
    dialog.getByText("Välj ST-modell under Formellt för att välja delmål."),
  ).toBeVisible();
  await expect(dialog.getByLabel(GOALS)).toBeDisabled();
  await dialog.getByLabel("Slutmånad").fill("2025-03");
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Randning uppdaterad!")).toBeVisible();
  const res = await page.request.get(`${base}/record`, { headers: ORIGIN });
  const [rotation] = (await res.json()).rotations;
  expect(rotation).toMatchObject({ endDate: "2025-03", goalIds: ["STc4"] });
  await admin.dispose();
});
