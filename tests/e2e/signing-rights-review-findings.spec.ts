import { expect, type Page, test } from "@playwright/test";
import { adminApi, createAccount, DEMO, signIn } from "./fixtures";

/**
 * Signeringsrätt as an outside review met it (issue 22): the examination search ranks whole words
 * first and knows the usual abbreviations, the add form starts with the doctor under review, and a
 * link to an evaluation opens it for that evaluation's doctor.
 */

const TTE = "Transtorakal ekokardiografi (TTE)";
const MPS = "Myokardperfusionsscintigrafi (SPECT)";

const examinationField = (page: Page) =>
  page.getByRole("textbox", { name: "Undersökning", exact: true });
const doctorField = (page: Page) => page.getByRole("combobox", { name: "ST-läkare", exact: true });

async function openExaminationSearch(page: Page) {
  await page.getByRole("button", { name: /^(Välj|Ändra) undersökning$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Välj undersökning" });
  await expect(dialog.getByLabel("Sök undersökning")).toBeFocused();
  return dialog;
}

/** Letters only, unique across runs on one server. */
function uniqueSurname(prefix: string): string {
  return `${prefix}${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)] ?? "")}`;
}

test("'TTE' with Enter, or Tab and Enter, picks the transthoracic echo; 'MPS' finds the scintigraphy", async ({
  page,
}) => {
  await signIn(page, DEMO.director);
  await page.goto("/signing-rights-assessment");
  let dialog = await openExaminationSearch(page);
  await page.keyboard.type("TTE");
  const choices = dialog.getByRole("list", { name: /undersökningar/i }).getByRole("button");
  await expect(choices.first()).toContainText(TTE);
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(examinationField(page)).toHaveValue(TTE);

  // The keyboard way the review took: Tab to the first choice, then Enter.
  dialog = await openExaminationSearch(page);
  await page.keyboard.type("TTE");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(examinationField(page)).toHaveValue(TTE);

  dialog = await openExaminationSearch(page);
  await dialog.getByLabel("Sök undersökning").fill("MPS");
  await expect(dialog.getByRole("status")).not.toHaveText(
    "Inga undersökningar matchar din sökning",
  );
  await dialog.getByRole("button", { name: MPS }).click();
  await expect(examinationField(page)).toHaveValue(MPS);
});

test("the add form starts with the ST doctor selected in 'Granskar ST-läkare'", async ({
  page,
}) => {
  const admin = await adminApi();
  const doctor = await createAccount(admin, "ST_DOCTOR", "Vera", uniqueSurname("Vald"));
  await admin.dispose();
  await signIn(page, DEMO.director);
  await page.goto(`/signing-rights-assessment?st=${doctor.id}`);
  await expect(
    page
      .getByRole("textbox", { name: "Granskar ST-läkare" })
      .or(page.getByRole("combobox", { name: "Granskar ST-läkare" })),
  ).toHaveValue(doctor.displayName);
  await expect(doctorField(page)).toHaveValue(doctor.displayName);
});

test("a link with only ?utvardering= opens the evaluation for its doctor", async ({ page }) => {
  const admin = await adminApi();
  const doctor = await createAccount(admin, "ST_DOCTOR", "Lina", uniqueSurname("Lank"));
  const catalogue = await admin.get("/api/catalog/procedures/in-use");
  const [procedure] = (await catalogue.json()).procedures as { id: string; name: string }[];
  if (!procedure) throw new Error("the catalogue in use is empty");
  const saved = await admin.post("/api/signing-rights/assessments", {
    data: {
      procedureId: procedure.id,
      stDoctorId: doctor.id,
      evaluationDate: new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Stockholm" }),
      specialistName: "Dr Ek",
      evaluationResult: "no_changes",
      caseDifficulty: "medium",
      stDoctorConfidence: "would_sign",
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { evaluation } = (await saved.json()) as { evaluation: { id: string } };
  await admin.dispose();

  await signIn(page, DEMO.director);
  await page.goto(`/signing-rights-assessment?utvardering=${evaluation.id}`);
  await expect(
    page.getByRole("region", { name: `${doctor.displayName} - ${procedure.name}` }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`utvardering=${evaluation.id}`));
  await expect(page).toHaveURL(new RegExp(`st=${doctor.id}`));
  await expect(
    page
      .getByRole("textbox", { name: "Granskar ST-läkare" })
      .or(page.getByRole("combobox", { name: "Granskar ST-läkare" })),
  ).toHaveValue(doctor.displayName);
});
