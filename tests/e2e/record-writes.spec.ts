import { expect, type Page, test } from "@playwright/test";
import { DEMO, sidebar, signIn } from "./fixtures";

/**
 * A saved write updates the shown record from the server's answer (decision 118): no write reads
 * the whole record again, and the values the server works out (the end date, the model lock) still
 * change on screen. The examination catalogue comes once, from its own route (decision 117).
 */

const RECORD_PATH = /^\/api\/st-doctors\/[^/]+\/record$/;
const CATALOGUE_PATH = "/api/catalog/procedures/in-use";

async function openPage(page: Page, label: string) {
  await sidebar(page).getByRole("link", { name: label, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
  await expect(page.getByText("Laddar...")).toHaveCount(0);
}

function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

/** Counts the GETs of the record and of the catalogue the page sends. */
function countReads(page: Page) {
  const reads = { record: 0, catalogue: 0 };
  page.on("request", (request) => {
    if (request.method() !== "GET") return;
    const path = new URL(request.url()).pathname;
    if (RECORD_PATH.test(path)) reads.record++;
    if (path === CATALOGUE_PATH) reads.catalogue++;
  });
  return reads;
}

test("each write updates the record from its answer, with no second read of the record", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const reads = countReads(page);
  /** Record reads caused by each write: all must be 0. */
  const readsPerWrite: Record<string, number> = {};
  async function write(name: string, act: () => Promise<void>) {
    const before = reads.record;
    await act();
    // Anything the write would set off (a refetch once idle) has gone out by now.
    await page.waitForLoadState("networkidle");
    readsPerWrite[name] = reads.record - before;
  }

  await signIn(page, DEMO.doctor2021a);
  await openPage(page, "Formellt");
  await write("formalities", async () => {
    await page.getByLabel("ST-modell").selectOption("2021");
    await page.getByLabel("Startdatum").fill("2024-01-15");
    await page.getByLabel("Längd (månader)").fill("60");
    await page.getByRole("button", { name: "Spara", exact: true }).click();
    await expect(toast(page, "Formellt sparad!")).toBeVisible();
  });
  await expect(page.getByTestId("st-end-date")).toHaveText("15 jan 2029");

  // The end date the server works out arrives with the absence's answer.
  await write("absence added", async () => {
    await page.getByRole("button", { name: "Lägg till frånvaro" }).click();
    const dialog = page.getByRole("dialog", { name: "Lägg till frånvaro" });
    await dialog.getByLabel("Startdatum").fill("2024-03-01");
    await dialog.getByLabel("Slutdatum").fill("2024-03-10");
    await dialog.getByLabel("Beskrivning").fill("Kort sjukskrivning");
    await dialog.getByRole("button", { name: "Spara" }).click();
    await expect(toast(page, "Frånvaro tillagd!")).toBeVisible();
  });
  await expect(page.getByTestId("st-end-date")).toHaveText("25 jan 2029");

  // Randningar: add, edit and delete a rotation. The first activity locks the model.
  await openPage(page, "Randningar");
  await write("rotation added", async () => {
    await page.getByRole("button", { name: "Planera randning" }).click();
    const form = page.getByRole("dialog", { name: "Planera randning" });
    await form.getByRole("combobox", { name: "Randning" }).click();
    await page.getByRole("option", { name: "Annan" }).click();
    await form.getByRole("textbox", { name: "Namn på randningen" }).fill("Thoraxkliniken");
    await form.getByLabel("Startmånad").fill("2026-05");
    await form.getByLabel("Slutmånad").fill("2026-06");
    await form.getByRole("button", { name: "Spara" }).click();
    await expect(toast(page, "Randning tillagd!")).toBeVisible();
  });
  await expect(page.getByRole("cell", { name: "Thoraxkliniken", exact: true })).toBeVisible();
  // Editing works at once: the row shown is the stored one, with its id and version.
  await write("rotation updated", async () => {
    await page.getByRole("button", { name: "Redigera Thoraxkliniken" }).click();
    const form = page.getByRole("dialog", { name: "Redigera randning" });
    await form.getByRole("textbox", { name: "Namn på randningen" }).fill("Thoraxkirurgi");
    await form.getByRole("button", { name: "Spara" }).click();
    await expect(toast(page, "Randning uppdaterad!")).toBeVisible();
  });
  await expect(page.getByRole("cell", { name: "Thoraxkirurgi", exact: true })).toBeVisible();

  // Formellt shows the lock the rotation's answer brought.
  await openPage(page, "Formellt");
  await expect(page.getByLabel("ST-modell")).toBeDisabled();
  await openPage(page, "Randningar");
  await write("rotation deleted", async () => {
    await page.getByRole("button", { name: "Ta bort Thoraxkirurgi" }).click();
    await page
      .getByRole("dialog", { name: "Är du säker?" })
      .getByRole("button", { name: "Ta bort" })
      .click();
    await expect(toast(page, "Randning borttagen!")).toBeVisible();
  });
  await expect(page.getByRole("heading", { name: "Inga randningar ännu" })).toBeVisible();

  // Delmål: a goal's status.
  await openPage(page, "Delmål");
  await write("goal", async () => {
    await page.getByRole("button", { name: "Ändra status för STa2: Ej påbörjad" }).click();
    const dialog = page.getByRole("dialog", { name: "Ändra status" });
    await dialog.getByRole("button", { name: "Pågående" }).click();
    await dialog.getByRole("button", { name: "Spara" }).click();
    await expect(toast(page, "Delmål uppdaterat!")).toBeVisible();
  });
  await expect(page.getByRole("button", { name: "Ändra status för STa2: Pågående" })).toBeVisible();

  // Undersökningar: an examination's status; the catalogue was read once in this visit.
  await openPage(page, "Undersökningar");
  await write("examination", async () => {
    await page.getByRole("button", { name: /Ergospirometri/ }).click();
    const dialog = page.getByRole("dialog", { name: /Ergospirometri/ });
    await dialog.getByRole("button", { name: "Pågående" }).click();
    await dialog.getByRole("button", { name: "Spara" }).click();
    await expect(toast(page, "Undersökning uppdaterad!")).toBeVisible();
  });
  await openPage(page, "Delmål");
  await openPage(page, "Undersökningar");
  expect(reads.catalogue).toBe(1);
  // A new visit brings the catalogue and the record in its page (decision 273): no read of its own.
  const beforeVisit = { ...reads };
  await page.reload();
  await expect(page.getByRole("region", { name: "Undersökningsmatris" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(reads).toEqual(beforeVisit);

  expect(readsPerWrite).toEqual({
    formalities: 0,
    "absence added": 0,
    "rotation added": 0,
    "rotation updated": 0,
    "rotation deleted": 0,
    goal: 0,
    examination: 0,
  });

  // Leave the profile blank for the specs that follow.
  await openPage(page, "Formellt");
  await page.getByRole("button", { name: "Återställ profil" }).click();
  await page
    .getByRole("dialog", { name: "Är du säker?" })
    .getByRole("button", { name: "Ja, återställ" })
    .click();
  await expect(page.getByLabel("ST-modell")).toHaveValue("UNSELECTED");
});
