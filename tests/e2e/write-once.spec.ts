import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { adminApi, sidebar, signInNewDoctor, THIS_QUARTER } from "./fixtures";

/**
 * A create stores one row however often it is sent (decision 158): a double click on 'Spara' sends
 * one request, and a retry after an answer that never arrived is given the first answer again.
 * Each test signs in a new ST doctor, so the counts are its own.
 */

let admin: APIRequestContext;
test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(() => admin.dispose());

/** A new 2021-model ST doctor a year into ST, signed in on the page; returns its id. */
async function signInDoctorOnOverview(page: Page): Promise<string> {
  const { id } = await signInNewDoctor(page, admin, "Dubbel");
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Översikt" })).toBeVisible();
  return id;
}

async function stored(page: Page, doctorId: string) {
  const record = await (await page.request.get(`/api/st-doctors/${doctorId}/record`)).json();
  return record as { courses: { name: string }[]; meetings: { topic: string }[] };
}

/** Counts the create requests the page sends to a record type, and holds each answer a while. */
async function slowCreates(page: Page, type: string) {
  const sent: string[] = [];
  await page.route(`**/records/${type}`, async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    sent.push(route.request().headers()["idempotency-key"] ?? "");
    // A slow answer: the second click lands while the first save is on its way.
    await new Promise((resolve) => setTimeout(resolve, 400));
    return route.fallback();
  });
  return sent;
}

test("a double click on 'Spara' for a new course on Kurser stores one course", async ({ page }) => {
  const doctorId = await signInDoctorOnOverview(page);
  await sidebar(page).getByRole("link", { name: "Kurser" }).click();
  const sent = await slowCreates(page, "course");
  await page.getByRole("button", { name: "Lägg till kurs" }).click();
  const form = page.getByRole("dialog", { name: "Lägg till kurs" });
  await form.getByRole("textbox", { name: "Kursnamn" }).fill("Dubbelklickad kurs");
  await form.getByLabel("Datum").fill("2026-04-15");
  await form.getByRole("button", { name: "Spara" }).dblclick();
  await expect(page.getByText("Kurs tillagd!").first()).toBeVisible();
  await expect(page.getByText("Kurs tillagd!")).toHaveCount(1);
  await expect(form).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatch(/^[\w-]{8,}$/);
  const courses = (await stored(page, doctorId)).courses.filter(
    (c) => c.name === "Dubbelklickad kurs",
  );
  expect(courses).toHaveLength(1);
  await expect(page.getByRole("cell", { name: "Dubbelklickad kurs", exact: true })).toHaveCount(1);
});

test("a double click on 'Spara' in the overview's wizard stores one course", async ({ page }) => {
  const doctorId = await signInDoctorOnOverview(page);
  const sent = await slowCreates(page, "course");
  const quarter = THIS_QUARTER;
  await page.getByRole("button", { name: `Lägg till aktivitet i ${quarter}` }).click();
  const wizard = page.getByRole("dialog", { name: `Lägg till aktivitet i ${quarter}` });
  await wizard.getByRole("button", { name: "Kurs", exact: true }).click();
  await wizard.getByLabel("Kursnamn").fill("Kurs i guiden");
  await wizard.getByRole("button", { name: "Spara" }).dblclick();
  await expect(page.getByText("Kurs tillagd!").first()).toBeVisible();
  await expect(page.getByText("Kurs tillagd!")).toHaveCount(1);
  await expect(wizard).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(sent).toHaveLength(1);
  expect(
    (await stored(page, doctorId)).courses.filter((c) => c.name === "Kurs i guiden"),
  ).toHaveLength(1);
});

test("a meeting whose answer was lost is retried with its key and stored once", async ({
  page,
}) => {
  const doctorId = await signInDoctorOnOverview(page);
  await sidebar(page).getByRole("link", { name: "Handledarträffar" }).click();
  const keys: string[] = [];
  await page.route("**/records/meeting", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (keys.length > 1) return route.fallback();
    // The server stores the meeting, but its answer never reaches the page.
    await route.fetch();
    return route.abort("connectionreset");
  });
  await page.getByRole("button", { name: "Registrera handledarträff" }).click();
  const form = page.getByRole("dialog", { name: "Registrera handledarträff" });
  await form.getByLabel("Datum").fill("2026-03-02");
  await form.getByLabel("Ämne").fill("Svar som försvann");
  await form.getByLabel("Deltagande handledare").fill("Dr Lind");
  await form.getByLabel("Anteckningar").fill("Planering");
  await form.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Handledarträff tillagd!").first()).toBeVisible({ timeout: 10_000 });
  await expect(form).toHaveCount(0);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const meetings = (await stored(page, doctorId)).meetings.filter(
    (m) => m.topic === "Svar som försvann",
  );
  expect(meetings).toHaveLength(1);
  await expect(page.getByRole("cell", { name: "Svar som försvann", exact: true })).toHaveCount(1);
});
