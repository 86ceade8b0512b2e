import { readFileSync } from "node:fs";
import { PDFCheckBox, PDFDocument, PDFTextField } from "@cantoo/pdf-lib";
import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import {
  CERTIFICATE_FORMS,
  type CertificateKind,
} from "../../src/shared/curriculum/certificate-forms";
import { getGoals } from "../../src/shared/curriculum/goals";
import { activityRequirementsOf } from "../../src/shared/rules/application-activities";
import { blankForm } from "../fixtures/blank-forms";
import {
  adminApi,
  DEMO,
  expectNoSeriousA11yViolations,
  send,
  signIn,
  signInNewDoctor,
} from "./fixtures";

/**
 * The whole step of issue 24 in the browser: an administrator uploads the blank forms (fillable
 * PDFs with the official field names, built by the test), a doctor near the end opens 'Ansökan',
 * fixes its two gaps, types a personnummer and downloads the ZIP, whose forms are read back.
 */

const LEFT_OUT = "STc13";

/** Every 2021 delmål but one on the activity kind its catalogue entry asks for. */
function goalsByKind(): Record<CertificateKind, string[]> {
  const byKind: Record<CertificateKind, string[]> = {
    auskultation: [],
    clinical: [],
    course: [],
    development: [],
    scientific: [],
  };
  for (const goal of getGoals("2021")) {
    if (goal.id === LEFT_OUT) continue;
    const requirements = activityRequirementsOf(goal);
    for (const kinds of requirements.length > 0 ? requirements : [["clinical" as const]]) {
      const kind = kinds[0] as CertificateKind;
      if (!byKind[kind].includes(goal.id)) byKind[kind].push(goal.id);
    }
  }
  return byKind;
}

test("an administrator uploads the forms; a doctor fixes the two gaps and downloads the filled application", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The administrator uploads every 2021 form in one go.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, DEMO.admin);
  await adminPage.goto("/admin");
  const section = adminPage.getByRole("region", { name: "Blanketter" });
  const forms = CERTIFICATE_FORMS.filter((f) => f.model === "2021");
  await section.locator('input[type="file"]').setInputFiles(
    await Promise.all(
      forms.map(async (f) => ({
        name: `${f.key}.pdf`,
        mimeType: "application/pdf",
        buffer: Buffer.from(await blankForm(f.key)),
      })),
    ),
  );
  await section.getByRole("button", { name: "Ladda upp" }).click();
  await expect(section.getByText(`${forms.length} blanketter har laddats upp.`)).toBeVisible();
  await expect(
    section.getByRole("row", { name: /Bilaga 9 — Intyg om klinisk tjänstgöring/ }),
  ).toContainText("2021-bilaga-9.pdf");
  await adminContext.close();

  // A doctor three years in, every activity finished and signed but for one course.
  const admin = await adminApi();
  const doctor = await signInNewDoctor(page, admin, "Maja", 3);
  const base = `/api/st-doctors/${doctor.id}`;
  const goals = goalsByKind();
  // At most five delmål an activity: more do not fit the forms' one-line field.
  const chunks = (ids: string[]) =>
    Array.from({ length: Math.ceil(ids.length / 5) }, (_, i) => ids.slice(i * 5, i * 5 + 5));
  for (const [i, goalIds] of chunks(goals.clinical).entries()) {
    await send(page.request, "POST", `${base}/records/rotation`, {
      name: i === 0 ? "Klinisk fysiologi, Lund" : `Randning ${i + 1}`,
      startDate: `2025-0${i + 1}`,
      endDate: `2025-0${i + 1}`,
      goalIds,
    });
  }
  for (const [i, goalIds] of chunks(goals.course).entries()) {
    await send(page.request, "POST", `${base}/records/course`, {
      name: i === 0 ? "Strålskydd" : `Kurs ${i + 1}`,
      date: `2025-09-1${i}`,
      status: "completed",
      goalIds,
    });
  }
  await send(page.request, "POST", `${base}/records/sit-in`, {
    topic: "Gastrofysiologi",
    supervisor: "Lars Lindqvist",
    date: "2025-08-20",
    notes: "Manometri och pH-mätning.",
    goalIds: goals.auskultation,
  });
  await send(page.request, "POST", `${base}/records/development`, {
    title: "Säkrare remissflöde",
    description: "En checklista för indikationerna.",
    startDate: "2025-02-01",
    endDate: "2025-05-31",
    goalIds: goals.development,
  });
  await send(page.request, "PUT", `${base}/st-project`, {
    topic: "Ergospirometri vid dyspné",
    supervisor: "Lars Lindqvist",
    status: "completed",
    summary: "Registerstudie av 150 patienter.",
    goalIds: goals.scientific,
    version: 0,
  });
  const application = await (await page.request.get(`${base}/application`)).json();
  for (const c of application.certificates) {
    if (c.place === "Strålskydd") continue;
    await send(page.request, "PUT", `${base}/application/certificates/${c.id}`, {
      version: c.version,
      signerName: "Karin Holm",
      signerSpecialty: "Klinisk fysiologi",
      signerWorkplace: "SUS Lund",
      signerRole: "supervisor",
    });
  }

  await page.goto("/application");
  await expect(page.getByRole("heading", { level: 1, name: "Ansökan" })).toBeVisible();
  const gaps = page.getByRole("region", { name: "Brister" });
  await expect(gaps.getByText("2 brister")).toBeVisible();
  await expect(gaps).toContainText(`Delmål ${LEFT_OUT}`);
  await expect(gaps).toContainText('Intyget för kurs "Strålskydd" saknar intygsgivare.');
  await expectNoSeriousA11yViolations(page);

  // The course's signer, from the gap's own link.
  await gaps.getByRole("button", { name: "Redigera intyget" }).click();
  const dialog = page.getByRole("dialog", { name: /Kurs/ });
  await dialog.getByLabel("Intygsgivarens namn").fill("Eva Ekström");
  await dialog.getByLabel("Intygsgivarens tjänsteställe").fill("Region Skåne");
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(dialog).toBeHidden();
  await expect(gaps.getByText("1 brist")).toBeVisible();

  // The left-out delmål on the rotation, in its own form.
  await page.goto("/rotations");
  await page.getByRole("button", { name: "Redigera Klinisk fysiologi, Lund" }).click();
  const edit = page.getByRole("dialog");
  await edit.getByRole("combobox", { name: "Delmål som aktiviteten stödjer" }).fill(LEFT_OUT);
  await page.getByRole("option", { name: new RegExp(`^${LEFT_OUT} `) }).click();
  await edit.getByRole("button", { name: "Spara" }).click();
  await expect(edit).toBeHidden();

  await page.goto("/application");
  await expect(page.getByText("Inga brister: ansökan är komplett.")).toBeVisible();
  await page.getByRole("textbox", { name: "Personnummer" }).fill("19121212-1212");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Ladda ner ansökan (ZIP)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Ansökan .*\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path()) as string)));
  const names = Object.keys(files);
  expect(names[0]).toBe("Bilageförteckning.pdf");

  const fieldsOf = async (part: string) => {
    const name = names.find((n) => n.includes(part));
    expect(name, `${part} in ${names.join(", ")}`).toBeDefined();
    const doc = await PDFDocument.load(files[name as string] as Uint8Array);
    const values: Record<string, string | boolean> = {};
    for (const field of doc.getForm().getFields()) {
      if (field instanceof PDFTextField) values[field.getName()] = field.getText() ?? "";
      if (field instanceof PDFCheckBox) values[field.getName()] = field.isChecked();
    }
    return values;
  };
  const clinical = await fieldsOf("Bilaga 9");
  expect(clinical).toMatchObject({
    Personnummer: "19121212-1212",
    "Specialitet som ansökan avser": "Klinisk fysiologi",
    "Tjänstgöringsställe för klinisk tjänstgöring": "Klinisk fysiologi, Lund",
    "Period ååmmdd  ååmmdd": "250101 - 250131",
    Namnförtydligande: "Karin Holm",
  });
  expect(String(clinical["Delmål som intyget avser tex STa1 STb1 STc1"])).toContain(LEFT_OUT);
  const course = await fieldsOf("Bilaga 10");
  expect(course).toMatchObject({
    "Kursens ämne anges i rubrikform": "Strålskydd",
    Namnförtydligande: "Eva Ekström",
    Kursledare: true,
  });
  const list = await fieldsOf("Bilaga 5");
  // 1 the service list, 2 the competence form, 3 the auskultation, 4–7 the rotations, 8–10 the
  // courses.
  expect(list).toMatchObject({
    "Bilagor nr.0.0": "1",
    "Bilagor nr.0.1": "2",
    "Bilagor nr.0.2": "3",
    "Bilagor nr.0.3": "4, 5, 6, 7",
    "Bilagor nr.0.4": "8, 9, 10",
  });
  await admin.dispose();
});
