import { expect, type Page, test } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e-env";
import { DEMO, DEMO_PASSWORD, sidebar, signIn } from "./fixtures";

const EVIL_TARGETS = [
  "https://evil.example/phish",
  "//evil.example/phish",
  "/\\evil.example/phish",
  "\\\\evil.example/phish",
  "javascript:alert(document.domain)",
  "/%2F/evil.example/phish",
  "/\t/evil.example/phish",
];

test.describe("sign-in follows only same-site return paths", () => {
  for (const target of EVIL_TARGETS) {
    test(`after sign-in: ${JSON.stringify(target)}`, async ({ page }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await page.getByLabel("E-postadress").fill(DEMO.doctor2015);
      await page.getByRole("textbox", { name: "Lösenord", exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Logga in" }).click();
      await expect(page.getByRole("button", { name: "Logga ut" })).toBeVisible();
      expect(new URL(page.url()).origin).toBe(E2E_BASE_URL);
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }

  test("already signed in, every foreign target goes to the start page", async ({ page }) => {
    await signIn(page, DEMO.doctor2015);
    for (const target of EVIL_TARGETS) {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await expect(page).toHaveURL(/\/dashboard$/);
      expect(new URL(page.url()).origin).toBe(E2E_BASE_URL);
    }
  });

  test("a same-site return path is followed", async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent("/courses")}`);
    await page.getByLabel("E-postadress").fill(DEMO.doctor2015);
    await page.getByRole("textbox", { name: "Lösenord", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Logga in" }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });
});

async function endSession(page: Page) {
  // Another tab signs out with the same cookie.
  const ended = await page.request.post("/api/session/sign-out", {
    headers: { Origin: E2E_BASE_URL },
  });
  expect(ended.ok()).toBe(true);
}

test.describe("a session that ends while a page is open", () => {
  test("a menu click goes to the login page with the message and a return path", async ({
    page,
  }) => {
    await signIn(page, DEMO.doctor2021a);
    await sidebar(page).getByRole("link", { name: "Formellt" }).click();
    await expect(page).toHaveURL(/\/formalities/);
    await expect(page.getByRole("button", { name: "Spara" }).first()).toBeVisible();
    // Another tab signs out with the same cookie.
    const ended = await page.request.post("/api/session/sign-out", {
      headers: { Origin: E2E_BASE_URL },
    });
    expect(ended.ok()).toBe(true);
    await sidebar(page).getByRole("link", { name: "Kurser" }).click();
    await expect(page.getByText("Din session har gått ut. Logga in igen.")).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcourses/);
  });

  test("a save goes to the login page and the typed text survives sign-in", async ({ page }) => {
    await signIn(page, DEMO.doctor2021a);
    await sidebar(page).getByRole("link", { name: "ST-arbete" }).click();
    await expect(page.getByRole("button", { name: "Spara" })).toBeVisible();
    const topic = page.getByLabel("Ämne/titel");
    await topic.fill("Sepsis på akuten");
    const ended = await page.request.post("/api/session/sign-out", {
      headers: { Origin: E2E_BASE_URL },
    });
    expect(ended.ok()).toBe(true);
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByText("Din session har gått ut. Logga in igen.")).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fstproject/);
    // Signing in again returns to ST-arbete with what was typed, ready to save.
    await page.getByLabel("E-postadress").fill(DEMO.doctor2021a);
    await page.getByRole("textbox", { name: "Lösenord", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Logga in" }).click();
    await expect(page).toHaveURL(/\/stproject$/);
    await expect(page.getByLabel("Ämne/titel")).toHaveValue("Sepsis på akuten");
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByText("ST-arbete sparat!")).toBeVisible();
  });

  test("Formellt's typed values come back after signing in again", async ({ page }) => {
    await signIn(page, DEMO.doctor2015);
    await sidebar(page).getByRole("link", { name: "Formellt" }).click();
    await expect(page.getByRole("button", { name: "Spara" }).first()).toBeVisible();
    await page.getByLabel("Verksamhetschef").fill("Vera Verksamhet");
    await endSession(page);
    await sidebar(page).getByRole("link", { name: "Kurser" }).click();
    await expect(page.getByText("Din session har gått ut. Logga in igen.")).toBeVisible();
    // The return path is the page with the typed text, not the link that was clicked.
    await expect(page).toHaveURL(/\/login\?redirect=%2Fformalities$/);
    await page.getByLabel("E-postadress").fill(DEMO.doctor2015);
    await page.getByRole("textbox", { name: "Lösenord", exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Logga in" }).click();
    await expect(page).toHaveURL(/\/formalities$/);
    await expect(page.getByLabel("Verksamhetschef")).toHaveValue("Vera Verksamhet");
  });

  test("text in a dialog that cannot be kept is named on the login page", async ({ page }) => {
    await signIn(page, DEMO.doctor2015);
    await sidebar(page).getByRole("link", { name: "Kurser" }).click();
    await page.getByRole("button", { name: "Lägg till kurs" }).click();
    const courseForm = page.getByRole("dialog", { name: "Lägg till kurs" });
    await courseForm.getByRole("textbox", { name: "Kursnamn" }).fill("Akut kardiologi");
    await courseForm.getByLabel("Datum").fill("2026-04-15");
    await endSession(page);
    await courseForm.getByRole("button", { name: "Spara" }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcourses/);
    await expect(page.getByRole("alert").first()).toContainText(
      "Din session har gått ut. Logga in igen. Det du höll på att skriva i ett formulär hann inte sparas.",
    );
  });
});
