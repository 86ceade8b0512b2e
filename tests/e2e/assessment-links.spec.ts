import { expect, test } from "@playwright/test";
import { adminApi, expectNoSeriousA11yViolations, send, signInNewDoctor } from "./fixtures";

/**
 * A doctor asks for a signing-rights assessment by link; someone without an account opens it on a
 * phone (390 × 844) and answers; the doctor then sees it answered, and the assessment is on the
 * doctor's evaluation, marked as answered by link (decision 213).
 */
test("an assessment asked for by link is answered on a phone without an account", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await adminApi();
  const doctor = await signInNewDoctor(page, admin, "Lina");
  const catalogue = await (await admin.get("/api/catalog/procedures/in-use")).json();
  const examination = (catalogue.procedures as { id: string; name: string }[]).find(
    (p) => p.id === "c4-mps",
  );
  if (!examination) throw new Error("the demo catalogue has no c4-mps");

  await page.goto("/sitins");
  const section = page.getByRole("region", { name: "Bedömning via länk" });
  await expect(section).toBeVisible();
  await section.getByRole("combobox", { name: "Undersökning" }).fill(examination.name);
  await page.getByRole("option", { name: examination.name, exact: true }).click();
  await section.getByRole("button", { name: "Skapa länk" }).click();
  const created = section.getByTestId("assessment-link-created");
  await expect(
    created.getByRole("img", { name: "QR-kod med länken till bedömningen" }),
  ).toBeVisible();
  const link = (await created.locator("pre, code").first().innerText()).trim();
  expect(new URL(link).pathname).toBe("/bedomning");
  expect(new URL(link).hash).toMatch(/^#[A-Za-z0-9_-]{43}$/);
  await expect(section.getByTestId("assessment-link-row").first()).toContainText("Skickad");

  // The assessor: a browser of their own, no session, a phone's width.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const assessor = await phone.newPage();
  await assessor.goto(link);
  await expect(
    assessor.getByRole("heading", { name: `${doctor.displayName} ber om din bedömning` }),
  ).toBeVisible();
  await expect(assessor.getByText(`Signeringsrättsbedömning: ${examination.name}`)).toBeVisible();
  await expectNoSeriousA11yViolations(assessor, undefined, "the link page");
  expect(await assessor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );

  await assessor.getByRole("textbox", { name: "Ditt namn" }).fill("Dr Sara Berg");
  await assessor.getByRole("textbox", { name: "Roll" }).fill("Överläkare");
  await assessor.getByRole("textbox", { name: "Arbetsplats" }).fill("Röntgen, Mälarsjukhuset");
  await assessor.getByRole("radio", { name: "Mindre ändringar" }).check();
  await assessor.getByRole("radio", { name: "Medel" }).check();
  await assessor
    .getByRole("radiogroup", { name: "ST-läkarens säkerhet" })
    .getByRole("radio")
    .first()
    .check();
  // A double tap: one answer.
  await assessor.getByRole("button", { name: "Skicka bedömning" }).dblclick();
  await expect(assessor.getByRole("heading", { name: "Tack för din bedömning!" })).toBeVisible();
  // The used link says so.
  await assessor.reload();
  await expect(assessor.getByText("Bedömningen är redan skickad.", { exact: false })).toBeVisible();
  await phone.close();

  await page.reload();
  const row = page
    .getByRole("region", { name: "Bedömning via länk" })
    .getByTestId("assessment-link-row")
    .first();
  await expect(row).toContainText("Besvarad");
  await expect(row).toContainText("Dr Sara Berg");

  // On the doctor's evaluation, once, marked as answered by link.
  const { evaluations } = await (await admin.get("/api/signing-rights/evaluations")).json();
  const evaluation = evaluations.find(
    (e: { stDoctor: { id: string } }) => e.stDoctor.id === doctor.id,
  );
  const detail = await (await admin.get(`/api/signing-rights/evaluations/${evaluation.id}`)).json();
  expect(detail.assessments).toHaveLength(1);
  expect(detail.assessments[0]).toMatchObject({
    specialistName: "Dr Sara Berg",
    evaluationResult: "minor_changes",
    viaLink: { assessorRole: "Överläkare", assessorWorkplace: "Röntgen, Mälarsjukhuset" },
  });
  await admin.dispose();
});

/**
 * A Mini-CEX asked for by link (decision 227): the phone shows the structured form's domains and
 * scale; the answer lands among the doctor's structured assessments, marked 'via länk'.
 */
test("a Mini-CEX asked for by link is answered on a phone and listed 'via länk'", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await adminApi();
  const doctor = await signInNewDoctor(page, admin, "Maja");
  const res = await admin.post("/api/assessment-links", {
    data: { stDoctorId: doctor.id, kind: "mini-cex", procedureId: "c4-mps" },
  });
  expect(res.status()).toBe(201);
  const { link } = await res.json();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const assessor = await phone.newPage();
  await assessor.goto(link);
  await expect(assessor.getByText("Mini-CEX:", { exact: false }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(assessor, undefined, "the Mini-CEX link page");
  expect(await assessor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  await assessor.getByRole("textbox", { name: "Ditt namn" }).fill("Dr Eva Lind");
  await assessor
    .getByRole("combobox", { name: "Roll" })
    .or(assessor.getByRole("textbox", { name: "Roll" }))
    .click();
  await assessor.getByRole("option", { name: "Specialistläkare" }).click();
  await assessor.getByRole("textbox", { name: "Arbetsplats" }).fill("Medicinkliniken");
  for (const domain of [
    "Anamnes",
    "Undersökning",
    "Kommunikation",
    "Klinisk bedömning",
    "Professionalism",
    "Organisation/effektivitet",
    "Helhetsbedömning",
  ]) {
    await assessor
      .getByRole("radiogroup", { name: domain, exact: true })
      .getByRole("radio", { name: "4 – På förväntad nivå" })
      .check();
  }
  await assessor
    .getByRole("radiogroup", { name: "Fallets svårighetsgrad" })
    .getByRole("radio", { name: "Medel" })
    .check();
  await assessor.getByRole("button", { name: "Skicka bedömning" }).dblclick();
  await expect(assessor.getByRole("heading", { name: "Tack för din bedömning!" })).toBeVisible();
  await phone.close();

  await page.goto("/sitins");
  const row = page.getByTestId("structured-assessment-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("via länk");
  await expect(row).toContainText("Dr Eva Lind");
  await admin.dispose();
});

/**
 * A certificate's signer by link (decision 228): the doctor asks from 'Ansökan'; the signer sees
 * the certificate on a phone and gives name, specialty and workplace; the certificate then shows
 * them, marked 'via länk'.
 */
test("a certificate's signer gives their data by link and the certificate shows it 'via länk'", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await adminApi();
  const doctor = await signInNewDoctor(page, admin, "Nora");
  const courseDate = new Date();
  courseDate.setMonth(courseDate.getMonth() - 2);
  await send(page.request, "POST", `/api/st-doctors/${doctor.id}/records/course`, {
    name: "Strålskyddskurs",
    date: courseDate.toISOString().slice(0, 10),
    status: "completed",
    goalIds: ["STc3"],
  });

  await page.goto("/application");
  await page
    .getByRole("button", { name: /^Intygsgivare via länk, bilaga/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Inga länkar för intyget än.")).toBeVisible();
  await dialog.getByRole("button", { name: "Skapa länk" }).click();
  const created = dialog.getByTestId("assessment-link-created");
  await expect(
    created.getByRole("img", { name: "QR-kod med länken till bedömningen" }),
  ).toBeVisible();
  const link = (await created.locator("pre, code").first().innerText()).trim();
  await expect(dialog.getByTestId("assessment-link-row")).toContainText("Skickad");
  await expectNoSeriousA11yViolations(page, "[role=dialog]", "the signer link dialog");
  await page.keyboard.press("Escape");

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const signer = await phone.newPage();
  await signer.goto(link);
  await expect(signer.getByTestId("link-certificate")).toContainText("Strålskyddskurs");
  await expectNoSeriousA11yViolations(signer, undefined, "the certificate link page");
  expect(await signer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  await signer.getByRole("textbox", { name: "Ditt namn" }).fill("Åsa Öberg");
  await signer.getByRole("textbox", { name: "Din specialitet" }).fill("Nuklearmedicin");
  await signer.getByRole("textbox", { name: "Ditt tjänsteställe" }).fill("SUS Lund");
  await signer.getByRole("button", { name: "Skicka uppgifterna" }).click();
  await expect(signer.getByText("Dina uppgifter är sparade på intyget")).toBeVisible();
  await phone.close();

  await page.reload();
  const table = page.getByRole("table");
  await expect(table.getByText("Åsa Öberg", { exact: true })).toBeVisible();
  await expect(table.getByText(/^Via länk från Åsa Öberg/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, undefined, "'Ansökan' with a signer by link");
  await admin.dispose();
});
