import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEMO, expectNoSeriousA11yViolations, signIn } from "./fixtures";

/**
 * How the pages present themselves on a phone (390 px) and on paper. An administrator builds one
 * ST doctor's record through the API, then looks at it: every row action must be reachable without
 * sideways scrolling, no badge is cut, and a printout has no navigation and the whole matrix.
 */

const PHONE = { width: 390, height: 844 };

interface Fixture {
  doctorId: string;
}

/** Writes name the portal (the server refuses a write without its Origin). */
async function send(page: Page, method: "POST" | "PUT", path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, { method, data, headers: { Origin: origin } });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** A fresh ST doctor with one row of every record type, as the signed-in administrator. */
async function buildRecord(page: Page): Promise<Fixture> {
  const stamp = Date.now();
  const created = await send(page, "POST", "/api/users", {
    email: `presentation.${stamp}@demo.local`,
    firstName: "Fredrika",
    lastName: "Långnamn-Utskriftsdotter",
    role: "ST_DOCTOR",
  });
  const doctorId: string = created.user.id;
  const base = `/api/st-doctors/${doctorId}`;
  await send(page, "PUT", `${base}/formalities`, {
    stModel: "2021",
    stStartDate: "2025-01-13",
    stDurationMonths: 60,
    headOfDepartment: "",
    directorOfStudies: "",
    version: 0,
  });
  const records: [string, unknown][] = [
    ["rotation", { name: "Kardiologi", startDate: "2025-03", endDate: "2025-05" }],
    ["course", { name: "Ekokardiografi grundkurs", date: "2025-09-10", status: "under_review" }],
    ["course", { name: "Strålskydd", date: "2025-11-03", status: "completed" }],
    ["sit-in", { topic: "Arbetsprov", supervisor: "Hanna", date: "2025-02-10", notes: "Bra." }],
    ["meeting", { date: "2025-02-20", topic: "Halvtid", supervisor: "Hanna", notes: "Plan." }],
    [
      "absence",
      { mode: "exact", startDate: "2025-06-02", endDate: "2025-06-13", description: "Semester" },
    ],
    [
      "credit",
      { mode: "exact", startDate: "2024-01-08", endDate: "2024-02-09", description: "Vikariat" },
    ],
  ];
  for (const [type, body] of records) await send(page, "POST", `${base}/records/${type}`, body);
  return { doctorId };
}

async function openAs(page: Page, path: string, doctorId: string, heading: string) {
  await page.goto(`${path}?st=${encodeURIComponent(doctorId)}`);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText("Laddar...")).toHaveCount(0);
}

/** Every button of every row lies inside the phone's width. */
async function expectRowActionsOnScreen(rows: Locator, width: number) {
  // count() does not wait: a list still loading would have no rows yet.
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const buttons = rows.nth(i).getByRole("button");
    const n = await buttons.count();
    expect(n, `row ${i} has buttons`).toBeGreaterThan(0);
    for (let j = 0; j < n; j++) {
      const button = buttons.nth(j);
      const box = await button.boundingBox();
      const name = await button.getAttribute("aria-label");
      expect(box, `${name} has a box`).not.toBeNull();
      if (!box) continue;
      expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(width);
    }
  }
}

/** No badge is cut: its text fits its box and the box lies on screen. */
async function expectBadgesWhole(scope: Locator, width: number) {
  const badges = scope.locator(".mantine-Badge-root");
  const count = await badges.count();
  for (let i = 0; i < count; i++) {
    const badge = badges.nth(i);
    const fits = await badge.evaluate((el) => {
      const label = el.querySelector(".mantine-Badge-label") ?? el;
      return label.scrollWidth <= label.clientWidth && el.scrollWidth <= el.clientWidth;
    });
    expect(fits, `badge '${await badge.textContent()}' shows its whole text`).toBe(true);
    const box = await badge.boundingBox();
    expect(box && box.x + box.width <= width, "badge on screen").toBe(true);
  }
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

test("on a phone every row action is on screen and no badge is cut", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.admin);
  const { doctorId } = await buildRecord(page);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Adminpanel" })).toBeVisible();
  // The list is paged: the doctor made above is found by searching.
  const region = page.getByRole("region", { name: "Användare" });
  await region.getByRole("searchbox", { name: "Sök användare" }).fill("Fredrika");
  const users = region.locator("table tbody tr");
  await expect(users.first()).toBeVisible();
  await expect(users.filter({ hasNotText: "Fredrika" })).toHaveCount(0);
  await expectRowActionsOnScreen(users, PHONE.width);
  await expectBadgesWhole(page.locator("table").first(), PHONE.width);
  await expectNoSidewaysScroll(page, PHONE.width);

  await page.goto("/catalog");
  await expect(page.getByRole("heading", { level: 1, name: "Katalog" })).toBeVisible();
  await expectRowActionsOnScreen(page.locator("table tbody tr").first(), PHONE.width);
  await expectRowActionsOnScreen(page.locator("table tbody tr").last(), PHONE.width);
  await expectNoSidewaysScroll(page, PHONE.width);

  const pages: [string, string][] = [
    ["/rotations", "Randningar"],
    ["/courses", "Kurser"],
    ["/sitins", "Sit-ins/Bedömningar"],
    ["/meetings", "Handledarträffar"],
  ];
  for (const [path, heading] of pages) {
    await openAs(page, path, doctorId, heading);
    const rows = page.locator("table tbody tr");
    await expectRowActionsOnScreen(rows, PHONE.width);
    await expectBadgesWhole(page.getByRole("main"), PHONE.width);
    await expectNoSidewaysScroll(page, PHONE.width);
  }
  // The course badges read in full, in the labels' own case.
  await openAs(page, "/courses", doctorId, "Kurser");
  await expect(page.getByText("Under granskning", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await page.getByText("Avklarad", { exact: true }).first().innerText()).toBe("Avklarad");

  await openAs(page, "/formalities", doctorId, "Formellt");
  for (const list of ["absence-list", "credit-list"]) {
    await expectRowActionsOnScreen(page.getByTestId(list).locator("tbody tr"), PHONE.width);
  }
  await expectNoSidewaysScroll(page, PHONE.width);
});

test("goal ids keep their case and quarters read YYYY-Qn", async ({ page }) => {
  await signIn(page, DEMO.admin);
  const { doctorId } = await buildRecord(page);
  await openAs(page, "/goals", doctorId, "Delmål");
  const goal = page.getByTestId("goal-STa1");
  expect(await goal.getByText("STa1", { exact: true }).innerText()).toBe("STa1");

  await openAs(page, "/courses", doctorId, "Kurser");
  await expect(page.getByRole("row", { name: /Strålskydd/ })).toContainText("2025-Q4");
});

test("a printed page has no navigation and the whole matrix", async ({ page }) => {
  await signIn(page, DEMO.admin);
  const { doctorId } = await buildRecord(page);
  // The printable width of an A4 page with the browser's default margins.
  await page.setViewportSize({ width: 718, height: 1000 });
  await openAs(page, "/procedures", doctorId, "Undersökningar");
  await page.emulateMedia({ media: "print" });

  await expect(page.locator("#app-navbar")).toBeHidden();
  await expect(page.locator("header")).toBeHidden();
  await expect(page.getByRole("button", { name: "Öppna menyn" })).toBeHidden();
  await expect(page.getByRole("button", { name: /^Fullskärm$/ })).toBeHidden();

  const matrix = page.getByRole("region", { name: "Undersökningsmatris" });
  const clipping = await matrix.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      overflowX: style.overflowX,
      overflowY: style.overflowY,
      maxHeight: style.maxHeight,
      wider: el.scrollWidth - el.clientWidth,
      taller: el.scrollHeight - el.clientHeight,
      right: el.getBoundingClientRect().right,
    };
  });
  expect(clipping.overflowX).toBe("visible");
  expect(clipping.overflowY).toBe("visible");
  expect(clipping.maxHeight).toBe("none");
  expect(clipping.wider).toBeLessThanOrEqual(1);
  expect(clipping.taller).toBeLessThanOrEqual(1);
  expect(clipping.right).toBeLessThanOrEqual(718);
  await expectNoSidewaysScroll(page, 718);

  // Lists print whole too: no scroll container clips a record table.
  await openAs(page, "/courses", doctorId, "Kurser");
  const table = page.locator("table").first();
  const tableBox = await table.boundingBox();
  expect(tableBox && tableBox.x + tableBox.width <= 718).toBe(true);
  await expect(page.locator("#app-navbar")).toBeHidden();
});
