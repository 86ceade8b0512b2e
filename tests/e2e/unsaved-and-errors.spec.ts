import { expect, type Page, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, sidebar, signIn } from "./fixtures";

/** What a server fault looks like: the server's own INTERNAL answer, or a proxy's HTML page. */
const INTERNAL = { status: 500, json: { error: "Okänt fel", code: "INTERNAL" } };
const PROXY_PAGE = { status: 502, contentType: "text/html", body: "<h1>Bad Gateway</h1>" };

async function expectNoRawError(page: Page) {
  await expect(page.getByText(/HTTP \d{3}/)).toHaveCount(0);
  await expect(page.getByText(/Databasfel|INTERNAL|Internal Server Error/)).toHaveCount(0);
}

test.describe("unsaved text is not lost without a question", () => {
  test("leaving ST-arbete with typed text asks first, in Swedish", async ({ page }) => {
    await signIn(page, DEMO.doctor2021a);
    await sidebar(page).getByRole("link", { name: "ST-arbete" }).click();
    await page.getByLabel("Ämne/titel").fill("Antibiotikaval vid pneumoni");

    await sidebar(page).getByRole("link", { name: "Kurser" }).click();
    const prompt = page.getByRole("dialog", { name: "Osparade ändringar" });
    await expect(prompt).toContainText("Du har ändringar som inte är sparade.");
    await prompt.getByRole("button", { name: "Stanna kvar" }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/stproject$/);
    await expect(page.getByLabel("Ämne/titel")).toHaveValue("Antibiotikaval vid pneumoni");

    await sidebar(page).getByRole("link", { name: "Kurser" }).click();
    await prompt.getByRole("button", { name: "Lämna sidan" }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test("closing the tab with typed text lets the browser ask", async ({ page }) => {
    await signIn(page, DEMO.doctor2021a);
    await sidebar(page).getByRole("link", { name: "ST-arbete" }).click();
    await page.getByLabel("Ämne/titel").fill("Ej sparad text");
    const asked = new Promise<string>((resolve) => {
      page.on("dialog", (dialog) => {
        resolve(dialog.type());
        // Leaving lets the page close, so the test ends with nothing left open.
        void dialog.accept();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe("beforeunload");
  });

  test("a saved form leaves without a question", async ({ page }) => {
    await signIn(page, DEMO.doctor2021a);
    await sidebar(page).getByRole("link", { name: "ST-arbete" }).click();
    await page.getByLabel("Ämne/titel").fill("Sparat ämne");
    await page.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByText("ST-arbete sparat!")).toBeVisible();
    await sidebar(page).getByRole("link", { name: "Kurser" }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test("a failed add keeps the dialog open with the text", async ({ page }) => {
    await signIn(page, DEMO.doctor2021a);
    await sidebar(page).getByRole("link", { name: "Kurser" }).click();
    await page.route("**/records/course", (route) =>
      route.request().method() === "POST" ? route.fulfill(INTERNAL) : route.fallback(),
    );
    await page.getByRole("button", { name: "Lägg till kurs" }).click();
    const courseForm = page.getByRole("dialog", { name: "Lägg till kurs" });
    await courseForm.getByRole("textbox", { name: "Kursnamn" }).fill("Akut internmedicin");
    await courseForm.getByLabel("Datum").fill("2026-04-15");
    await courseForm.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByText("Kunde inte lägga till kurs.")).toBeVisible();
    await expect(courseForm).toBeVisible();
    await expect(courseForm.getByRole("textbox", { name: "Kursnamn" })).toHaveValue(
      "Akut internmedicin",
    );
    await expectNoRawError(page);

    await courseForm.getByRole("button", { name: "Avbryt" }).click();
    await sidebar(page).getByRole("link", { name: "Formellt" }).click();
    await page.route("**/records/absence", (route) =>
      route.request().method() === "POST" ? route.fulfill(INTERNAL) : route.fallback(),
    );
    await page.getByRole("button", { name: "Lägg till frånvaro" }).click();
    const dialog = page.getByRole("dialog", { name: "Lägg till frånvaro" });
    // Within the ST period whatever its start: an absence outside it is refused before sending.
    const year = new Date().getFullYear() + 1;
    await dialog.getByLabel("Startdatum").fill(`${year}-03-01`);
    await dialog.getByLabel("Slutdatum").fill(`${year}-03-10`);
    await dialog.getByLabel("Beskrivning").fill("Sjukskrivning");
    await dialog.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByText("Kunde inte lägga till frånvaro.")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Beskrivning")).toHaveValue("Sjukskrivning");
    await expectNoRawError(page);
  });
});

test.describe("server faults read as the spec's Swedish sentences", () => {
  test("sign-in", async ({ page }) => {
    for (const fault of [INTERNAL, PROXY_PAGE]) {
      await page.route("**/api/session/sign-in", (route) => route.fulfill(fault));
      await page.goto("/login");
      await page.getByLabel("E-postadress").fill(DEMO.doctor2015);
      await page.getByRole("textbox", { name: "Lösenord", exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Logga in" }).click();
      const form = page.getByRole("form", { name: "Normal inloggning" });
      await expect(form.getByText("Ett fel uppstod vid inloggning")).toBeVisible();
      await expectNoRawError(page);
      await page.unroute("**/api/session/sign-in");
    }
  });

  test("password reset by link", async ({ page }) => {
    await page.route("**/api/password-reset/status*", (route) =>
      route.fulfill({ status: 200, json: { valid: true } }),
    );
    await page.route("**/api/password-reset/confirm", (route) => route.fulfill(PROXY_PAGE));
    await page.goto("/reset-password?token=abc");
    await page.getByRole("textbox", { name: "Nytt lösenord", exact: true }).fill("nyttlosen1");
    await page.getByLabel("Bekräfta nytt lösenord").fill("nyttlosen1");
    await page.getByRole("button", { name: "Spara nytt lösenord" }).click();
    await expect(page.getByText("Fel vid uppdatering av lösenord.")).toBeVisible();
    await expectNoRawError(page);
  });

  test("changing one's own password", async ({ page }) => {
    await signIn(page, DEMO.doctor2015);
    await page.goto("/profile");
    await page.route("**/api/session/password", (route) => route.fulfill(INTERNAL));
    await page.getByLabel("Nuvarande lösenord").fill(DEMO_PASSWORD);
    await page.getByRole("textbox", { name: "Nytt lösenord", exact: true }).fill("nyttlosen1");
    await page.getByLabel("Bekräfta nytt lösenord").fill("nyttlosen1");
    await page.getByRole("button", { name: "Byt lösenord" }).click();
    await expect(page.getByText("Kunde inte uppdatera lösenord: Okänt fel")).toBeVisible();
    await expectNoRawError(page);
  });

  test("a failing ST doctor list keeps the menu and sign-out, with 'Försök igen'", async ({
    page,
  }) => {
    let failing = true;
    // The selector's search (decision 254): /api/st-doctors?limit=50, and ?q=… as the user types.
    await page.route(/\/api\/st-doctors(\?.*)?$/, (route) =>
      failing ? route.fulfill(INTERNAL) : route.fallback(),
    );
    await signIn(page, DEMO.supervisor);
    const main = page.getByRole("main");
    await expect(main.getByText("Kunde inte ladda data")).toBeVisible({ timeout: 15_000 });
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Logga ut" })).toBeVisible();
    await expectNoRawError(page);

    failing = false;
    await main.getByRole("button", { name: "Försök igen" }).click();
    await expect(page).toHaveURL(/\/dashboard\?st=/);
    await expect(main.getByText("Kunde inte ladda data")).toHaveCount(0);
  });

  test("a record page that cannot load says so inside the shell", async ({ page }) => {
    // From the start: the overview asks for the record too, as soon as it is opened.
    await page.route("**/api/st-doctors/*/record", (route) => route.fulfill(PROXY_PAGE));
    await signIn(page, DEMO.doctor2015);
    await sidebar(page).getByRole("link", { name: "Kurser" }).click();
    const main = page.getByRole("main");
    await expect(main.getByText("Kunde inte ladda data")).toBeVisible({ timeout: 15_000 });
    await expect(main.getByRole("button", { name: "Försök igen" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logga ut" })).toBeVisible();
    await expectNoRawError(page);
  });
});
