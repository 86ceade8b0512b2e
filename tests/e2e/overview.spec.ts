import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { addQuarters } from "../../src/shared/rules/quarters";
import {
  adminApi,
  DEMO,
  expectNoSeriousA11yViolations,
  pickDoctor,
  send as sendWith,
  signIn,
  signInNewDoctor,
  THIS_QUARTER,
} from "./fixtures";

/**
 * Översikt: the year and quarter view with its moves (mouse, keyboard, the phone's menu), the
 * wizard, the status dialogs and the planner's warnings, against the real server. Each test plans
 * a new ST doctor through the API, relative to today, so it holds on any day.
 */

let admin: APIRequestContext;

test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(() => admin.dispose());

function firstMonth(quarter: string): string {
  const [year, q] = quarter.split("-Q").map(Number) as [number, number];
  return `${year}-${String((q - 1) * 3 + 1).padStart(2, "0")}`;
}

const NOW = THIS_QUARTER;
const NEXT = addQuarters(NOW, 1);
const LATER = addQuarters(NOW, 2);

const send = (page: Page, method: "POST" | "PUT", path: string, data: unknown) =>
  sendWith(page.request, method, path, data);

/** A new 2021-model ST doctor two years into ST, signed in on the page; returns its id. */
async function signInPlanningDoctor(page: Page): Promise<string> {
  // A name of its own: the supervisor test picks the doctor by it.
  return (await signInNewDoctor(page, admin, "Plan", 2)).id;
}

/** A goal planned in a quarter, through the API. */
async function planGoal(page: Page, doctorId: string, goalId: string, quarter: string) {
  await send(page, "PUT", `/api/st-doctors/${doctorId}/goals/${goalId}`, {
    status: "planned",
    plannedQuarter: quarter,
  });
}

/** An examination planned on its own (not in a sync group), from the clinic's catalogue. */
async function loneExamination(page: Page): Promise<{ id: string; name: string }> {
  const { procedures } = await (await page.request.get("/api/catalog/procedures/in-use")).json();
  const lone = (procedures as { id: string; name: string; syncId: string | null }[]).find(
    (p) => !p.syncId,
  );
  if (!lone) throw new Error("the catalogue has no examination outside a sync group");
  return lone;
}

async function openOverview(page: Page) {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Översikt" })).toBeVisible();
  await expect(page.getByTestId("year-view")).toBeVisible();
}

/**
 * Tall enough that this year's and next year's quarters are on screen together, below the
 * warnings card with its early warnings.
 */
const TALL = { width: 1280, height: 1900 };

const card = (page: Page, key: string) => page.locator(`[data-event-key="${key}"]`).first();
const inQuarter = (page: Page, quarter: string, key: string) =>
  page.locator(`[data-quarter="${quarter}"] [data-event-key="${key}"]`);

/** Drags with the mouse in small steps, as a hand does (dnd-kit waits for 6 px of movement). */
async function mouseDrag(page: Page, key: string, quarter: string) {
  const from = await card(page, key).boundingBox();
  const to = await page.locator(`[data-quarter="${quarter}"]`).boundingBox();
  if (!from || !to) throw new Error("card or quarter not on screen");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 12 });
  await page.mouse.up();
}

test("a goal moves by mouse and an examination by keyboard; both stay after a reload, a rotation does not move", async ({
  page,
}) => {
  await page.setViewportSize(TALL);
  const doctorId = await signInPlanningDoctor(page);
  const exam = await loneExamination(page);
  await planGoal(page, doctorId, "STa1", NOW);
  await send(page, "PUT", `/api/st-doctors/${doctorId}/procedures/${exam.id}`, {
    status: "planned",
    plannedQuarter: NOW,
  });
  await send(page, "POST", `/api/st-doctors/${doctorId}/records/rotation`, {
    name: "Kardiologi",
    startDate: firstMonth(NOW),
    endDate: firstMonth(NOW),
  });
  await openOverview(page);
  await expect(page.getByText("Hej Plan!")).toBeVisible();
  await expect(inQuarter(page, NOW, "goal:STa1")).toBeVisible();

  await mouseDrag(page, "goal:STa1", NEXT);
  await expect(inQuarter(page, NEXT, "goal:STa1")).toBeVisible();
  await expect(page.getByText("Delmål uppdaterat!").first()).toBeVisible();

  // Space picks up, an arrow goes to the next quarter, Space drops; Enter would open the event.
  const examCard = card(page, `procedure:${exam.id}`);
  await examCard.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(`${exam.name} är upptagen från ${NOW}.`)).toBeAttached();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText(`${exam.name} är över ${NEXT}.`)).toBeAttached();
  await page.keyboard.press("Space");
  await expect(inQuarter(page, NEXT, `procedure:${exam.id}`)).toBeVisible();
  await expect(page.getByText(`${exam.name} flyttades till ${NEXT}.`)).toBeAttached();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A rotation is fixed to its dates: it offers no drag and stays where it is.
  const rotation = page.locator(`[data-quarter="${NOW}"] [data-event-key^="rotation:"]`);
  await expect(rotation).toBeVisible();
  await expect(rotation).not.toHaveAttribute("aria-roledescription", /.+/);
  const key = await rotation.getAttribute("data-event-key");
  await mouseDrag(page, key ?? "", NEXT);
  await expect(inQuarter(page, NOW, key ?? "")).toBeVisible();
  // A click opens its edit form instead.
  await rotation.click();
  await expect(page.getByRole("dialog", { name: "Redigera randning" })).toBeVisible();
  await page.getByRole("button", { name: "Avbryt" }).click();

  await page.reload();
  await expect(inQuarter(page, NEXT, "goal:STa1")).toBeVisible();
  await expect(inQuarter(page, NEXT, `procedure:${exam.id}`)).toBeVisible();
});

test("a failed save puts the card back and says so; two quick moves both land", async ({
  page,
}) => {
  await page.setViewportSize(TALL);
  const doctorId = await signInPlanningDoctor(page);
  for (const goalId of ["STa1", "STa2", "STa3"]) {
    await planGoal(page, doctorId, goalId, NOW);
  }
  await openOverview(page);

  await page.route("**/plan/goal/STa1", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
  );
  await mouseDrag(page, "goal:STa1", NEXT);
  await expect(page.getByText("Kunde inte uppdatera delmål.").first()).toBeVisible();
  await expect(inQuarter(page, NOW, "goal:STa1")).toBeVisible();
  await expect(inQuarter(page, NEXT, "goal:STa1")).toHaveCount(0);
  await page.unroute("**/plan/goal/STa1");

  // Slow answers, so the second move starts before the first is answered.
  await page.route("**/plan/goal/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await mouseDrag(page, "goal:STa2", NEXT);
  await mouseDrag(page, "goal:STa3", LATER);
  await expect(inQuarter(page, NEXT, "goal:STa2")).toBeVisible();
  await expect(inQuarter(page, LATER, "goal:STa3")).toBeVisible();
  await expect(page.getByText("Delmål uppdaterat!")).toHaveCount(2);
  await page.unroute("**/plan/goal/**");

  await page.reload();
  await expect(inQuarter(page, NEXT, "goal:STa2")).toBeVisible();
  await expect(inQuarter(page, LATER, "goal:STa3")).toBeVisible();
});

test("the wizard adds a course to the chosen quarter and plans a goal there", async ({ page }) => {
  test.setTimeout(60_000);
  await signInPlanningDoctor(page);
  await openOverview(page);

  await page.getByRole("button", { name: `Lägg till aktivitet i ${LATER}` }).click();
  const wizard = page.getByRole("dialog", { name: `Lägg till aktivitet i ${LATER}` });
  await expect(wizard.getByText("Steg 1 av 2")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await wizard.getByRole("button", { name: "Kurs", exact: true }).click();
  await expect(wizard.getByText("Steg 2 av 2")).toBeVisible();
  // The back link returns to step 1.
  await wizard.getByRole("button", { name: "Tillbaka" }).click();
  await expect(wizard.getByText("Steg 1 av 2")).toBeVisible();
  await wizard.getByRole("button", { name: "Kurs", exact: true }).click();
  await wizard.getByLabel("Kursnamn").fill("Strålskydd");
  await wizard.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Kurs tillagd!").first()).toBeVisible();
  await expect(wizard).toHaveCount(0);
  await expect(
    page.locator(`[data-quarter="${LATER}"] [data-event-key^="course:"]`, {
      hasText: "Strålskydd",
    }),
  ).toBeVisible();

  // A goal not started is planned in the quarter at once.
  await page.getByRole("button", { name: `Lägg till aktivitet i ${NEXT}` }).click();
  const second = page.getByRole("dialog", { name: `Lägg till aktivitet i ${NEXT}` });
  await second.getByRole("button", { name: "Delmål", exact: true }).click();
  await expectNoSeriousA11yViolations(page);
  await second.getByRole("button", { name: /^STa4 / }).click();
  await expect(page.getByText("Delmål uppdaterat!").first()).toBeVisible();
  await expect(inQuarter(page, NEXT, "goal:STa4")).toBeVisible();

  // The goal is now under way (planned), so picking it again edits it instead.
  await page.getByRole("button", { name: `Lägg till aktivitet i ${LATER}` }).click();
  await page.getByRole("button", { name: "Delmål", exact: true }).click();
  await page.getByRole("button", { name: /^STa4 / }).click();
  const status = page.getByRole("dialog", { name: "Ändra status" });
  await expect(status).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await status.getByRole("button", { name: "Avbryt" }).click();
});

test("on a phone the event's menu moves it with 'Välj kvartal'; the planner's warnings act", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const doctorId = await signInPlanningDoctor(page);
  await planGoal(page, doctorId, "STa5", NOW);
  // Planned a year ago and never done: overdue.
  await planGoal(page, doctorId, "STa6", addQuarters(NOW, -4));
  await openOverview(page);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);

  await page
    .getByRole("button", { name: /^Åtgärder för / })
    .first()
    .click();
  await page.getByRole("menuitem", { name: "Flytta till kvartal" }).click();
  const chooser = page.getByRole("dialog", { name: "Välj kvartal" });
  await expect(chooser).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chooser.getByRole("button", { name: LATER, exact: true }).click();
  await expect(chooser).toHaveCount(0);
  await expect(inQuarter(page, LATER, "goal:STa5")).toBeAttached();

  // 'Stäng' closes the chooser without moving anything.
  await page
    .getByRole("button", { name: /^Åtgärder för / })
    .first()
    .click();
  await page.getByRole("menuitem", { name: "Flytta till kvartal" }).click();
  // The dialog's own 'Stäng' button, not its close icon.
  await page
    .getByRole("dialog", { name: "Välj kvartal" })
    .getByRole("button", { name: "Stäng", exact: true })
    .last()
    .click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const warnings = page.getByTestId("plan-warnings");
  await expect(warnings).toBeVisible();
  await expect(warnings).toContainText(addQuarters(NOW, -4));
  await warnings
    .getByRole("button", { name: new RegExp(`^Ändra .*${addQuarters(NOW, -4)}`) })
    .click();
  await expect(page.getByRole("dialog", { name: "Ändra status" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("on a phone the plan opens at the current quarter, focus left where it was; a laptop opens at the top", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const doctorId = await signInPlanningDoctor(page);
  await planGoal(page, doctorId, "STa5", NOW);
  await planGoal(page, doctorId, "STa6", addQuarters(NOW, -4));
  await openOverview(page);
  const current = page.locator(`[data-quarter="${NOW}"]`);
  await expect(current).toHaveAttribute("data-current", "true");
  await expect(current).toBeInViewport();
  // Its heading is on screen, below the fixed header, not under it.
  const box = (await current.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(56);
  expect(box.y).toBeLessThan(844 / 2);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BODY");

  // Changing to the timeline and back does not move the page again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByText("Tidslinje", { exact: true }).click();
  await expect(page.getByTestId("timeline")).toBeVisible();
  const yearView = page.getByText("Årsöversikt", { exact: true });
  await yearView.click();
  await expect(page.getByTestId("year-view")).toBeVisible();
  await page.waitForTimeout(300);
  await expect(yearView).toBeInViewport();

  await page.setViewportSize({ width: 1280, height: 800 });
  // From the top, as a new visit: opening the same address again would let the browser put the
  // page back where it was, now that the page's content comes with it (decision 273).
  await page.evaluate(() => window.scrollTo(0, 0));
  await openOverview(page);
  await expect(current).toBeAttached();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("the overview and an event's status dialog have no serious accessibility violation", async ({
  page,
}) => {
  const doctorId = await signInPlanningDoctor(page);
  await planGoal(page, doctorId, "STa1", NOW);
  await openOverview(page);
  await expectNoSeriousA11yViolations(page);
  await card(page, "goal:STa1").click();
  await expect(page.getByRole("dialog", { name: "Ändra status" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the view stays where the user left it; 'Laddar översikt...' shows while the record loads", async ({
  page,
}) => {
  const doctorId = await signInPlanningDoctor(page);
  await planGoal(page, doctorId, "STa1", NEXT);
  await openOverview(page);
  // Mantine's segmented control hides its radio inputs; the label is what a user clicks.
  await page.locator("label", { hasText: "Tidslinje" }).click();
  await expect(page.getByTestId("timeline")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/st-doctors\/[^/]+\/record$/, async (route) => {
    await held;
    await route.continue();
  });
  // The page as it comes when the server could not put the record in it (decision 273).
  await page.route("**/dashboard", async (route) => {
    const served = await route.fetch();
    const body = (await served.text()).replace(
      /<script type="application\/json" id="st-answers">.*?<\/script>/s,
      "",
    );
    await route.fulfill({ response: served, body });
  });
  await page.reload();
  await expect(page.getByText("Laddar översikt...")).toBeVisible();
  release();
  await expect(page.getByTestId("timeline")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Tidslinje" })).toBeChecked();
  await page.unroute(/\/api\/st-doctors\/[^/]+\/record$/);
  await page.unroute("**/dashboard");
});

test("the wizard's examination matrix and a new item's form pass the accessibility check", async ({
  page,
}) => {
  await page.setViewportSize(TALL);
  await signInPlanningDoctor(page);
  const exam = await loneExamination(page);
  await openOverview(page);
  await page.getByRole("button", { name: `Lägg till aktivitet i ${NEXT}` }).click();
  const wizard = page.getByRole("dialog", { name: `Lägg till aktivitet i ${NEXT}` });
  await wizard.getByRole("button", { name: "Undersökning", exact: true }).click();
  await expect(wizard.getByRole("region", { name: "Undersökningsmatris" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Picking an examination not started plans it in the wizard's quarter.
  await wizard
    .getByRole("button", { name: new RegExp(`^${escapeRegExp(exam.name)}`) })
    .first()
    .click();
  await expect(page.getByText("Undersökning uppdaterad!").first()).toBeVisible();
  await expect(inQuarter(page, NEXT, `procedure:${exam.id}`)).toBeVisible();

  await page.getByRole("button", { name: `Lägg till aktivitet i ${NEXT}` }).click();
  await page.getByRole("button", { name: "Randning", exact: true }).click();
  await expect(page.getByText("Steg 2 av 2")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Avbryt" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The examination's own dialog from its card.
  await card(page, `procedure:${exam.id}`).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a supervisor who picks an ST doctor lands on the overview and may change the plan", async ({
  page,
}) => {
  const doctorId = await signInPlanningDoctor(page);
  await planGoal(page, doctorId, "STa1", NOW);
  const { user } = await (await page.request.get("/api/session")).json();
  await page.context().clearCookies();
  await signIn(page, DEMO.supervisor);
  await pickDoctor(page, user.displayName);
  await expect(page.getByRole("heading", { level: 1, name: "Översikt" })).toBeVisible();
  await expect(page.getByText(`Du följer ${user.displayName}`)).toBeVisible();
  await expect(inQuarter(page, NOW, "goal:STa1")).toBeVisible();
  await expect(page.getByTestId("overview-goals")).toHaveText("0 av 22 avklarade");
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
