import { expect, type Page, test } from "@playwright/test";
import { SIGNING_RIGHTS_MESSAGES as S } from "../../src/shared/messages/signing-rights";
import {
  adminApi,
  expectNoSeriousA11yViolations,
  ORIGIN,
  setReviewPassword,
  reviewSignIn as signInThroughReview,
} from "./fixtures";

const REVIEW_PASSWORD = "granskning-tillagg";

test.beforeAll(async () => {
  const admin = await adminApi();
  await setReviewPassword(admin, REVIEW_PASSWORD);
  await admin.dispose();
});

/** A specialist at the clinic's shared computer signs in through the 'Granskning' tab. */
async function reviewSignIn(page: Page) {
  await signInThroughReview(page, REVIEW_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Signeringsrätt" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Spara bedömning" })).toBeVisible();
}

async function evaluationCount(page: Page): Promise<number> {
  const res = await page.request.get("/api/signing-rights/evaluations");
  expect(res.status()).toBe(200);
  const { evaluations } = (await res.json()) as { evaluations: { assessmentCount: number }[] };
  return evaluations.reduce((sum, e) => sum + e.assessmentCount, 0);
}

/** Picks the examination through the modal's search. */
async function chooseExamination(page: Page, search: string, name: string) {
  await page.getByRole("button", { name: /^(Välj|Ändra) undersökning$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Välj undersökning" });
  await expect(dialog.getByLabel("Sök undersökning")).toBeFocused();
  await dialog.getByLabel("Sök undersökning").fill(search);
  await dialog.getByRole("button", { name }).click();
  await expect(dialog).toHaveCount(0);
}

async function chooseDoctor(page: Page, name: string) {
  await doctorField(page).fill(name.split(" ")[0] ?? name);
  await page.getByRole("option", { name }).click();
}

const examinationField = (page: Page) =>
  page.getByRole("textbox", { name: "Undersökning", exact: true });
const specialistField = (page: Page) =>
  page.getByRole("textbox", { name: "Specialistens namn", exact: true });
const doctorField = (page: Page) => page.getByRole("combobox", { name: "ST-läkare", exact: true });

test("a specialist records assessments in a row for one doctor and examination", async ({
  page,
}) => {
  await reviewSignIn(page);
  const before = await evaluationCount(page);
  await expect(page.getByRole("tab", { name: "Lägg till bedömning" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expectNoSeriousA11yViolations(page);

  // Nothing chosen: the form says what is missing and sends nothing.
  await page.getByRole("button", { name: "Spara bedömning" }).click();
  await expect(page.getByText(S.examinationAndDoctorRequired)).toHaveCount(2);
  await expect(page.getByText(S.specialistNameRequired)).toBeVisible();

  // The examination modal: search by name, column or level; an empty result says so.
  await page.getByRole("button", { name: "Välj undersökning" }).click();
  const examDialog = page.getByRole("dialog", { name: "Välj undersökning" });
  await expectNoSeriousA11yViolations(page);
  await examDialog.getByLabel("Sök undersökning").fill("zzz finns inte");
  await expect(examDialog.getByText(S.noExaminationsMatch)).toBeVisible();
  await examDialog.getByLabel("Sök undersökning").fill("hjärtfunktion obligatorisk");
  const matches = examDialog.getByRole("list", { name: "Undersökningar" }).getByRole("button");
  await expect(matches).toHaveCount(1);
  await expect(matches).toContainText("Transtorakal ekokardiografi (TTE)");
  await page.keyboard.press("Escape");
  await chooseExamination(page, "TTE", "Transtorakal ekokardiografi (TTE)");
  await expect(examinationField(page)).toHaveValue("Transtorakal ekokardiografi (TTE)");
  await expect(page.getByRole("button", { name: "Ändra undersökning" })).toBeVisible();

  await chooseDoctor(page, "Maja Berg");
  await expect(page.getByLabel("Bedömningsdatum")).not.toHaveValue("");

  // A new name is typed and added (an earlier answer by link may have named another specialist).
  await page.getByRole("button", { name: "Välj specialist" }).click();
  const nameDialog = page.getByRole("dialog", { name: "Välj specialistläkare" });
  await nameDialog.getByLabel("Sök eller skriv ett nytt namn").fill("Ingrid Ek");
  await expectNoSeriousA11yViolations(page);
  await nameDialog.getByRole("button", { name: "Lägg till ”Ingrid Ek”" }).click();
  await expect(specialistField(page)).toHaveValue("Ingrid Ek");

  await expect(page.getByRole("radio", { name: "Inga ändringar" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Medel" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Skulle diskutera" })).toBeChecked();
  await page.getByRole("radio", { name: "Större ändringar" }).check();
  await page.getByRole("radio", { name: "Svår" }).check();
  await page.getByRole("radio", { name: "Skulle signera" }).check();
  await page.getByLabel("Undersöknings-ID").fill("RIS-2024-4711");
  await page.getByLabel("Kommentarer").fill("Missade perikardvätska.");
  await page.getByRole("button", { name: "Spara bedömning" }).click();
  await expect(page.getByText(S.saved)).toBeVisible();
  expect(await evaluationCount(page)).toBe(before + 1);

  // Ready for the next case: the series stays, the answers start again.
  await expect(examinationField(page)).toHaveValue("Transtorakal ekokardiografi (TTE)");
  await expect(doctorField(page)).toHaveValue("Maja Berg");
  await expect(specialistField(page)).toHaveValue("Ingrid Ek");
  await expect(page.getByRole("radio", { name: "Inga ändringar" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Skulle diskutera" })).toBeChecked();
  await expect(page.getByLabel("Undersöknings-ID")).toHaveValue("");
  await expect(page.getByLabel("Kommentarer")).toHaveValue("");

  // The saved name is known now; the same name in other letters picks it.
  await page.getByRole("button", { name: "Ändra specialist" }).click();
  await expect(nameDialog.getByRole("button", { name: "Ingrid Ek", exact: true })).toBeVisible();
  await nameDialog.getByLabel("Sök eller skriv ett nytt namn").fill("ingrid ek");
  await nameDialog.getByLabel("Sök eller skriv ett nytt namn").press("Enter");
  await expect(nameDialog).toHaveCount(0);
  await expect(specialistField(page)).toHaveValue("Ingrid Ek");

  // A second assessment in the series joins the same evaluation.
  await page.getByRole("button", { name: "Spara bedömning" }).click();
  await expect(page.getByText(S.saved).first()).toBeVisible();
  await expect.poll(() => evaluationCount(page)).toBe(before + 2);
});

test("a personnummer in the examination ID is refused and nothing is saved", async ({ page }) => {
  await reviewSignIn(page);
  const before = await evaluationCount(page);
  await chooseExamination(page, "ekg obligatorisk", "Vilo-EKG (12 avledningar)");
  await chooseDoctor(page, "Ali Hassan");
  await page.getByRole("button", { name: "Välj specialist" }).click();
  const nameDialog = page.getByRole("dialog", { name: "Välj specialistläkare" });
  await nameDialog.getByLabel("Sök eller skriv ett nytt namn").fill("Per Persson");
  await nameDialog.getByLabel("Sök eller skriv ett nytt namn").press("Enter");
  await page.getByLabel("Undersöknings-ID").fill("19811228-9874");
  await page.getByLabel("Kommentarer").fill("Bra tolkat.");
  await page.getByRole("button", { name: "Spara bedömning" }).click();

  const refusal = S.personalIdentityNumber(S.examinationIdField);
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(page.getByLabel("Undersöknings-ID")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(S.saved)).toHaveCount(0);
  // What was typed is still there to correct.
  await expect(page.getByLabel("Undersöknings-ID")).toHaveValue("19811228-9874");
  await expect(page.getByLabel("Kommentarer")).toHaveValue("Bra tolkat.");
  expect(await evaluationCount(page)).toBe(before);

  // The server refuses it too, naming the field the form shows it under.
  const res = await page.request.post("/api/signing-rights/assessments", {
    headers: ORIGIN,
    data: {
      procedureId: "c5-vilo-ekg",
      stDoctorId: "nobody",
      evaluationDate: "2024-01-02",
      specialistName: "Per Persson",
      evaluationResult: "no_changes",
      caseDifficulty: "medium",
      stDoctorConfidence: "would_discuss",
      examinationId: "811228-9874",
    },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({ field: "examinationId", error: refusal });
  expect(await evaluationCount(page)).toBe(before);
});

test("keyboard and a phone-sized screen: tabs by arrow keys, nothing wider than the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewSignIn(page);
  await page.getByLabel("Kommentarer").fill("Skrivet innan fliken byttes.");
  const addTab = page.getByRole("tab", { name: "Lägg till bedömning" });
  await addTab.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Statistik" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.keyboard.press("ArrowLeft");
  await expect(addTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Kommentarer")).toHaveValue("Skrivet innan fliken byttes.");

  // The examination by keyboard alone: open, search, Enter takes the one match.
  await page.getByRole("button", { name: "Välj undersökning" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.type("dynamisk spirometri");
  await page.keyboard.press("Enter");
  await expect(examinationField(page)).toHaveValue("Dynamisk spirometri inkl. reversibilitetstest");
  await expect(page.getByRole("button", { name: "Ändra undersökning" })).toBeFocused();

  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});

test("what was typed comes back when the session ended before the save", async ({ page }) => {
  await reviewSignIn(page);
  await chooseExamination(page, "ekg obligatorisk", "Vilo-EKG (12 avledningar)");
  await chooseDoctor(page, "Maja Berg");
  await page.getByRole("button", { name: /^(Välj|Ändra) specialist$/ }).click();
  const names = page.getByRole("dialog", { name: "Välj specialistläkare" });
  await names.getByLabel("Sök eller skriv ett nytt namn").fill("Lena Sessionsson");
  await names.getByLabel("Sök eller skriv ett nytt namn").press("Enter");
  await page.getByRole("radio", { name: "Mindre ändringar" }).check();
  await page.getByLabel("Kommentarer").fill("Skrivet när sessionen tog slut.");
  // The session ends (another tab signed out, or it expired): the save is refused with 401.
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Spara bedömning" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole("tab", { name: "Granskning" }).click();
  await page.getByRole("textbox", { name: "Lösenord", exact: true }).fill(REVIEW_PASSWORD);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL(/\/signing-rights-assessment/);
  await expect(page.getByText(/är återställt/)).toBeVisible();
  await expect(page.getByLabel("Kommentarer")).toHaveValue("Skrivet när sessionen tog slut.");
  await expect(page.getByRole("radio", { name: "Mindre ändringar" })).toBeChecked();
  await expect(examinationField(page)).toHaveValue("Vilo-EKG (12 avledningar)");
  await expect(specialistField(page)).toHaveValue("Lena Sessionsson");
});
