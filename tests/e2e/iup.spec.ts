import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { addDays, isoDateInTimeZone } from "../../src/shared/rules/dates";
import { formatDate } from "../../src/shared/rules/display-dates";
import { pdfPageTexts } from "../fixtures/pdf-text";
import {
  adminApi,
  createAccount,
  DEMO,
  expectNoSeriousA11yViolations,
  send,
  signIn,
  signInNewDoctor,
  takeOverAccount,
} from "./fixtures";

/**
 * The IUP of issue 25 in the browser: the main supervisor writes it and acknowledges it, the
 * doctor acknowledges it and revises it, and the comparison of the two revisions names what
 * changed under each heading.
 */
test("a supervisor and a doctor revise and acknowledge an IUP and compare two revisions", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await adminApi();
  const doctor = await signInNewDoctor(page, admin, "Ida", 1);
  const supervisor = await createAccount(admin, "SUPERVISOR", "Hanna", "Huvud");
  const helper = await createAccount(admin, "SUPERVISOR", "Bo", "Bihandledare");
  await send(admin, "PUT", `/api/st-doctors/${doctor.id}/supervisors`, {
    supervisorIds: [helper.id, supervisor.id],
    mainSupervisorId: supervisor.id,
  });

  // The main supervisor writes the first revision and acknowledges it.
  const supervisorContext = await browser.newContext();
  const sPage = await supervisorContext.newPage();
  await takeOverAccount(sPage.request, supervisor.email);
  await sPage.goto(`/iup?st=${doctor.id}`);
  await expect(sPage.getByText(`Huvudhandledare: ${supervisor.displayName}`)).toBeVisible();
  await sPage.getByRole("button", { name: "Skriv IUP" }).click();
  await sPage
    .getByRole("textbox", { name: "Bakgrund och tidigare erfarenhet" })
    .fill("AT i Lund.\nVikariat på fysiologen.");
  await sPage.getByRole("textbox", { name: "Mål för kommande period" }).fill("Arbetsprov.");
  await sPage
    .getByRole("textbox", { name: "Hur progressionen bedöms" })
    .fill("Mini-CEX varje månad.");
  const today = isoDateInTimeZone(new Date());
  const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  await sPage.getByLabel("Uppföljningsdatum").fill(nextYear);
  await sPage.getByRole("button", { name: "Lägg till datum" }).click();
  await sPage.getByRole("button", { name: "Spara" }).click();
  await expect(sPage.getByRole("heading", { name: "Revision 1" })).toBeVisible();
  await sPage.getByRole("button", { name: "Godkänn som huvudhandledare" }).click();
  await expect(sPage.getByText("Delvis godkänd").first()).toBeVisible();
  await expect(sPage.getByText(`Godkänd av ${supervisor.displayName}`)).toBeVisible();
  await supervisorContext.close();

  // The doctor acknowledges it, then revises it: the acknowledged revision stays as it was.
  await page.goto("/iup");
  await page.getByRole("button", { name: "Godkänn som ST-läkare" }).click();
  await expect(page.getByText(`Godkänd av ${doctor.displayName}`)).toBeVisible();
  await page.getByRole("button", { name: "Redigera", exact: true }).click();
  await expect(page.getByText(/blir en ny revision/)).toBeVisible();
  await page
    .getByRole("textbox", { name: "Hur progressionen bedöms" })
    .fill("Mini-CEX och DOPS varje månad.");
  await page.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByRole("heading", { name: "Revision 2" })).toBeVisible();
  const revisions = page.getByRole("region", { name: "Revisioner" });
  await expect(revisions.getByRole("row")).toHaveCount(3);
  await expect(revisions.getByRole("row", { name: /^1 / })).toContainText("Godkänd");
  await expect(revisions.getByRole("row", { name: /^2 / })).toContainText("Utkast");

  // The comparison of revision 1 with 2, in words.
  const compare = page.getByRole("region", { name: "Jämför revisioner" });
  await expect(compare.getByText("Tillagt: Mini-CEX och DOPS varje månad.")).toBeVisible();
  await expect(compare.getByText("Borttaget: Mini-CEX varje månad.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "#main-content", "IUP med jämförelse");

  // Revision 1 can still be opened and printed as it was acknowledged.
  await revisions.getByRole("button", { name: "Visa revision 1" }).click();
  await expect(page.getByRole("heading", { name: "Revision 1" })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Ladda ned revisionen (PDF)" }).click();
  const pdf = readFileSync((await (await downloading).path()) as string);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect((await pdfPageTexts(new Uint8Array(pdf))).join(" ")).toContain("Mini-CEX varje månad.");
  await admin.dispose();
});

test("an administrator marks one of a doctor's two supervisors as the main supervisor", async ({
  page,
}) => {
  const admin = await adminApi();
  const doctor = await createAccount(admin, "ST_DOCTOR", "Mira", `Huvudval${Date.now() % 1e6}`);
  const first = await createAccount(admin, "SUPERVISOR", "Åke", "Förste");
  const second = await createAccount(admin, "SUPERVISOR", "Stina", "Andra");
  await send(admin, "PUT", `/api/st-doctors/${doctor.id}/supervisors`, {
    supervisorIds: [first.id, second.id],
  });
  await signIn(page, DEMO.admin);
  await page.goto("/admin");
  const section = page.getByRole("region", { name: "Handledartilldelning" });
  await section.getByRole("searchbox", { name: "Sök ST-läkare" }).fill(doctor.displayName);
  const row = section.getByRole("row", { name: new RegExp(doctor.displayName) });
  await row.getByRole("button", { name: `Ändra handledare för ${doctor.displayName}` }).click();
  const dialog = page.getByRole("dialog", { name: `Handledare för ${doctor.displayName}` });
  await dialog.getByLabel("Huvudhandledare", { exact: true }).click();
  await page.getByRole("option", { name: second.displayName }).click();
  await expectNoSeriousA11yViolations(page, undefined, "Huvudhandledare i dialogen");
  await dialog.getByRole("button", { name: "Spara handledare" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(`${second.displayName} (huvudhandledare)`);
  const iup = await (await admin.get(`/api/st-doctors/${doctor.id}/iup`)).json();
  expect(iup.mainSupervisor.id).toBe(second.id);
  await admin.dispose();
});

test("the overview shows the next IUP follow-up, and one that has passed under 'Att se över'", async ({
  page,
}) => {
  const admin = await adminApi();
  const doctor = await signInNewDoctor(page, admin, "Olle", 1);
  const today = isoDateInTimeZone(new Date());
  const passed = addDays(today, -10);
  const next = addDays(today, 20);
  await send(page.request, "POST", `/api/st-doctors/${doctor.id}/iup/revisions`, {
    revisionDate: addDays(today, -40),
    background: "AT i Malmö.",
    goalsText: "Arbetsprov.",
    followUpDates: [passed, next],
    basedOnRevisionId: null,
  });
  await page.goto("/dashboard");
  await expect(page.getByText(`Nästa uppföljning av IUP:n: ${formatDate(next)}`)).toBeVisible();
  const warnings = page.getByTestId("plan-warnings");
  await expect(warnings.locator('[data-warning="iup-follow-up"]')).toContainText(
    `Uppföljningen av IUP:n ${formatDate(passed)} har passerat utan en ny revision.`,
  );
  await admin.dispose();
});
