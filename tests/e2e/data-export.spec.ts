import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, request, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { E2E_BASE_URL } from "./e2e-env";
import { adminApi, createAccount, DEMO, ORIGIN, signIn, takeOverAccount } from "./fixtures";

/**
 * An ST doctor keeps their own copy: 'Min Profil' downloads all their data as a ZIP, and gives a
 * calendar address that a calendar app reads without signing in, until the doctor removes it.
 */

let admin: APIRequestContext;
test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(() => admin.dispose());

const nextYear = new Date().getFullYear() + 1;

test("an ST doctor downloads their data and creates and removes a calendar address", async ({
  page,
}) => {
  const doctor = await createAccount(admin, "ST_DOCTOR", "Åsa, Maria", "Öberg; Lind");
  await takeOverAccount(page.request, doctor.email);
  const course = await page.request.post(`/api/st-doctors/${doctor.id}/records/course`, {
    data: { name: "Strålskydd, grund", date: `${nextYear}-03-10`, status: "planned" },
    headers: ORIGIN,
  });
  expect(course.status()).toBe(201);

  await page.goto("/profile");

  // ---------- the data export ----------
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Ladda ned mina uppgifter" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^st-portalen-uppgifter-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = await download.path();
  const entries = unzipSync(new Uint8Array(await readFile(path)));
  const json = JSON.parse(new TextDecoder().decode(entries["uppgifter.json"]));
  expect(json.account).toMatchObject({
    id: doctor.id,
    email: doctor.email,
    displayName: "Åsa, Maria Öberg; Lind",
  });
  expect(json.courses).toMatchObject([{ name: "Strålskydd, grund", status: "planned" }]);

  // ---------- the calendar address ----------
  const calendarSection = page.getByRole("region", { name: "Kalenderlänk" });
  await expect(calendarSection.getByText("Du har ingen kalenderlänk.")).toBeVisible();
  await calendarSection.getByRole("button", { name: "Skapa kalenderlänk" }).click();
  const address = (await calendarSection.locator("#calendar-url").innerText()).trim();
  expect(address).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(calendarSection.getByRole("button", { name: "Kopiera" })).toBeVisible();

  // A calendar app: no session, only the address.
  const calendarApp = await request.newContext({ baseURL: E2E_BASE_URL });
  const feedPath = new URL(address).pathname;
  const feed = await calendarApp.get(feedPath);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await feed.text();
  expect(text).toContain("SUMMARY:Kurs: Strålskydd\\, grund");
  expect(text).toContain("X-WR-CALNAME:ST-portalen: Åsa\\, Maria Öberg\\; Lind");

  await calendarSection.getByRole("button", { name: "Ta bort kalenderlänk" }).click();
  const dialog = page.getByRole("dialog", { name: "Ta bort kalenderlänken?" });
  await dialog.getByRole("button", { name: "Ta bort" }).click();
  await expect(calendarSection.getByText("Du har ingen kalenderlänk.")).toBeVisible();
  expect((await calendarApp.get(feedPath)).status()).toBe(404);
  await calendarApp.dispose();
});

test("an administrator exports another user's data from the Adminpanel", async ({ browser }) => {
  const doctor = await createAccount(admin, "ST_DOCTOR", "Exporterad", "Läkare");
  const page = await browser.newPage();
  await signIn(page, DEMO.admin);
  await page.goto("/admin");
  await page.getByRole("searchbox", { name: "Sök användare" }).fill(doctor.email);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: `Exportera uppgifter för ${doctor.displayName}` }).click();
  const entries = unzipSync(new Uint8Array(await readFile(await (await downloading).path())));
  const json = JSON.parse(new TextDecoder().decode(entries["uppgifter.json"]));
  expect(json.account).toMatchObject({ id: doctor.id, displayName: "Exporterad Läkare" });
  await page.close();
});
