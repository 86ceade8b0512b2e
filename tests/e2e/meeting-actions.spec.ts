import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { addDays, isoDateInTimeZone } from "../../src/shared/rules/dates";
import { formatDate } from "../../src/shared/rules/display-dates";
import { adminApi, expectNoSeriousA11yViolations, sidebar, signInNewDoctor } from "./fixtures";

/**
 * Issue 25: an action agreed at one supervisor meeting is carried to the next meeting and shown
 * on the overview until it is marked done; then it is gone from both.
 */

let admin: APIRequestContext;
test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(() => admin.dispose());

const TODAY = isoDateInTimeZone(new Date());
const FIRST_DATE = addDays(TODAY, -20);
const ACTION = "Anmäla sig till strålskyddskursen";

async function addMeeting(
  page: Page,
  meeting: { date: string; topic: string; agenda?: string; action?: { dueDate: string } },
) {
  await page.getByRole("button", { name: "Registrera handledarträff" }).click();
  const form = page.getByRole("dialog", { name: "Registrera handledarträff" });
  await form.getByLabel("Datum").fill(meeting.date);
  await form.getByRole("textbox", { name: "Ämne" }).fill(meeting.topic);
  await form.getByRole("textbox", { name: "Deltagande handledare" }).fill("Karin Holm");
  if (meeting.agenda) await form.getByRole("textbox", { name: "Dagordning" }).fill(meeting.agenda);
  await form.getByRole("textbox", { name: "Anteckningar" }).fill("Gick igenom planen.");
  if (meeting.action) {
    // From the keyboard, as a user without a mouse adds a row.
    await form.getByRole("button", { name: "Lägg till åtgärd" }).focus();
    await page.keyboard.press("Enter");
    const row = form.getByRole("group", { name: "Åtgärd 1" });
    await row.getByRole("textbox", { name: "Åtgärd" }).fill(ACTION);
    await row.getByLabel("Ansvarig").fill("ST-läkare");
    await row.getByLabel("Klart senast").fill(meeting.action.dueDate);
    await expectNoSeriousA11yViolations(page, '[role="dialog"]', "the meeting form with an action");
  }
  await form.getByRole("button", { name: "Spara" }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByText("Handledarträff tillagd!").first()).toBeVisible();
}

const meetingRow = (page: Page, topic: string) =>
  page.getByRole("row").filter({ has: page.getByText(topic, { exact: true }) });

test("an action agreed at one meeting is carried to the next and to the overview until marked done", async ({
  page,
}) => {
  await signInNewDoctor(page, admin, "Åtgärd");
  await page.goto("/meetings");
  await expect(page.getByRole("heading", { level: 1, name: "Handledarträffar" })).toBeVisible();

  await addMeeting(page, {
    date: FIRST_DATE,
    topic: "Första träffen",
    agenda: "1. Kurser\n2. Randningar",
    action: { dueDate: addDays(TODAY, -5) },
  });
  await addMeeting(page, { date: TODAY, topic: "Andra träffen" });

  // The first meeting shows the action as its own, the second as carried from the first.
  const first = meetingRow(page, "Första träffen");
  await expect(first.getByText("1. Kurser")).toBeVisible();
  await expect(first.getByRole("checkbox", { name: `Klar: ${ACTION}` })).not.toBeChecked();
  const second = meetingRow(page, "Andra träffen");
  await expect(second.getByRole("checkbox", { name: `Klar: ${ACTION}` })).toBeVisible();
  await expect(second.getByText(`Överförd från ${formatDate(FIRST_DATE)}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "#main-content", "Handledarträffar with actions");

  // The overview lists it among the open actions, overdue.
  await sidebar(page).getByRole("link", { name: "Översikt", exact: true }).click();
  const open = page.getByRole("region", { name: /^Öppna åtgärder/ });
  await expect(open.getByRole("checkbox", { name: `Klar: ${ACTION}` })).toBeVisible();
  await expect(open.getByText("Försenad")).toBeVisible();
  await expectNoSeriousA11yViolations(
    page,
    '[data-testid="open-meeting-actions"]',
    "Öppna åtgärder",
  );

  // Marked done at the second meeting: gone from it and from the overview, done on the first.
  await open.getByRole("link", { name: "Till handledarträffarna" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Handledarträffar" })).toBeVisible();
  await meetingRow(page, "Andra träffen")
    .getByRole("checkbox", { name: `Klar: ${ACTION}` })
    // Not check(): done, the action leaves this meeting at once, so there is no box left to read.
    .click();
  await expect(page.getByText("Åtgärden markerad som klar!").first()).toBeVisible();
  await expect(
    meetingRow(page, "Andra träffen").getByRole("checkbox", { name: `Klar: ${ACTION}` }),
  ).toHaveCount(0);
  await expect(first.getByRole("checkbox", { name: `Klar: ${ACTION}` })).toBeChecked();
  await expect(first.getByText(`Klar ${formatDate(TODAY)}`)).toBeVisible();

  await page.reload();
  await expect(first.getByRole("checkbox", { name: `Klar: ${ACTION}` })).toBeChecked();
  await expect(meetingRow(page, "Andra träffen").getByText(ACTION)).toHaveCount(0);
  await sidebar(page).getByRole("link", { name: "Översikt", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Översikt" })).toBeVisible();
  await expect(page.locator("#main-content").getByText(/^Laddar/)).toHaveCount(0);
  await expect(page.getByRole("region", { name: /^Öppna åtgärder/ })).toHaveCount(0);
});

test("the meeting form's action rows fit a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInNewDoctor(page, admin, "Telefon");
  await page.goto("/meetings");
  await page.getByRole("button", { name: "Registrera handledarträff" }).click();
  const form = page.getByRole("dialog", { name: "Registrera handledarträff" });
  await form.getByRole("button", { name: "Lägg till åtgärd" }).click();
  await form.getByRole("button", { name: "Lägg till åtgärd" }).click();
  await expect(form.getByRole("group", { name: "Åtgärd 2" })).toBeVisible();
  const wide = await form.evaluate((dialog) => {
    const limit = document.documentElement.clientWidth + 0.5;
    return Array.from(dialog.querySelectorAll<HTMLElement>("input, button, legend"))
      .filter((el) => el.getBoundingClientRect().right > limit)
      .map((el) => el.outerHTML.slice(0, 80));
  });
  expect(wide).toEqual([]);
  await form.getByRole("button", { name: "Ta bort åtgärd 2" }).click();
  await expect(form.getByRole("group", { name: "Åtgärd 2" })).toHaveCount(0);
});
