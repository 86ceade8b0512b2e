import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  adminApi,
  createAccount,
  DEMO,
  ORIGIN,
  sidebar,
  signIn,
  takeOverAccount,
} from "./fixtures";

let admin: APIRequestContext;

test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(() => admin.dispose());

/** Signs the page in as a new ST doctor (one-time password replaced through the API). */
async function signInNewDoctor(page: Page) {
  const doctor = await createAccount(admin, "ST_DOCTOR", "Test", "Läkare");
  await takeOverAccount(page.request, doctor.email);
  return doctor;
}

async function saveFormalities(page: Page, doctorId: string, stModel: "2015" | "2021") {
  // A whole-form save names the version it is based on (decision 065).
  const current = await page.request.get(`/api/st-doctors/${doctorId}/record`);
  const { version } = (await current.json()).formalities as { version: number };
  const res = await page.request.put(`/api/st-doctors/${doctorId}/formalities`, {
    data: {
      version,
      stModel,
      stStartDate: "2024-01-15",
      stDurationMonths: 60,
      headOfDepartment: "",
      directorOfStudies: "",
    },
    headers: ORIGIN,
  });
  expect(res.status()).toBe(200);
}

async function openPage(page: Page, label: string) {
  await sidebar(page).getByRole("link", { name: label, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
}

test("'Annat antal' months refuses '4,5' as typed instead of saving 45 months", async ({
  page,
}) => {
  const doctor = await signInNewDoctor(page);
  await saveFormalities(page, doctor.id, "2021");
  await page.goto("/");
  await openPage(page, "Formellt");
  await page.getByRole("button", { name: "Lägg till frånvaro" }).click();
  const dialog = page.getByRole("dialog", { name: "Lägg till frånvaro" });
  await dialog.getByText("Tidsperiod", { exact: true }).click();
  await dialog.getByRole("radio", { name: "Annat antal" }).check();
  const months = dialog.getByRole("textbox", { name: /Antal månader \(1–60\)/ });
  await months.pressSequentially("4,5");
  await expect(months).toHaveValue("4,5");
  await dialog.getByLabel("Beskrivning").fill("Tjänstledighet");
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(
    dialog.getByText("Vänligen ange ett giltigt antal månader (t.ex. 4).", { exact: true }),
  ).toBeVisible();
  await expect(months).toHaveValue("4,5");
  await expect(page.getByTestId("st-end-date")).toHaveText("15 jan 2029");

  // A whole number shows the dates the entry will get before it is saved.
  await months.fill("4");
  await expect(dialog.getByTestId("period-entry-preview")).toContainText("Perioden blir");
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Frånvaro tillagd!")).toBeVisible();
  await expect(page.getByTestId("absence-list")).toContainText("Tjänstledighet (4 månader)");
});

test("absences count once and within ST, and credits cannot swallow ST, said before saving", async ({
  page,
}) => {
  const doctor = await signInNewDoctor(page);
  await saveFormalities(page, doctor.id, "2021");
  await page.goto("/");
  await openPage(page, "Formellt");
  const endDate = page.getByTestId("st-end-date");
  await expect(endDate).toHaveText("15 jan 2029");

  async function addAbsence(start: string, end: string, description: string) {
    await page.getByRole("button", { name: "Lägg till frånvaro" }).click();
    const dialog = page.getByRole("dialog", { name: "Lägg till frånvaro" });
    await dialog.getByLabel("Startdatum").fill(start);
    await dialog.getByLabel("Slutdatum").fill(end);
    await dialog.getByLabel("Beskrivning").fill(description);
    return dialog;
  }

  // Wholly before the start: warned at once, refused on saving, the dialog keeps the entry.
  let dialog = await addAbsence("2023-03-01", "2023-03-31", "Före ST");
  const before = "Frånvaron ligger helt före ST-periodens start och påverkar inte slutdatumet.";
  await expect(dialog.getByTestId("period-entry-preview")).toContainText(before);
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(dialog.getByRole("alert")).toContainText(before);
  await expect(dialog.getByLabel("Beskrivning")).toHaveValue("Före ST");
  await dialog.getByRole("button", { name: "Avbryt" }).click();

  dialog = await addAbsence("2025-04-01", "2025-04-10", "Sjuk");
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(endDate).toHaveText("25 jan 2029");

  // Overlapping 5-14 April: six shared days count once, the new end date is shown first.
  dialog = await addAbsence("2025-04-05", "2025-04-14", "Vård av barn");
  const preview = dialog.getByTestId("period-entry-preview");
  await expect(preview).toContainText("6 dagar överlappar annan frånvaro och räknas bara en gång.");
  await expect(preview).toContainText("Beräknat slutdatum blir 29 jan 2029.");
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(endDate).toHaveText("29 jan 2029");

  // Credits as long as the whole ST time are refused.
  await page.getByRole("button", { name: "Lägg till tillgodoräknande" }).click();
  dialog = page.getByRole("dialog", { name: "Lägg till tillgodoräknande" });
  await dialog.getByLabel("Startdatum").fill("2015-01-01");
  await dialog.getByLabel("Slutdatum").fill("2021-12-31");
  await dialog.getByLabel("Beskrivning").fill("Tidigare tjänst");
  await expect(dialog.getByTestId("period-entry-preview")).toContainText(
    "Tillgodoräknandena kan inte vara lika långa som hela ST-tiden",
  );
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();
  await expect(endDate).toHaveText("29 jan 2029");
});

test("a model switch that hides recorded goals lists them and asks first; an inactive supervisor is named", async ({
  page,
}) => {
  const doctor = await signInNewDoctor(page);
  await saveFormalities(page, doctor.id, "2015");
  const goal = await page.request.put(`/api/st-doctors/${doctor.id}/goals/a1`, {
    data: { status: "in_progress" },
    headers: ORIGIN,
  });
  expect(goal.status()).toBe(200);
  const lastName = `Inaktiv${Date.now() % 1_000_000}`;
  const supervisor = await createAccount(admin, "SUPERVISOR", "Inga", lastName);
  const assigned = await admin.put(`/api/st-doctors/${doctor.id}/supervisors`, {
    data: { supervisorIds: [supervisor.id] },
  });
  expect(assigned.status()).toBe(200);
  expect(
    (await admin.patch(`/api/users/${supervisor.id}`, { data: { isActive: false } })).status(),
  ).toBe(200);

  await page.context().clearCookies();
  await signIn(page, DEMO.director);
  await page.goto(`/formalities?st=${doctor.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Formellt" })).toBeVisible();
  await expect(page.getByText(`Inga ${lastName} (inaktiv)`)).toBeVisible();

  const model = page.getByLabel("ST-modell");
  await model.selectOption("2021");
  await page.getByRole("button", { name: "Spara", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Byta ST-modell?" });
  await expect(confirm.getByTestId("hidden-goals")).toContainText("a1");
  await confirm.getByRole("button", { name: "Avbryt" }).click();
  await expect(confirm).toBeHidden();
  await page.reload();
  await expect(page.getByLabel("ST-modell")).toHaveValue("2015");

  await page.getByLabel("ST-modell").selectOption("2021");
  await page.getByRole("button", { name: "Spara", exact: true }).click();
  await confirm.getByRole("button", { name: "Byt modell" }).click();
  await expect(page.getByText("Formellt sparad!")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("ST-modell")).toHaveValue("2021");
});
