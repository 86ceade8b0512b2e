import { expect, type Locator, type Page, request, test } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e-env";
import {
  adminApi,
  createAccount,
  DEMO,
  expectNoSeriousA11yViolations,
  OWN_PASSWORD,
  signIn,
  takeOverAccount,
} from "./fixtures";

/**
 * The overview's Tidslinje (spec section 2): zoom, 'Idag', bars reached by keyboard and opened.
 * The record is a new ST doctor's, built through the API, so no other spec's demo doctor changes
 * (and the demo doctors' passwords and formalities are changed by other specs).
 */

/** Every date is relative to the real clock the server runs on. */
const YEAR = new Date().getFullYear();
const COURSE = "Strålskydd tidslinje";
const ROTATION = "Kardiologi tidslinje";

/** A new ST doctor, four years into a five-year ST, with one course and one rotation. */
async function createDoctorWithRecord(): Promise<string> {
  const admin = await adminApi();
  try {
    const { id, email } = await createAccount(admin, "ST_DOCTOR", "Tove", "Tidslinje");
    const base = `/api/st-doctors/${id}`;
    const formalities = await admin.put(`${base}/formalities`, {
      data: {
        stModel: "2021",
        stStartDate: `${YEAR - 4}-01-15`,
        stDurationMonths: 60,
        headOfDepartment: "",
        directorOfStudies: "",
        version: 0,
      },
    });
    expect(formalities.status(), await formalities.text()).toBe(200);
    const records: [string, unknown][] = [
      ["course", { name: COURSE, date: `${YEAR + 1}-09-10`, status: "planned" }],
      ["rotation", { name: ROTATION, startDate: `${YEAR - 3}-02`, endDate: `${YEAR - 3}-07` }],
    ];
    for (const [type, body] of records) {
      const res = await admin.post(`${base}/records/${type}`, { data: body });
      expect(res.status(), `${type}: ${await res.text()}`).toBeLessThan(300);
    }
    // The doctor replaces the one-time password the account starts with.
    const doctor = await request.newContext({ baseURL: E2E_BASE_URL });
    try {
      await takeOverAccount(doctor, email);
    } finally {
      await doctor.dispose();
    }
    return email;
  } finally {
    await admin.dispose();
  }
}

/** How far a child lies inside its scroll container's visible width (0 when it is outside). */
async function visibleWidthIn(child: Locator, container: Locator): Promise<number> {
  const [c, box] = await Promise.all([container.boundingBox(), child.boundingBox()]);
  if (!c || !box) return 0;
  return Math.max(0, Math.min(c.x + c.width, box.x + box.width) - Math.max(c.x, box.x));
}

/** A segmented control's radio is hidden under its label: a user (and the test) clicks the label. */
async function choose(radio: Locator) {
  const id = await radio.getAttribute("id");
  await radio.page().locator(`label[for="${id}"]`).click();
  await expect(radio).toBeChecked();
}

async function openTimeline(page: Page) {
  await page.goto("/dashboard");
  await choose(page.getByRole("radio", { name: "Tidslinje" }));
  await expect(page.getByTestId("timeline")).toBeVisible();
}

test("the timeline zooms, finds today and opens a bar from the keyboard", async ({ page }) => {
  const email = await createDoctorWithRecord();
  await signIn(page, email, OWN_PASSWORD);
  await openTimeline(page);

  const timeline = page.getByTestId("timeline");
  const course = timeline.getByRole("button", {
    name: new RegExp(`^${COURSE}\\s*, Kurs, Planerad`),
  });
  const rotation = timeline.getByRole("button", {
    name: new RegExp(`^${ROTATION}\\s*, Randning, Avklarad`),
  });
  await expect(course).toHaveAttribute("data-event-key", /^course:/);
  await expect(rotation).toHaveAttribute("data-event-key", /^rotation:/);

  // Kvartal is the default; at Månad the same six-month rotation is wider.
  const zoom = page.getByRole("radiogroup", { name: "Zoom" });
  await expect(zoom.getByRole("radio", { name: "Kvartal" })).toBeChecked();
  const quarterWidth = (await rotation.boundingBox())!.width;
  await choose(zoom.getByRole("radio", { name: "Månad" }));
  await expect
    .poll(async () => (await rotation.boundingBox())!.width)
    .toBeGreaterThan(quarterWidth);
  await choose(zoom.getByRole("radio", { name: "Kvartal" }));

  // Opened on today; scrolled back to the start, 'Idag' brings today's marker into view again.
  const today = page.getByTestId("timeline-today");
  // Read as 'Idag: 23 nov 2026'.
  await expect(today).toContainText(/Idag: \d{1,2} \p{L}{3} \d{4}$/u);
  await expect.poll(() => visibleWidthIn(today, timeline)).toBeGreaterThan(0);
  await timeline.evaluate((el) => {
    el.scrollLeft = 0;
  });
  await expect.poll(() => visibleWidthIn(today, timeline)).toBe(0);
  const todayButton = page.getByRole("button", { name: "Idag", exact: true });
  await todayButton.click();
  await expect.poll(() => visibleWidthIn(today, timeline)).toBeGreaterThan(0);

  // Dragging the background (here the axis) to the right scrolls back in time ('Idag' may have
  // scrolled to the very end).
  await timeline.scrollIntoViewIfNeeded();
  const box = (await timeline.boundingBox())!;
  const before = await timeline.evaluate((el) => el.scrollLeft);
  await page.mouse.move(box.x + box.width / 2, box.y + 10);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 100, box.y + 10, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => timeline.evaluate((el) => el.scrollLeft)).toBe(before - 100);

  await expectNoSeriousA11yViolations(page);

  // From 'Idag', Tab reaches the first bar; it scrolls into view and Enter opens it.
  await todayButton.focus();
  await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("data-event-key", /.+/);
  await expect.poll(() => visibleWidthIn(focused, timeline)).toBeGreaterThan(0);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("on a phone the timeline scrolls inside its own box", async ({ page }) => {
  const email = await createDoctorWithRecord();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, email, OWN_PASSWORD);
  await openTimeline(page);
  const timeline = page.getByTestId("timeline");
  await expect(timeline.locator("[data-event-key]").first()).toBeAttached();
  const widths = await timeline.evaluate((el) => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
    box: el.clientWidth,
    content: el.scrollWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  expect(widths.content).toBeGreaterThan(widths.box);
  await expect(page.getByRole("button", { name: "Idag", exact: true })).toBeInViewport();
});

/** A new ST doctor a year into a five-year ST; `records` are added before they sign in. */
async function createDoctor(records: [string, unknown][]): Promise<{ id: string; email: string }> {
  const admin = await adminApi();
  try {
    const { id, email } = await createAccount(admin, "ST_DOCTOR", "Tove", "Tomtidslinje");
    const base = `/api/st-doctors/${id}`;
    const formalities = await admin.put(`${base}/formalities`, {
      data: {
        stModel: "2021",
        stStartDate: `${YEAR - 1}-03-01`,
        stDurationMonths: 60,
        headOfDepartment: "",
        directorOfStudies: "",
        version: 0,
      },
    });
    expect(formalities.status(), await formalities.text()).toBe(200);
    for (const [type, body] of records) {
      const res = await admin.post(`${base}/records/${type}`, { data: body });
      expect(res.status(), `${type}: ${await res.text()}`).toBeLessThan(300);
    }
    const doctor = await request.newContext({ baseURL: E2E_BASE_URL });
    try {
      await takeOverAccount(doctor, email);
    } finally {
      await doctor.dispose();
    }
    return { id, email };
  } finally {
    await admin.dispose();
  }
}

test("with nothing planned the timeline still shows the ST period, today and the controls", async ({
  page,
}) => {
  const { email } = await createDoctor([]);
  await signIn(page, email, OWN_PASSWORD);
  await openTimeline(page);

  const timeline = page.getByTestId("timeline");
  const empty = timeline.getByText("Inget planerat ännu.", { exact: true });
  await expect(empty).toBeVisible();
  await expect.poll(() => visibleWidthIn(empty, timeline)).toBeGreaterThan(0);
  await expect(page.getByRole("radiogroup", { name: "Zoom" })).toBeVisible();
  const todayButton = page.getByRole("button", { name: "Idag", exact: true });
  await expect(todayButton).toBeVisible();
  const today = page.getByTestId("timeline-today");
  await expect(today).toContainText(/Idag: \d{1,2} \p{L}{3} \d{4}$/u);
  await expect.poll(() => visibleWidthIn(today, timeline)).toBeGreaterThan(0);
  await expect(timeline).toContainText(new RegExp(`ST-Start: 1 \\p{L}+ ${YEAR - 1}`, "u"));
  await expect(timeline).toContainText("ST-Slut");
  // The period runs from the ST's start to its end: scrolled to the start, the start shows.
  await timeline.evaluate((el) => {
    el.scrollLeft = 0;
  });
  await expect(empty).toBeVisible();
  await expect.poll(() => visibleWidthIn(empty, timeline)).toBeGreaterThan(0);
  await todayButton.click();
  await expect.poll(() => visibleWidthIn(today, timeline)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
});

test("a sit-in drawn as a small square shows its title on a tap and to the keyboard", async ({
  browser,
}) => {
  const topic = "Myokardskintigrafi tidslinje";
  const day = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
  const { id } = await createDoctor([
    ["sit-in", { topic, supervisor: "Karin Holm", date: day, notes: "Tio fall." }],
  ]);
  // A phone: touch, no mouse to hover with. The supervisor follows the doctor.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await signIn(page, DEMO.supervisor);
  await page.goto(`/dashboard?st=${id}`);
  await choose(page.getByRole("radio", { name: "Tidslinje" }));
  const timeline = page.getByTestId("timeline");
  const square = timeline.locator('[data-event-key^="sit-in:"]');
  await expect(square).toHaveCount(1);
  expect((await square.boundingBox())!.width).toBeLessThanOrEqual(24);
  const tip = page.getByRole("tooltip");
  await expect(tip).toHaveCount(0);
  await square.scrollIntoViewIfNeeded();
  await square.tap();
  await expect(tip).toBeVisible();
  await expect(tip).toContainText(topic);
  await expect(tip).toBeInViewport();
  // The first tap only shows the title; the second opens the sit-in, as a click does.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await square.tap();
  const dialog = page.getByRole("dialog", { name: "Redigera sit-in" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Avbryt" }).tap();
  await expect(dialog).toHaveCount(0);
  // A tap elsewhere hides the title; the keyboard reaches the same text.
  await page.getByRole("heading", { level: 1, name: "Översikt" }).tap();
  await expect(tip).toHaveCount(0);
  await page.getByRole("button", { name: "Idag", exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("data-event-key", /^sit-in:/);
  await expect(tip).toBeVisible();
  await expect(tip).toContainText(topic);
  await context.close();
});
