import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { addQuarters } from "../../src/shared/rules/quarters";
import { adminApi, ORIGIN, OWN_PASSWORD, send, signInNewDoctor, THIS_QUARTER } from "./fixtures";

/**
 * A move on the overview is never lost without a word (decision 159): one made after the session
 * ended is named on the login page and offered again after sign-in; and another open tab of the
 * same record shows a move when it is told or regains focus (decision 160).
 */

let admin: APIRequestContext;
test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(() => admin.dispose());

const NOW = THIS_QUARTER;
const NEXT = addQuarters(NOW, 1);
const LATER = addQuarters(NOW, 2);

const inQuarter = (page: Page, quarter: string, key: string) =>
  page.locator(`[data-quarter="${quarter}"] [data-event-key="${key}"]`);

/** A new 2021-model ST doctor with goals STa1 and STa2 planned this quarter; returns id and email. */
async function signInDoctorWithPlan(page: Page) {
  const user = await signInNewDoctor(page, admin, "Flytt");
  for (const goalId of ["STa1", "STa2"]) {
    await send(page.request, "PUT", `/api/st-doctors/${user.id}/goals/${goalId}`, {
      status: "planned",
      plannedQuarter: NOW,
    });
  }
  return { id: user.id, email: user.email };
}

async function openOverview(page: Page) {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Översikt" })).toBeVisible();
  await expect(inQuarter(page, NOW, "goal:STa1")).toBeVisible();
}

/** Space picks the card up, an arrow takes it one quarter on, Space drops it. */
async function moveByKeyboard(page: Page, key: string) {
  await page.locator(`[data-event-key="${key}"]`).first().focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(/ är upptagen från /)).toBeAttached();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText(new RegExp(` är över ${NEXT}\\.`))).toBeAttached();
  await page.keyboard.press("Space");
}

async function plannedQuarter(page: Page, doctorId: string, goalId: string) {
  const record = await (await page.request.get(`/api/st-doctors/${doctorId}/record`)).json();
  return (record.goals as { goalId: string; plannedQuarter: string | null }[]).find(
    (g) => g.goalId === goalId,
  )?.plannedQuarter;
}

test("a move after the session ended is named at the login and can be sent again after it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1900 });
  const doctor = await signInDoctorWithPlan(page);
  await openOverview(page);

  // The session ends elsewhere (another tab signs out); this tab does not know yet.
  const ended = await page.request.post("/api/session/sign-out", { headers: ORIGIN });
  expect(ended.status()).toBe(200);
  await moveByKeyboard(page, "goal:STa1");

  await expect(page).toHaveURL(/\/login/);
  await expect(
    page.getByText(
      `Din session har gått ut. Logga in igen. Flytten av delmål STa1 till ${NEXT} hann inte sparas. Du kan skicka den igen när du har loggat in.`,
    ),
  ).toBeVisible();

  await page.getByLabel("E-postadress").fill(doctor.email);
  await page.getByRole("textbox", { name: "Lösenord", exact: true }).fill(OWN_PASSWORD);
  await page.getByRole("button", { name: "Logga in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Översikt" })).toBeVisible();
  const notice = page.getByRole("alert").filter({ hasText: "Ändringar som inte sparades" });
  await expect(notice).toContainText(`Flytten av delmål STa1 till ${NEXT} hann inte sparas.`);
  // Nothing was stored while signed out.
  expect(await plannedQuarter(page, doctor.id, "STa1")).toBe(NOW);
  await expect(inQuarter(page, NOW, "goal:STa1")).toBeVisible();

  await notice.getByRole("button", { name: "Skicka igen" }).click();
  await expect(page.getByText("Delmål uppdaterat!").first()).toBeVisible();
  await expect(inQuarter(page, NEXT, "goal:STa1")).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(await plannedQuarter(page, doctor.id, "STa1")).toBe(NEXT);

  // Kept once: a reload offers nothing again.
  await page.reload();
  await expect(inQuarter(page, NEXT, "goal:STa1")).toBeVisible();
  await expect(page.getByText("Ändringar som inte sparades")).toHaveCount(0);
});

test("another tab of the record shows a move at once, and one made elsewhere when it regains focus", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 1900 });
  const doctor = await signInDoctorWithPlan(page);
  await openOverview(page);
  const other = await context.newPage();
  await other.setViewportSize({ width: 1280, height: 1900 });
  await openOverview(other);

  await page.bringToFront();
  await moveByKeyboard(page, "goal:STa1");
  await expect(page.getByText("Delmål uppdaterat!").first()).toBeVisible();
  await expect(inQuarter(page, NEXT, "goal:STa1")).toBeVisible();
  // The other tab was told: it shows the goal where it now is, without a reload.
  await expect(inQuarter(other, NEXT, "goal:STa1")).toBeVisible();
  await expect(inQuarter(other, NOW, "goal:STa1")).toHaveCount(0);

  // A move from another browser (no tab here is told) shows when the tab is looked at again.
  await send(page.request, "PUT", `/api/st-doctors/${doctor.id}/plan/goal/STa2`, {
    quarter: LATER,
  });
  await expect(inQuarter(other, NOW, "goal:STa2")).toBeVisible();
  await other.evaluate(() => {
    const show = (state: "hidden" | "visible") => {
      Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    };
    show("hidden");
    show("visible");
  });
  await expect(inQuarter(other, LATER, "goal:STa2")).toBeVisible();
  await other.close();
});
