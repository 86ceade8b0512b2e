import { type APIRequestContext, expect, test } from "@playwright/test";
import { formatDate } from "../../src/shared/rules/display-dates";
import {
  adminApi,
  expectNoSeriousA11yViolations,
  send,
  sidebar,
  signInNewDoctor,
  THIS_QUARTER,
} from "./fixtures";

/**
 * The ST doctor sees the signing-rights decision on each decided examination, on Undersökningar
 * and on the overview's card, and nothing of an evaluation still under way (decision 136). The
 * administrator assesses, closes and decides through the API; the doctor only reads.
 */

let admin: APIRequestContext;

test.beforeAll(async () => {
  admin = await adminApi();
});
test.afterAll(() => admin.dispose());

/** The administrator's assessment of one examination, which starts an evaluation; its id. */
async function assess(doctorId: string, procedureId: string): Promise<string> {
  const { evaluation } = await send(admin, "POST", "/api/signing-rights/assessments", {
    procedureId,
    stDoctorId: doctorId,
    evaluationDate: "2025-01-15",
    specialistName: "Dr Granskare",
    evaluationResult: "no_changes",
    caseDifficulty: "medium",
    stDoctorConfidence: "would_sign",
    comments: "Syns bara för granskarna",
  });
  return evaluation.id;
}

/** Closes ('Klar') and decides an evaluation; the decision's date. */
async function decide(evaluationId: string, decision: "approved" | "rejected"): Promise<string> {
  const path = `/api/signing-rights/evaluations/${evaluationId}`;
  await send(admin, "POST", `${path}/status`, { status: "completed" });
  const decided = await send(admin, "POST", `${path}/decision`, {
    decision,
    notes: "Beslutsanteckning",
  });
  return decided.evaluation.finalDecisionDate;
}

/** Three examinations outside any sync group, so each decision shows on one entry only. */
async function loneExaminations(api: APIRequestContext) {
  const { procedures } = await (await api.get("/api/catalog/procedures/in-use")).json();
  const lone = (procedures as { id: string; name: string; syncId: string | null }[]).filter(
    (p) => !p.syncId,
  );
  expect(lone.length).toBeGreaterThanOrEqual(3);
  return lone.slice(0, 3) as [(typeof lone)[0], (typeof lone)[0], (typeof lone)[0]];
}

test("the ST doctor sees approved and rejected signing rights on the matrix and the overview", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 1400 });
  const doctorId = (await signInNewDoctor(page, admin, "Signe", 2)).id;
  const [approved, rejected, underWay] = await loneExaminations(page.request);
  // Planned this quarter, so the approved examination has a card on the overview.
  await send(page.request, "PUT", `/api/st-doctors/${doctorId}/procedures/${approved.id}`, {
    status: "planned",
    plannedQuarter: THIS_QUARTER,
  });
  const approvedOn = await decide(await assess(doctorId, approved.id), "approved");
  const rejectedOn = await decide(await assess(doctorId, rejected.id), "rejected");
  await assess(doctorId, underWay.id);
  const approvedText = `Signeringsrätt godkänd ${formatDate(approvedOn)}`;
  const rejectedText = `Signeringsrätt nekad ${formatDate(rejectedOn)}`;

  // ---- Undersökningar: the decision under the examination's name, and in its dialog ----
  await page.goto("/dashboard");
  await sidebar(page).getByRole("link", { name: "Undersökningar", exact: true }).click();
  const matrix = page.getByRole("region", { name: "Undersökningsmatris" });
  await expect(matrix).toBeVisible();
  await expect(matrix.locator("[data-signing-rights]")).toHaveCount(2);
  const approvedItem = matrix.getByRole("button", { name: approved.name });
  await expect(approvedItem).toContainText(approvedText);
  await expect(approvedItem.locator('[data-signing-rights="approved"]')).toBeVisible();
  const rejectedItem = matrix.getByRole("button", { name: rejected.name });
  await expect(rejectedItem).toContainText(rejectedText);
  await expect(rejectedItem.locator('[data-signing-rights="rejected"]')).toBeVisible();
  await expect(matrix.getByRole("button", { name: underWay.name })).not.toContainText(
    "Signeringsrätt",
  );
  // Nothing else of the evaluations reaches the page.
  await expect(
    page.getByText(/Beslutsanteckning|Syns bara för granskarna|Dr Granskare/),
  ).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await approvedItem.click();
  const dialog = page.getByRole("dialog", { name: approved.name });
  await expect(dialog.getByText(approvedText)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Avbryt" }).click();
  await expect(dialog).toBeHidden();

  // ---- Översikt: the planned examination's card carries the decision in its name ----
  await sidebar(page).getByRole("link", { name: "Översikt", exact: true }).click();
  await expect(page.getByTestId("year-view")).toBeVisible();
  const card = page.locator(`[data-event-key="procedure:${approved.id}"]`).first();
  await expect(card).toBeVisible();
  await expect(card.locator('[data-signing-rights="approved"]')).toHaveAttribute(
    "title",
    approvedText,
  );
  await expect(page.getByRole("button", { name: new RegExp(approvedText) })).toHaveCount(1);
  const legend = page.getByRole("list", { name: "Signeringsrätt" });
  await expect(legend).toContainText("Signeringsrätt godkänd");
  await expect(legend).toContainText("Signeringsrätt nekad");
  await expectNoSeriousA11yViolations(page);
  await card.click();
  const eventDialog = page.getByRole("dialog", { name: approved.name });
  await expect(eventDialog.getByText(approvedText)).toBeVisible();
  await eventDialog.getByRole("button", { name: "Avbryt" }).click();
  await expect(eventDialog).toBeHidden();

  // ---- Tidslinje: the bar carries the same shield and words ----
  const timeline = page.getByRole("radio", { name: "Tidslinje" });
  await page.locator(`label[for="${await timeline.getAttribute("id")}"]`).click();
  const bar = page.getByTestId("timeline").locator(`[data-event-key="procedure:${approved.id}"]`);
  await expect(bar).toBeVisible();
  await expect(bar.locator('[data-signing-rights="approved"]')).toHaveAttribute(
    "title",
    approvedText,
  );
  await expect(bar).toContainText(approvedText);
  await expectNoSeriousA11yViolations(page);
});
