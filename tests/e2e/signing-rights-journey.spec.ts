import { expect, type Page, test } from "@playwright/test";
import { SIGNING_RIGHTS_MESSAGES as S } from "../../src/shared/messages/signing-rights";
import { isoDateInTimeZone } from "../../src/shared/rules/dates";
import { formatDate } from "../../src/shared/rules/display-dates";
import {
  adminApi,
  createAccount,
  DEMO,
  expectNoSeriousA11yViolations,
  reviewSignIn,
  setReviewPassword,
  sidebar,
  signIn,
} from "./fixtures";

/**
 * The journey the signing-rights page exists for: specialists record a series of assessments
 * through 'Granskning'; a director reads the statistics, tries stricter and looser indicators,
 * closes the evaluation and approves the right to sign.
 */

const REVIEW_PASSWORD = "granskning-resa";
const EXAMINATION = "Vilo-EKG (12 avledningar)";

async function recordSeries(page: Page, doctorName: string, results: readonly string[]) {
  await page.getByRole("button", { name: "Välj undersökning" }).click();
  const examinations = page.getByRole("dialog", { name: "Välj undersökning" });
  await examinations.getByLabel("Sök undersökning").fill("ekg obligatorisk");
  await examinations.getByRole("button", { name: EXAMINATION }).click();
  await page.getByRole("combobox", { name: "ST-läkare", exact: true }).fill(doctorName);
  await page.getByRole("option", { name: doctorName }).click();
  await page.getByRole("button", { name: "Välj specialist" }).click();
  const names = page.getByRole("dialog", { name: "Välj specialistläkare" });
  await names.getByLabel("Sök eller skriv ett nytt namn").fill("Karin Nordström");
  await names.getByLabel("Sök eller skriv ett nytt namn").press("Enter");
  const confidence = page.getByRole("radio", { name: "Skulle signera" });
  for (const [i, result] of results.entries()) {
    await page.getByRole("radio", { name: result }).check();
    await confidence.check();
    await page.getByLabel("Undersöknings-ID").fill(`EKG-2026-${100 + i}`);
    await page.getByRole("button", { name: "Spara bedömning" }).click();
    // A saved assessment starts the answers again; the series (doctor, examination) stays.
    await expect(confidence).not.toBeChecked();
  }
}

test("specialists assess through 'Granskning', and a director reads, closes and approves", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi();
  await setReviewPassword(admin, REVIEW_PASSWORD);
  const surname = `Resa${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)] ?? "")}`;
  const doctor = await createAccount(admin, "ST_DOCTOR", "Tove", surname);
  await admin.dispose();
  const doctorName = `Tove ${surname}`;

  // Twelve assessments, one of them with major changes.
  await reviewSignIn(page, REVIEW_PASSWORD);
  const series = [...Array<string>(11).fill("Inga ändringar"), "Större ändringar"];
  await recordSeries(page, doctorName, series);
  const { evaluations } = await (await page.request.get("/api/signing-rights/evaluations")).json();
  const mine = evaluations.find((e: { stDoctor: { id: string } }) => e.stDoctor.id === doctor.id);
  expect(mine).toMatchObject({ assessmentCount: 12, status: "active" });

  // A director reads the statistics.
  await page.context().clearCookies();
  await signIn(page, DEMO.director);
  await sidebar(page).getByRole("link", { name: "Signeringsrätt" }).click();
  await page.getByRole("tab", { name: "Statistik" }).click();
  await page.getByRole("button", { name: "Välj utvärdering" }).click();
  const picker = page.getByRole("dialog", { name: "Välj ST-läkare och undersökning" });
  await picker.getByRole("button", { name: `${doctorName} - ${EXAMINATION}` }).click();
  const readiness = page.getByRole("region", { name: "Rekommendation" });
  await expect(readiness.getByText(S.recommendApprove)).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Individuella bedömningar" }).getByRole("listitem"),
  ).toHaveCount(12);

  // Stricter, then lowered again: the recommendation follows the minimum count.
  const adjust = page.getByRole("dialog", { name: "Justera kvalitetsindikatorer" });
  const minimum = adjust.getByLabel("Minsta antal bedömningar");
  await readiness.getByRole("button", { name: "Justera kvalitetsindikatorer" }).click();
  await minimum.fill("15");
  await adjust.getByRole("button", { name: "Spara" }).click();
  await expect(readiness.getByText(S.needsMoreAssessment)).toBeVisible();
  await readiness.getByRole("button", { name: "Justera kvalitetsindikatorer" }).click();
  await minimum.fill("12");
  await adjust.getByRole("button", { name: "Spara" }).click();
  await expect(readiness.getByText(S.recommendApprove)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Closed and approved.
  const header = page.getByRole("region", { name: `${doctorName} - ${EXAMINATION}` });
  await header.getByRole("button", { name: "Avsluta utvärdering (Klar)" }).click();
  await page
    .getByRole("dialog", { name: "Är du säker?" })
    .getByRole("button", { name: "Avsluta" })
    .click();
  const decision = page.getByRole("region", { name: "Slutligt beslut" });
  await decision.getByRole("radio", { name: "Godkänn" }).check();
  await decision.getByLabel("Anteckningar").fill("Tolv bedömningar, en större ändring. Godkänd.");
  await decision.getByRole("button", { name: "Spara beslut" }).click();
  await expect(page.getByText(S.decisionSaved)).toBeVisible();

  // After a reload the decision is there, with its date and notes.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Statistik" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("heading", { name: S.decisionShown.approved })).toBeVisible();
  await expect(
    page.getByText(`Beslutsdatum: ${formatDate(isoDateInTimeZone(new Date()))}`),
  ).toBeVisible();
  await expect(page.getByText("Tolv bedömningar, en större ändring. Godkänd.")).toBeVisible();
});
