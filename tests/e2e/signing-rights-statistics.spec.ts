import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  adminApi,
  createAccount,
  DEMO,
  expectNoSeriousA11yViolations,
  sidebar,
  signIn,
} from "./fixtures";

/**
 * The 'Statistik' tab of Signeringsrätt: one evaluation picked, read, judged under adjusted
 * thresholds, closed and decided; and an administrator's deletion.
 */

const RESULTS = [
  ...Array<string>(10).fill("no_changes"),
  "minor_changes",
  "major_changes",
] as const;

/** A date `days` before today, as the server's calendar reads it. */
function daysAgo(days: number): string {
  const date = new Date(Date.now() - days * 86_400_000);
  return date.toLocaleDateString("sv-SE", { timeZone: "Europe/Stockholm" });
}

/** Letters only, so the doctor's name is a name and unique across runs on one server. */
function uniqueSurname(): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  let out = "";
  for (
    let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
    n > 0;
    n = Math.floor(n / 26)
  ) {
    out += letters[n % 26];
  }
  return `Stat${out.slice(0, 8)}`;
}

/** A new ST doctor with `count` assessments of the catalogue's first examination. */
async function seedEvaluation(admin: APIRequestContext, count: number) {
  const surname = uniqueSurname();
  const doctor = await createAccount(admin, "ST_DOCTOR", "Saga", surname);
  const catalogue = await admin.get("/api/catalog/procedures/in-use");
  expect(catalogue.status()).toBe(200);
  const [procedure] = (await catalogue.json()).procedures as { id: string; name: string }[];
  if (!procedure) throw new Error("the catalogue in use is empty");
  for (let i = 0; i < count; i++) {
    const result = RESULTS[i % RESULTS.length];
    const res = await admin.post("/api/signing-rights/assessments", {
      data: {
        procedureId: procedure.id,
        stDoctorId: doctor.id,
        evaluationDate: daysAgo(1 + i * 9),
        examinationId: `RIS-${1000 + i}`,
        specialistName: i % 2 === 0 ? "Dr Ek" : "Dr Lind",
        evaluationResult: result,
        caseDifficulty: (["easy", "medium", "hard"] as const)[i % 3],
        stDoctorConfidence: result === "minor_changes" ? "would_discuss" : "would_sign",
        comments:
          result === "major_changes"
            ? "Missad fraktur i distala radius. ".repeat(5)
            : `Bedömning nummer ${i + 1}.`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return { doctorId: doctor.id, name: `Saga ${surname}`, procedure };
}

async function openStatistics(page: Page) {
  await sidebar(page).getByRole("link", { name: "Signeringsrätt" }).click();
  await page.getByRole("tab", { name: "Statistik" }).click();
}

async function pickEvaluation(page: Page, doctorName: string, examination: string) {
  await page.getByRole("button", { name: /Välj utvärdering|Byt utvärdering/ }).click();
  const picker = page.getByRole("dialog", { name: "Välj ST-läkare och undersökning" });
  await expect(picker.getByText("utan utvärderingar visas inte")).toBeVisible();
  await picker.getByLabel("ST-läkare").selectOption({ label: `${doctorName} (1 utvärdering)` });
  await expect(picker.getByLabel("Undersökning")).toContainText(`${examination} (1 utvärdering)`);
  await picker.getByRole("button", { name: `${doctorName} - ${examination}` }).click();
  await expect(picker).toBeHidden();
}

test("a director reads an evaluation, adjusts the thresholds, closes it and approves", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await adminApi();
  const { name, procedure } = await seedEvaluation(admin, 12);

  await signIn(page, DEMO.director);
  await openStatistics(page);
  await expect(
    page.getByText("Välj en utvärdering för att se individuella bedömningar"),
  ).toBeVisible();
  await pickEvaluation(page, name, procedure.name);
  await expect(page).toHaveURL(/utvardering=/);

  const header = page.getByRole("region", { name: `${name} - ${procedure.name}` });
  await expect(header.getByText("Aktiv")).toBeVisible();

  // The list, sorted by major changes: the one with major changes comes first and is critical.
  const list = page.getByRole("region", { name: "Individuella bedömningar" });
  const rows = list.getByRole("listitem");
  await expect(rows).toHaveCount(12);
  await list.getByLabel("Sortera efter").selectOption({ label: "Större ändringar" });
  const first = rows.first().getByRole("button");
  await expect(first).toContainText("Större ändringar");
  await expect(first).toContainText("...");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await first.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(rows.first().getByText("Kritiskt: större ändringar")).toBeVisible();
  await expect(rows.first().getByText("RIS-1011")).toBeVisible();
  await list.getByLabel("Resultat").selectOption({ label: "Mindre ändringar" });
  await expect(rows).toHaveCount(1);

  // A card opens the assessments it counts.
  const summary = page.getByRole("region", { name: "Sammanfattning" });
  await summary.getByRole("button", { name: /^Större ändringar/ }).click();
  const detail = page.getByRole("dialog", { name: "Bedömningar: Större ändringar" });
  await expect(detail.getByText("1 bedömningar matchar kriterierna")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();

  // Stricter thresholds change the server's recommendation.
  const readiness = page.getByRole("region", { name: "Rekommendation" });
  await expect(readiness.getByText("REKOMMENDERAR GODKÄNNANDE")).toBeVisible();
  await readiness.getByRole("button", { name: "Justera kvalitetsindikatorer" }).click();
  const adjust = page.getByRole("dialog", { name: "Justera kvalitetsindikatorer" });
  // Out of range is refused with the range, not saved as the nearest bound (decision 180).
  const minimum = adjust.getByLabel("Minsta antal bedömningar");
  await minimum.fill("99");
  await minimum.blur();
  await expect(minimum).toHaveValue("99");
  await adjust.getByRole("button", { name: "Spara" }).click();
  await expect(adjust.getByText("Minsta antal bedömningar ska vara 1–50.")).toBeVisible();
  await expect(minimum).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Kvalitetsindikatorer justerade!")).toBeHidden();
  await minimum.fill("15");
  await expect(adjust.getByText("Minsta antal bedömningar ska vara 1–50.")).toBeHidden();
  await adjust.getByLabel("Vikt för ST-läkarens säkerhet").fill("0,5");
  await expectNoSeriousA11yViolations(page);
  await adjust.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Kvalitetsindikatorer justerade!")).toBeVisible();
  await expect(readiness.getByText("BEHÖVER MER BEDÖMNING")).toBeVisible();
  await expect(readiness.getByText("Antal bedömningar 12 (minst 15)")).toBeVisible();
  await expect(readiness.getByText("Vikt för ST-läkarens säkerhet: 0,5")).toBeVisible();
  await readiness.getByRole("button", { name: "Justera kvalitetsindikatorer" }).click();
  await adjust.getByRole("button", { name: "Återställ standard" }).click();
  await adjust.getByRole("button", { name: "Spara" }).click();
  await expect(readiness.getByText("REKOMMENDERAR GODKÄNNANDE")).toBeVisible();

  // Close the evaluation, then decide.
  await header.getByRole("button", { name: "Avsluta utvärdering (Klar)" }).click();
  const confirm = page.getByRole("dialog", { name: "Är du säker?" });
  await confirm.getByRole("button", { name: "Avsluta" }).click();
  await expect(header.getByText("Klar", { exact: true })).toBeVisible();
  const decision = page.getByRole("region", { name: "Slutligt beslut" });
  await expect(decision.getByText("Minst 10 bedömningar – uppfyllt")).toBeVisible();
  await expect(decision.getByText("Inga större ändringar – ej uppfyllt")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await decision.getByRole("button", { name: "Spara beslut" }).click();
  await expect(decision.getByText("Välj beslut.")).toBeVisible();
  await decision.getByRole("radio", { name: "Godkänn" }).check();
  await decision.getByLabel("Anteckningar").fill("Godkänd efter genomgång.");
  await decision.getByRole("button", { name: "Spara beslut" }).click();
  await expect(page.getByText("Slutligt beslut sparat!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Signeringsrätt godkänd" })).toBeVisible();
  await expect(decision).toBeHidden();

  // The address keeps the evaluation; on a phone nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const tab = page.getByRole("tab", { name: "Statistik" });
  if ((await tab.getAttribute("aria-selected")) !== "true") await tab.click();
  await expect(page.getByRole("heading", { name: "Signeringsrätt godkänd" })).toBeVisible();
  await expect(page.getByText("Godkänd efter genomgång.")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});

test("an administrator deletes an evaluation with its assessments", async ({ page }) => {
  const admin = await adminApi();
  const { doctorId, name, procedure } = await seedEvaluation(admin, 2);
  await signIn(page, DEMO.admin);
  // An administrator without a selected ST doctor has no page menu beyond the panels.
  await page.goto("/signing-rights-assessment");
  await page.getByRole("tab", { name: "Statistik" }).click();
  // A detail that fails to load says so, with the server's reason, and can be asked for again.
  const detailUrl = /\/api\/signing-rights\/evaluations\/[^/?]+\?/;
  await page.route(detailUrl, (route) =>
    route.fulfill({ status: 404, json: { error: "Utvärderingen finns inte längre." } }),
  );
  await pickEvaluation(page, name, procedure.name);
  const failure = page.getByRole("alert").filter({ hasText: "Kunde inte ladda detaljer" });
  await expect(failure).toContainText("Utvärderingen finns inte längre.");
  await page.unroute(detailUrl);
  await failure.getByRole("button", { name: "Försök igen" }).click();
  const header = page.getByRole("region", { name: `${name} - ${procedure.name}` });
  await header.getByRole("button", { name: "Ta bort utvärdering" }).click();
  const confirm = page.getByRole("dialog", { name: "Är du säker?" });
  await expect(confirm).toContainText("2 bedömningar tas bort");
  await confirm.getByRole("button", { name: "Ta bort" }).click();
  // The whole evaluation went, not one assessment: the message says so, with the count.
  await expect(
    page.getByText("Utvärderingen och dess 2 bedömningar har tagits bort."),
  ).toBeVisible();
  await expect(
    page.getByText("Välj en utvärdering för att se individuella bedömningar"),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/utvardering=/);
  const list = await admin.get("/api/signing-rights/evaluations");
  const ids = ((await list.json()).evaluations as { stDoctor: { id: string } }[]).map(
    (e) => e.stDoctor.id,
  );
  expect(ids).not.toContain(doctorId);
});
