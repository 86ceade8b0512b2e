import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { PORTFOLIO_MESSAGES } from "../../src/shared/messages/portfolio";
import { pdfPageTexts } from "../fixtures/pdf-text";
import { adminApi, createAccount, DEMO, pickDoctor, signIn } from "./fixtures";

/**
 * The portfolio PDF ('Utbildningsbok') from the browser: a director opens an ST doctor's Översikt
 * and downloads the book, which is a PDF with the doctor's name in its text.
 */

let admin: APIRequestContext;

test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(() => admin.dispose());

test("a director downloads an ST doctor's portfolio PDF from the overview", async ({ page }) => {
  const doctor = await createAccount(admin, "ST_DOCTOR", "Åsa", `Öberg${Date.now() % 1_000_000}`);
  await signIn(page, DEMO.director);
  await pickDoctor(page, doctor.displayName);
  await expect(page.getByText(`Du följer ${doctor.displayName}`)).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Ladda ned utbildningsbok (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^Utbildningsbok ${doctor.displayName} \\d{4}-\\d{2}-\\d{2}\\.pdf$`),
  );
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pages = await pdfPageTexts(new Uint8Array(bytes));
  expect(pages[0]).toContain(doctor.displayName);
  expect(pages.at(-1)).toContain(`Sida ${pages.length} av ${pages.length}`);
});

test("a refused download says why in Swedish and stays on the page", async ({ page }) => {
  const doctor = await createAccount(admin, "ST_DOCTOR", "Åke", `Ek${Date.now() % 1_000_000}`);
  await signIn(page, DEMO.director);
  await pickDoctor(page, doctor.displayName);
  await expect(page.getByText(`Du följer ${doctor.displayName}`)).toBeVisible();

  // The answer the server gives while this person's earlier books are still being made (its caps
  // are tested in portfolio-renderer.test.ts); the browser must not open it as a JSON page.
  await page.route("**/portfolio.pdf", (route) =>
    route.fulfill({
      status: 429,
      headers: { "Retry-After": "2" },
      contentType: "application/json",
      body: JSON.stringify({ error: PORTFOLIO_MESSAGES.busyPerson }),
    }),
  );
  const url = page.url();
  await page.getByRole("button", { name: "Ladda ned utbildningsbok (PDF)" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: PORTFOLIO_MESSAGES.busyPerson }),
  ).toBeVisible();
  expect(page.url()).toBe(url);
  await expect(page.getByRole("button", { name: "Ladda ned utbildningsbok (PDF)" })).toBeEnabled();
});
