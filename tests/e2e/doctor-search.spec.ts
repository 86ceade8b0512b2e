import { type APIRequestContext, expect, test } from "@playwright/test";
import { adminApi, createAccount, DEMO, signIn } from "./fixtures";

/**
 * 'Granskar ST-läkare' searches on the server as the user types (decision 254): the whole list of
 * doctors is never asked for, and a search that matches nobody says so.
 */

let admin: APIRequestContext;

test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(() => admin.dispose());

test("typing in the doctor selector filters on the server", async ({ page }) => {
  const unique = `Sökbar${Date.now() % 1_000_000}`;
  const doctor = await createAccount(admin, "ST_DOCTOR", "Ärla", unique);
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/st-doctors") asked.push(url.search);
  });
  await signIn(page, DEMO.director);
  const field = page.getByRole("combobox", { name: "Granskar ST-läkare" });
  await field.click();
  const searched = page.waitForRequest(
    (r) => new URL(r.url()).searchParams.get("q") === unique.toLowerCase(),
  );
  await field.fill(unique.toLowerCase());
  await searched;
  await expect(page.getByRole("option")).toHaveText([doctor.displayName]);
  await page.getByRole("option", { name: doctor.displayName }).click();
  await expect(page.getByText(`Du följer ${doctor.displayName}`)).toBeVisible();

  await field.click();
  await field.fill("ingen-sådan-läkare-finns");
  await expect(page.getByText("Inga ST-läkare matchar sökningen")).toBeVisible();
  // Every ask was bounded: never the whole list.
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((search) => new URLSearchParams(search).get("limit") === "50")).toBe(true);
});
