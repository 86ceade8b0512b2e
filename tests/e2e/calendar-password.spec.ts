import { type APIRequestContext, expect, request, test } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e-env";
import { adminApi, createAccount, OWN_PASSWORD, takeOverAccount } from "./fixtures";

/**
 * 'Min Profil' says that a password change ends the calendar address (decision 172), and it does:
 * after the doctor changes the password there, the card shows no address and the old one is gone.
 */

let admin: APIRequestContext;
test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(() => admin.dispose());

const NOTE =
  "Byter du lösenord slutar kalenderlänken att fungera. Skapa då en ny och lägg in den i kalendern igen.";

test("a doctor is told that a new password ends the calendar address, and it does", async ({
  page,
}) => {
  const doctor = await createAccount(admin, "ST_DOCTOR", "Kalle", "Kalender");
  await takeOverAccount(page.request, doctor.email);
  await page.goto("/profile");

  const calendarSection = page.getByRole("region", { name: "Kalenderlänk" });
  await expect(calendarSection.getByText(NOTE)).toBeVisible();
  const passwordSection = page.getByRole("region", { name: "Byt lösenord" });
  await expect(passwordSection.getByText(NOTE)).toBeVisible();

  await calendarSection.getByRole("button", { name: "Skapa kalenderlänk" }).click();
  const address = (await calendarSection.locator("#calendar-url").innerText()).trim();
  const feedPath = new URL(address).pathname;
  const calendarApp = await request.newContext({ baseURL: E2E_BASE_URL });
  expect((await calendarApp.get(feedPath)).status()).toBe(200);

  const form = page.getByRole("form", { name: "Byt lösenord" });
  await form.getByRole("textbox", { name: "Nuvarande lösenord", exact: true }).fill(OWN_PASSWORD);
  await form.getByRole("textbox", { name: "Nytt lösenord", exact: true }).fill("ett-annat-losen");
  await form
    .getByRole("textbox", { name: "Bekräfta nytt lösenord", exact: true })
    .fill("ett-annat-losen");
  await form.getByRole("button", { name: "Byt lösenord" }).click();
  await expect(page.getByText("Lösenordet har uppdaterats! Du förblir inloggad.")).toBeVisible();

  await expect(calendarSection.getByText("Du har ingen kalenderlänk.")).toBeVisible();
  await expect(calendarSection.locator("#calendar-url")).toHaveCount(0);
  expect((await calendarApp.get(feedPath)).status()).toBe(404);
  await calendarApp.dispose();
});
