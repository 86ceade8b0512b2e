import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { pdfPageTexts } from "../fixtures/pdf-text";
import { DEMO, expectNoSeriousA11yViolations, sidebar, signIn } from "./fixtures";

/**
 * 'ST-läkare' (decision 145): a director follows every ST doctor on one page, sees who needs
 * attention, sorts, exports and opens a doctor.
 */

async function send(page: Page, method: "POST" | "PUT", path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, { method, data, headers: { Origin: origin } });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** An ST doctor two years into the 2021 model who has never had a supervisor meeting. */
async function doctorWithoutMeetings(page: Page) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const { user } = await send(page, "POST", "/api/users", {
    email: `kohort.${stamp}@demo.local`,
    firstName: "Kohort",
    lastName: `Utanträff ${stamp.slice(-4)}`,
    role: "ST_DOCTOR",
  });
  await send(page, "PUT", `/api/st-doctors/${user.id}/formalities`, {
    stModel: "2021",
    stStartDate: "2024-01-01",
    stDurationMonths: 60,
    version: 0,
  });
  return user as { id: string; displayName: string };
}

async function openCohort(page: Page) {
  await sidebar(page).getByRole("link", { name: "ST-läkare", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "ST-läkare" })).toBeVisible();
  await expect(page.getByRole("table", { name: "ST-läkare" })).toBeVisible();
}

/** The page is paged on the server (decision 259): a search brings the doctor to the first page. */
async function findDoctor(page: Page, doctor: { id: string; displayName: string }) {
  await page.getByRole("searchbox", { name: "Sök namn eller e-post" }).fill(doctor.displayName);
  await expect(page.locator(`tr[data-doctor="${doctor.id}"]`)).toBeVisible();
  // The server's filtered page, not the earlier one still shown dimmed while it loads.
  await expect(page.getByRole("status").filter({ hasText: / av \d+ ST-läkare$/ })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** 'n av m ST-läkare' or 'm ST-läkare': the rows the filter keeps on every page. */
async function filteredTotal(page: Page): Promise<number> {
  const text = await page.getByRole("status").filter({ hasText: "ST-läkare" }).first().innerText();
  return Number(text.match(/^(\d+)/)?.[1]);
}

test("a director sees the warning, downloads the portfolio, sorts by end date, exports and opens the doctor", async ({
  page,
}) => {
  await signIn(page, DEMO.director);
  const doctor = await doctorWithoutMeetings(page);
  await openCohort(page);
  await findDoctor(page, doctor);

  const table = page.getByRole("table", { name: "ST-läkare" });
  const row = table.locator(`tr[data-doctor="${doctor.id}"]`);
  await expect(row.locator('[data-warning="meeting-gap"]')).toContainText("Handledarträff saknas");
  await expect(row).toContainText("Ingen handledarträff är registrerad under ST");
  const pdf = row.getByRole("button", { name: `Utbildningsbok (PDF) för ${doctor.displayName}` });
  await expectNoSeriousA11yViolations(page);

  // The row's portfolio downloads as a PDF whose text names the doctor.
  const downloadingPdf = page.waitForEvent("download");
  await pdf.click();
  const book = readFileSync((await (await downloadingPdf).path()) as string);
  expect(book.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect((await pdfPageTexts(new Uint8Array(book)))[0]).toContain(doctor.displayName);

  // By end date, earliest first, then latest first, over everyone again.
  await page.getByRole("searchbox", { name: "Sök namn eller e-post" }).fill("");
  await expect.poll(() => table.locator("tbody tr").count()).toBeGreaterThan(1);
  const end = table.getByRole("columnheader", { name: "ST-slut" });
  const endDates = () =>
    table
      .locator("td[data-end]")
      .evaluateAll((cells) => cells.map((c) => c.getAttribute("data-end") ?? ""));
  await end.getByRole("button").click();
  await expect(end).toHaveAttribute("aria-sort", "ascending");
  await expect
    .poll(async () => {
      const dates = await endDates();
      return dates.join() === [...dates].sort().join();
    })
    .toBe(true);
  const ascending = await endDates();
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending).toEqual([...ascending].sort());
  await end.getByRole("button").click();
  await expect(end).toHaveAttribute("aria-sort", "descending");
  // The latest first: the page holds the latest dates, in descending order.
  await expect
    .poll(async () => {
      const dates = await endDates();
      return dates.join() === [...dates].sort().reverse().join() && dates[0] !== ascending[0];
    })
    .toBe(true);

  // Only doctors with a missing meeting: the file holds what the page shows, for Excel.
  await page.getByRole("combobox", { name: "Varningar" }).click();
  await page.getByRole("option", { name: "Handledarträff saknas" }).click();
  await expect(page.getByRole("status").filter({ hasText: " av " }).first()).toBeVisible();
  const shown = await filteredTotal(page);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Ladda ner CSV: det som visas, för Excel" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^st-lakare-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await file.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8");
  expect(text).toContain("Namn;E-post;ST-modell");
  expect(text).toContain(doctor.displayName);
  // The header line and one line per row the filter keeps, on every page (warnings are quoted,
  // their line breaks inside).
  expect(text.split("\r\n").filter(Boolean)).toHaveLength(shown + 1);

  await findDoctor(page, doctor);
  // The row opens the doctor's overview, the doctor selected as 'Granskar ST-läkare' selects.
  await row.getByRole("link", { name: `Öppna översikten för ${doctor.displayName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?st=${doctor.id}`));
  await expect(page.getByRole("combobox", { name: "Granskar ST-läkare" })).toHaveValue(
    doctor.displayName,
  );
  const card = page.getByTestId("plan-warnings");
  await expect(card.locator('[data-warning="meeting-gap"]')).toContainText("Handledarträff saknas");
});

test("a row writes its last meeting's date one way, in the warning as in its column", async ({
  page,
}) => {
  await signIn(page, DEMO.director);
  const doctor = await doctorWithoutMeetings(page);
  await send(page, "POST", `/api/st-doctors/${doctor.id}/records/meeting`, {
    date: "2024-03-05",
    topic: "Uppstart",
    supervisor: "Hanna",
    notes: "Plan för första året.",
  });
  await openCohort(page);
  await findDoctor(page, doctor);
  const row = page
    .getByRole("table", { name: "ST-läkare" })
    .locator(`tr[data-doctor="${doctor.id}"]`);
  await expect(row.locator('[data-warning="meeting-gap"]')).toContainText(
    "Senaste handledarträffen var 5 mar 2024,",
  );
  await expect(row.locator('td[data-label="Senaste handledarträff"]')).toHaveText("5 mar 2024");
  await expect(row).not.toContainText("2024-03-05");
});

test("a supervisor starts with their own doctors; the page works 390 px wide", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.supervisor);
  await page.goto("/cohort");
  await expect(page.getByRole("heading", { level: 1, name: "ST-läkare" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Mina ST-läkare" })).toBeChecked();
  const rows = page.getByRole("table", { name: "ST-läkare" }).locator("tbody tr");
  const own = await rows.count();
  await page.getByText("Alla", { exact: true }).first().click();
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(own);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
  // On a phone the order is chosen above the cards.
  await page.getByRole("combobox", { name: "Sortera efter" }).click();
  await page.getByRole("option", { name: "ST-slut" }).click();
  await expect(rows.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("at a laptop's 1280 px a director sees every doctor's warnings without scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO.director);
  const doctor = await doctorWithoutMeetings(page);
  await openCohort(page);
  await findDoctor(page, doctor);
  const table = page.getByRole("table", { name: "ST-läkare" });
  const warnings = table.getByRole("columnheader", { name: "Varningar" });
  const warning = table.locator(`tr[data-doctor="${doctor.id}"] [data-warning="meeting-gap"]`);
  await expect(warning).toBeVisible();
  // Without scrolling sideways (the page or the table's own scroll area), each lies within what
  // the window and every clipping box around it show; scrolling down is allowed.
  for (const cell of [warnings, warning]) {
    const seen = await cell.evaluate((el) => {
      const box = el.getBoundingClientRect();
      let right = window.innerWidth;
      let scrolled = window.scrollX;
      for (let up = el.parentElement; up; up = up.parentElement) {
        scrolled += up.scrollLeft;
        if (getComputedStyle(up).overflowX !== "visible")
          right = Math.min(right, up.getBoundingClientRect().left + up.clientWidth);
      }
      return { left: box.left, right: box.right, visibleRight: right, scrolled };
    });
    expect(seen.scrolled).toBe(0);
    expect(seen.left).toBeGreaterThanOrEqual(0);
    expect(seen.right).toBeLessThanOrEqual(seen.visibleRight);
  }
});

test("a director pages through the cohort, fifty doctors a page", async ({ page }) => {
  await signIn(page, DEMO.director);
  // More than one page of doctors: the demo's and as many new ones as needed.
  const origin = new URL(page.url()).origin;
  const { unfiltered } = await (await page.request.get(`${origin}/api/cohort`)).json();
  for (let i = unfiltered; i <= 50; i++) await doctorWithoutMeetings(page);
  await openCohort(page);
  const names = () =>
    page
      .getByRole("table", { name: "ST-läkare" })
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-doctor")));
  await expect(page.getByText(/^Visar 1–50 av \d+$/)).toBeVisible();
  const first = await names();
  expect(first).toHaveLength(50);
  const pages = page.getByRole("navigation", { name: "Sidor i listan över ST-läkare" });
  // While the next page loads the rows shown stay readable: nothing dimmed below contrast.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/cohort\?/, async (route) => {
    await held;
    await route.continue();
  });
  await pages.getByRole("button", { name: "Nästa sida" }).click();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  release();
  await expect(page.getByText(/^Visar 51–\d+ av \d+$/)).toBeVisible();
  await page.unroute(/\/api\/cohort\?/);
  await expect.poll(async () => (await names()).some((id) => first.includes(id))).toBe(false);
  // A new filter starts again at the first page.
  await page.getByRole("combobox", { name: "Varningar" }).click();
  await page.getByRole("option", { name: "Handledarträff saknas" }).click();
  await expect(page.getByText(/^Visar 51–/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("an admin sets the warning limits in the admin panel", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto("/admin");
  const section = page.getByRole("region", { name: "Tidiga varningar" });
  const months = section.getByRole("textbox", { name: "Handledarträff saknas efter (månader)" });
  await months.fill("0");
  await section.getByRole("button", { name: "Spara gränser" }).click();
  await expect(section).toContainText("Ange ett heltal mellan 1 och 24 månader.");
  await months.fill("4");
  await section.getByRole("button", { name: "Spara gränser" }).click();
  await expect(page.getByText("Gränserna för tidiga varningar har sparats.")).toBeVisible();
  // Back to the default for the other journeys.
  await months.fill("3");
  await section.getByRole("button", { name: "Spara gränser" }).click();
  await expect(page.getByText("Gränserna för tidiga varningar har sparats.").first()).toBeVisible();
});

test("an administrator of several clinics sets one clinic's warning limits", async ({ page }) => {
  await signIn(page, "region@demo.local");
  await page.goto("/admin");
  const section = page.getByRole("region", { name: "Tidiga varningar" });
  const clinic = section.getByRole("combobox", { name: "Klinik" });
  const months = section.getByRole("textbox", { name: "Handledarträff saknas efter (månader)" });
  await clinic.selectOption({ label: "Klinisk fysiologi och nuklearmedicin Malmö" });
  await expect(clinic).toHaveValue(/.+/);
  const malmoBefore = await months.inputValue();
  const changed = malmoBefore === "5" ? "6" : "5";
  await months.fill(changed);
  await section.getByRole("button", { name: "Spara gränser" }).click();
  await expect(page.getByText("Gränserna för tidiga varningar har sparats.")).toBeVisible();

  // Lund keeps its own limit; Malmö shows the one just saved.
  await clinic.selectOption({ label: "Klinisk fysiologi och nuklearmedicin Lund" });
  await expect(months).not.toHaveValue(changed);
  await clinic.selectOption({ label: "Klinisk fysiologi och nuklearmedicin Malmö" });
  await expect(months).toHaveValue(changed);

  // Back as it was for the other journeys.
  await months.fill(malmoBefore);
  await section.getByRole("button", { name: "Spara gränser" }).click();
  await expect(page.getByText("Gränserna för tidiga varningar har sparats.").first()).toBeVisible();
});
