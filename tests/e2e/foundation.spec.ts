import { expect, type Page, test } from "@playwright/test";
import { E2E_REVIEW_EMAIL } from "./e2e-env";
import {
  DEMO,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  latestMailLink,
  pickDoctor,
  sidebar,
  signIn,
  signInByForm,
  signOut,
} from "./fixtures";

const RECORD_PAGES = [
  "Översikt",
  "Formellt",
  "Delmål",
  "Undersökningar",
  "Randningar",
  "Kurser",
  "Sit-ins/Bedömningar",
  "Handledarträffar",
  "IUP",
  "ST-arbete",
  "Utvecklingsarbete",
  "Intyg",
  "Ansökan",
  "Historik",
];

async function sidebarLinks(page: Page): Promise<string[]> {
  const links = sidebar(page).getByRole("link");
  await expect(links.first()).toBeVisible();
  // The user block at the bottom links to Min Profil; it is not a page of the menu.
  return (await links.allInnerTexts())
    .map((t) => t.trim())
    .filter((t) => t !== "" && !/min profil/i.test(t));
}

test.describe("each role sees exactly its sidebar", () => {
  const cases: [string, string, string[]][] = [
    ["ST-läkare", DEMO.doctor2015, RECORD_PAGES],
    ["handledare", DEMO.supervisor, [...RECORD_PAGES, "ST-läkare", "Signeringsrätt"]],
    [
      "studierektor",
      DEMO.director,
      [...RECORD_PAGES, "ST-läkare", "Signeringsrätt", "Studierektorspanel"],
    ],
    [
      "administratör",
      DEMO.admin,
      [...RECORD_PAGES, "ST-läkare", "Signeringsrätt", "Adminpanel", "Katalog"],
    ],
    ["specialistläkare", DEMO.specialist, ["Signeringsrätt"]],
  ];
  for (const [name, email, expected] of cases) {
    test(name, async ({ page }) => {
      await signIn(page, email);
      if (name === "administratör") {
        // An admin starts in the admin panel; picking an ST doctor opens the record pages. A demo
        // doctor by name: the first option depends on the doctors earlier specs added.
        await expect(page).toHaveURL(/\/admin/);
        await pickDoctor(page, "Maja Berg");
        await expect(page).toHaveURL(/\/dashboard\?st=/);
      }
      // The menu grows as the session and the picked doctor load: wait for the whole of it.
      await expect.poll(() => sidebarLinks(page)).toEqual(expected);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("a supervisor's selected ST doctor survives a reload and the back button", async ({
    page,
  }) => {
    await signIn(page, DEMO.supervisor);
    await expect(page).toHaveURL(/\/dashboard\?st=/);
    await sidebar(page).getByRole("link", { name: "Kurser" }).click();
    await expect(page).toHaveURL(/\/courses\?st=/);
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\?st=/);
  });

  test("a specialist sent to a record page lands on the signing-rights page", async ({ page }) => {
    await signIn(page, DEMO.specialist);
    await page.goto("/goals");
    await expect(page).toHaveURL(/\/signing-rights-assessment/);
  });
});

test("the landing page, login and invalid reset link are in Swedish and accessible", async ({
  page,
}) => {
  await page.goto("/");
  await expect(
    page.getByRole("heading", { name: "Moderniserad ST-utbildning för framtiden" }),
  ).toBeVisible();
  for (const card of [
    "Målhantering",
    "Bedömningar",
    "Signeringsrätt",
    "Randningar",
    "Kurser",
    "Certifikat",
  ]) {
    await expect(page.getByRole("heading", { name: card })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole("link", { name: /Logga in/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login/);
  await expect(
    page.getByText("Kontakta administratören för att få ett konto skapat."),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("E-postadress").fill(DEMO.doctor2015);
  await page.getByRole("textbox", { name: "Lösenord", exact: true }).fill("fel-losenord");
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Fel e-postadress eller lösenord." }),
  ).toBeVisible();

  await page.goto("/reset-password?token=ogiltig");
  await expect(page.getByRole("heading", { name: "Återställ Lösenord" })).toBeVisible();
  await expect(page.getByText("Ogiltig eller utgången återställningslänk.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Tillbaka till inloggning" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("an admin creates an ST doctor who signs in with the one-time password and changes it", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto("/admin");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Lägg till användare" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("E-postadress").fill("ny.st@demo.local");
  await dialog.getByLabel("Förnamn").fill("Nora");
  await dialog.getByLabel("Efternamn").fill("Ny");
  await dialog.getByRole("button", { name: "Skapa användare" }).click();
  const oneTime = page.getByRole("dialog", { name: "Engångslösenord" });
  await expect(oneTime).toBeVisible();
  const password = (await oneTime.locator("pre, code").first().textContent())?.trim() ?? "";
  expect(password.length).toBeGreaterThanOrEqual(12);
  await oneTime.getByRole("button", { name: "Klar" }).click();
  await expect(page.getByRole("cell", { name: "ny.st@demo.local" })).toBeVisible();
  await signOut(page);

  await page.goto("/login");
  await page.getByLabel("E-postadress").fill("ny.st@demo.local");
  await page.getByRole("textbox", { name: "Lösenord", exact: true }).fill(password);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page.getByRole("heading", { name: "Byt lösenord" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Nuvarande lösenord").fill(password);
  await page.getByRole("textbox", { name: "Nytt lösenord", exact: true }).fill("noras-eget-losen");
  await page.getByLabel("Bekräfta nytt lösenord").fill("noras-eget-losen");
  await page.getByRole("button", { name: "Byt lösenord" }).click();
  await expect(sidebar(page).getByRole("link", { name: "Delmål" })).toBeVisible();
  await signOut(page);
  await signInByForm(page, "ny.st@demo.local", "noras-eget-losen");
});

test("password reset through the e-mail link", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Glömt lösenordet?" }).click();
  await page.getByLabel("E-postadress").fill(DEMO.doctor2021b);
  await page.getByRole("button", { name: "Skicka länk" }).click();
  await expect(page.getByText(/Om adressen finns registrerad/)).toBeVisible();
  await expect.poll(() => latestMailLink(DEMO.doctor2021b)).toBeTruthy();
  const link = new URL(latestMailLink(DEMO.doctor2021b)!);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Ange Nytt Lösenord" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("textbox", { name: "Nytt lösenord", exact: true }).fill("kort");
  await page.getByLabel("Bekräfta nytt lösenord").fill("kort");
  await page.getByRole("button", { name: "Spara nytt lösenord" }).click();
  await expect(page.getByText("Lösenordet måste vara minst 6 tecken långt.")).toBeVisible();
  await page.getByRole("textbox", { name: "Nytt lösenord", exact: true }).fill("aterstallt-losen");
  await page.getByLabel("Bekräfta nytt lösenord").fill("aterstallt-losen");
  await page.getByRole("button", { name: "Spara nytt lösenord" }).click();
  await expect(
    page.getByText("Lösenordet har uppdaterats! Du omdirigeras till inloggning..."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 5000 });
  await signInByForm(page, DEMO.doctor2021b, "aterstallt-losen");
});

test("the 'Granskning' login signs in with the shared specialist account", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("tab", { name: "Granskning" }).click();
  await expect(page.getByText(/gemensamma specialistkontot/)).toBeVisible();
  await page.getByRole("textbox", { name: "Lösenord", exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page).toHaveURL(/\/signing-rights-assessment/);
  await page.goto("/profile");
  await expect(page.getByText(E2E_REVIEW_EMAIL)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the browser never contacts another origin", async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? "") && !/^(data|blob):/.test(url)) foreign.push(url);
  });
  await page.goto("/");
  await page.goto("/login");
  await signIn(page, DEMO.supervisor);
  for (const label of ["Formellt", "Delmål", "Undersökningar", "Intyg", "Signeringsrätt"]) {
    await sidebar(page).getByRole("link", { name: label, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  expect(foreign).toEqual([]);
});

test("no page breaks the content security policy, not even by probing for eval", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  await signIn(page, DEMO.doctor2015);
  for (const label of ["Formellt", "Undersökningar", "Randningar"]) {
    await sidebar(page).getByRole("link", { name: label, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  await page.getByRole("button", { name: "Planera randning" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
});
