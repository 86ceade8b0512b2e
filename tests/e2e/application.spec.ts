import { expect, type Page, test } from "@playwright/test";
import {
  adminApi,
  createAccount,
  DEMO,
  expectNoSeriousA11yViolations,
  send,
  signIn,
  signInNewDoctor,
  takeOverAccount,
} from "./fixtures";

/**
 * 'Ansökan' (issue 24): the model first, the gaps, the certificates with their dialog, grouping
 * and splitting, and the personnummer that is typed for the files and kept nowhere. The admin's
 * 'Blanketter' shows the forms and the server's refusal of a file that is no form.
 */

function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

const PERSONNUMMER = "19121212-1212";

test("without a model the application asks for one first", async ({ page }) => {
  const admin = await adminApi();
  const doctor = await createAccount(admin, "ST_DOCTOR", "Ebba", `Ansökan${Date.now() % 1e6}`);
  await takeOverAccount(page.request, doctor.email);
  await page.goto("/application");
  await expect(page.getByRole("heading", { level: 1, name: "Ansökan" })).toBeVisible();
  await expect(
    page.getByText("Välj ST-modell under Formellt innan ansökan kan fyllas i."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Gå till Formellt" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Formellt" })).toBeVisible();
  await admin.dispose();
});

test("an ST doctor completes a certificate, groups two and splits them again", async ({ page }) => {
  test.setTimeout(60_000);
  const admin = await adminApi();
  const doctor = await signInNewDoctor(page, admin, "Hedda", 2);
  const base = `/api/st-doctors/${doctor.id}`;
  for (const [name, start, end] of [
    ["Kardiologi", "2025-01", "2025-02"],
    ["Kardiologi vår", "2025-03", "2025-04"],
  ]) {
    await send(page.request, "POST", `${base}/records/rotation`, {
      name,
      startDate: start,
      endDate: end,
      goalIds: ["STc4"],
    });
  }
  await page.goto("/application");
  await expect(page.getByRole("heading", { level: 1, name: "Ansökan" })).toBeVisible();
  await expect(page.getByText("Målbeskrivning: ST 2021 (HSLF-FS 2021:8)")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Brister" })).toBeVisible();
  const first = page.getByRole("row", { name: /Kardiologi(?! vår)/ }).first();
  await expect(first).toContainText("STc4");
  await expectNoSeriousA11yViolations(page);

  // The certificate's dialog: the signer and the place.
  await first.getByRole("button", { name: /^Redigera bilaga \d+$/ }).click();
  const dialog = page.getByRole("dialog", { name: /^Bilaga \d+: Klinisk tjänstgöring/ });
  await dialog.getByLabel("Plats (tjänsteställe)").fill("Kardiologen, Lund");
  await dialog.getByLabel("Period från").fill("2025-01-01");
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(
    dialog.getByText("Ange både från- och till-datum, eller lämna båda tomma."),
  ).toBeVisible();
  await dialog.getByLabel("Period från").fill("");
  await dialog.getByLabel("Intygsgivarens namn").fill("Karin Holm");
  await dialog.getByLabel("Intygsgivarens specialitet").fill("Kardiologi");
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Intyget sparat!")).toBeVisible();
  await expect(page.getByRole("row", { name: /Karin Holm/ })).toContainText("Kardiologen, Lund");

  // Two certificates of one kind become one; 'Dela upp' gives them back.
  const boxes = page.getByRole("checkbox", { name: /^Välj bilaga \d+ för att slå ihop$/ });
  await expect(boxes).toHaveCount(2);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole("button", { name: "Slå ihop" }).click();
  await expect(toast(page, "Intygen har slagits ihop.")).toBeVisible();
  await expect(boxes).toHaveCount(1);
  await page.getByRole("button", { name: /^Dela upp bilaga \d+$/ }).click();
  const confirm = page.getByRole("dialog", { name: "Dela upp intyget?" });
  await confirm.getByRole("button", { name: "Dela upp" }).click();
  await expect(toast(page, "Intyget har delats upp.")).toBeVisible();
  await expect(boxes).toHaveCount(2);
  await admin.dispose();
});

test("the personnummer is asked for, sent once and kept nowhere", async ({ page }) => {
  const admin = await adminApi();
  const doctor = await signInNewDoctor(page, admin, "Signe", 2);
  await send(page.request, "POST", `/api/st-doctors/${doctor.id}/records/sit-in`, {
    topic: "Myokardskintigrafi",
    supervisor: "Karin Holm",
    date: "2025-01-15",
    notes: "Tio fall.",
    // No delmål: a gap that stops the files whatever forms the administrator has uploaded.
    goalIds: [],
  });
  await page.goto("/application");
  const field = page.getByRole("textbox", { name: "Personnummer" });
  await expect(field).toHaveAttribute("type", "text");
  await expect(field).toHaveAttribute("autocomplete", "off");

  await page.getByRole("button", { name: "Ladda ner ansökan (ZIP)" }).click();
  await expect(
    page.getByText("Ange personnumret (ÅÅÅÅMMDD-XXXX) för att skapa filerna."),
  ).toBeVisible();
  await expect(field).toBeFocused();

  // A certificate's PDF is asked for with the same field.
  await page.getByRole("button", { name: /^Ladda ner intyg, bilaga \d+$/ }).click();
  await expect(field).toBeFocused();

  // The application has gaps: the server says so, in Swedish, under the field.
  await field.fill(PERSONNUMMER);
  await page.getByRole("button", { name: "Ladda ner ansökan (ZIP)" }).click();
  await expect(page.getByText(/^Ansökan kan inte skapas/)).toBeVisible();
  expect(page.url()).not.toContain("1212");
  const stored = await page.evaluate(() =>
    JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
  );
  expect(stored).not.toContain("121212");
  await admin.dispose();
});

test("the administrator sees the blank forms and the refusal of a file that is no form", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto("/admin");
  const section = page.getByRole("region", { name: "Blanketter" });
  await expect(section).toBeVisible();
  await expect(section.getByRole("row")).not.toHaveCount(0);
  await section.locator('input[type="file"]').setInputFiles({
    name: "inte-en-blankett.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(
      "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    ),
  });
  await section.getByRole("button", { name: "Ladda upp" }).click();
  await expect(section.getByRole("alert")).toContainText("inte-en-blankett.pdf");
  await expectNoSeriousA11yViolations(page, "#main-content");
});
