import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { RECORD_MESSAGES } from "../../src/shared/messages/records";
import { SIGNING_RIGHTS_MESSAGES as S } from "../../src/shared/messages/signing-rights";
import { USER_MESSAGES } from "../../src/shared/messages/users";
import { adminApi, DEMO, reviewSignIn, setReviewPassword, signIn } from "./fixtures";

/**
 * The free-text rules in the forms (decisions 166, 167): a personnummer in any spelling, and an
 * invisible character in a name, are refused before anything is sent.
 */
const REVIEW_PASSWORD = "granskning-fritext";

/** The evaluations there before, so the ones made here can be removed after (the specialist
 * names they carry would otherwise show in later specs' name lists). */
let evaluationsBefore = new Set<string>();

async function evaluationIds(api: APIRequestContext): Promise<string[]> {
  const res = await api.get("/api/signing-rights/evaluations");
  expect(res.status()).toBe(200);
  const { evaluations } = (await res.json()) as { evaluations: { id: string }[] };
  return evaluations.map((e) => e.id);
}

test.beforeAll(async () => {
  const admin = await adminApi();
  await setReviewPassword(admin, REVIEW_PASSWORD);
  evaluationsBefore = new Set(await evaluationIds(admin));
  await admin.dispose();
});

test.afterAll(async () => {
  const admin = await adminApi();
  for (const id of await evaluationIds(admin)) {
    if (evaluationsBefore.has(id)) continue;
    expect((await admin.delete(`/api/signing-rights/evaluations/${id}`)).status()).toBe(200);
  }
  await admin.dispose();
});

async function assessmentCount(page: Page): Promise<number> {
  const res = await page.request.get("/api/signing-rights/evaluations");
  expect(res.status()).toBe(200);
  const { evaluations } = (await res.json()) as { evaluations: { assessmentCount: number }[] };
  return evaluations.reduce((sum, e) => sum + e.assessmentCount, 0);
}

test("the assessment form refuses a personnummer in every free text, however it is written", async ({
  page,
}) => {
  // Two saves through the review login on a shared machine.
  await reviewSignIn(page, REVIEW_PASSWORD);
  await expect(page.getByRole("button", { name: "Spara bedömning" })).toBeVisible();
  const before = await assessmentCount(page);

  await page.getByRole("button", { name: "Välj undersökning" }).click();
  const examDialog = page.getByRole("dialog", { name: "Välj undersökning" });
  await examDialog.getByLabel("Sök undersökning").fill("ekg obligatorisk");
  await examDialog.getByRole("button", { name: "Vilo-EKG (12 avledningar)" }).click();
  await page.getByRole("combobox", { name: "ST-läkare", exact: true }).fill("Ali");
  await page.getByRole("option", { name: "Ali Hassan" }).click();
  await page.getByRole("button", { name: "Välj specialist" }).click();
  const nameDialog = page.getByRole("dialog", { name: "Välj specialistläkare" });
  await nameDialog.getByLabel("Sök eller skriv ett nytt namn").fill("Per pnr121212-1212");
  await nameDialog.getByLabel("Sök eller skriv ett nytt namn").press("Enter");
  await page.getByLabel("Undersöknings-ID").fill("121212/1212");
  await page.getByLabel("Kommentarer").fill("Bra tolkat, ١٢١٢١٢-١٢١٢.");
  await page.getByRole("button", { name: "Spara bedömning" }).click();

  for (const field of [S.specialistNameField, S.examinationIdField, S.commentsField]) {
    await expect(page.getByText(S.personalIdentityNumber(field))).toBeVisible();
  }
  await expect(page.getByLabel("Undersöknings-ID")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(S.saved)).toHaveCount(0);
  expect(await assessmentCount(page)).toBe(before);

  // A number whose check digit is wrong is no personnummer: the same texts so changed are saved.
  await page.getByRole("button", { name: /^(Välj|Ändra) specialist$/ }).click();
  await nameDialog.getByLabel("Sök eller skriv ett nytt namn").fill("Per Persson");
  await nameDialog.getByLabel("Sök eller skriv ett nytt namn").press("Enter");
  await page.getByLabel("Undersöknings-ID").fill("121212/1213");
  await page.getByLabel("Kommentarer").fill("Bra tolkat, ١٢١٢١٢-١٢١٣.");
  await page.getByRole("button", { name: "Spara bedömning" }).click();
  await expect(page.getByText(S.saved).first()).toBeVisible();
  await expect.poll(() => assessmentCount(page)).toBe(before + 1);
});

test("the account form refuses an invisible character in a last name", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto("/admin");
  await page.getByRole("button", { name: "Lägg till användare" }).click();
  const dialog = page.getByRole("dialog", { name: "Lägg till användare" });
  await dialog.getByLabel("E-postadress").fill("osynlig@demo.local");
  await dialog.getByLabel("Förnamn").fill("Nora");
  await dialog.getByLabel("Efternamn").fill("Lind\u200Bqvist");
  await dialog.getByRole("button", { name: "Skapa användare" }).click();
  await expect(dialog.getByText(USER_MESSAGES.nameInvalidCharacters)).toBeVisible();
  expect(USER_MESSAGES.nameInvalidCharacters).toBe(RECORD_MESSAGES.invalidCharacters);
  const users = await page.request.get("/api/users?search=osynlig");
  expect(((await users.json()) as { total: number }).total).toBe(0);
});
