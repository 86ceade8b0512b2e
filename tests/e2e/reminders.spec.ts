import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_DATA_DIR } from "./e2e-env";
import { adminApi, createAccount, takeOverAccount } from "./fixtures";

/** The reminder mails to an address in the e2e server's outbox, as plain text. */
function remindersTo(to: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(join(E2E_DATA_DIR, "outbox"));
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(join(E2E_DATA_DIR, "outbox", file), "utf8"))
    .filter((raw) => raw.includes(`To: ${to}`) && /^Message-ID:\s*<reminder\./im.test(raw))
    .map(decodeQuotedPrintable);
}

/** The mail's quoted-printable text as UTF-8 (headers pass through unchanged). */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

test("a supervisor turns e-mail reminders off on Min Profil, and the choice is kept", async ({
  page,
}) => {
  const admin = await adminApi();
  const supervisor = await createAccount(
    admin,
    "SUPERVISOR",
    "Pia",
    `Påminnelse${Date.now() % 1e6}`,
  );
  await takeOverAccount(page.request, supervisor.email);
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "E-postpåminnelser" });
  const toggle = section.getByRole("switch", { name: "Skicka e-postpåminnelser till mig" });
  await expect(toggle).toBeChecked();
  const save = section.getByRole("button", { name: "Spara" });
  await expect(save).toBeDisabled();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await save.click();
  await expect(page.getByText("E-postpåminnelser är avstängda.")).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: "E-postpåminnelser" })
      .getByRole("switch", { name: "Skicka e-postpåminnelser till mig" }),
  ).not.toBeChecked();
  await admin.dispose();
});

test("a supervisor's reminder of a missing meeting is found in the outbox, with its link", async () => {
  const admin = await adminApi();
  const lastName = `Handledarträff${Date.now() % 1e6}`;
  const doctor = await createAccount(admin, "ST_DOCTOR", "Tilda", lastName);
  const supervisor = await createAccount(admin, "SUPERVISOR", "Hugo", lastName);
  // An ST two years under way with no meeting: past the early-warning limit.
  const year = new Date().getFullYear();
  const formalities = await admin.put(`/api/st-doctors/${doctor.id}/formalities`, {
    data: {
      stModel: "2021",
      stStartDate: `${year - 2}-01-15`,
      stDurationMonths: 60,
      headOfDepartment: "",
      directorOfStudies: "",
      version: 0,
    },
  });
  expect(formalities.status(), await formalities.text()).toBe(200);
  const assigned = await admin.put(`/api/st-doctors/${doctor.id}/supervisors`, {
    data: { supervisorIds: [supervisor.id] },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  // The e2e server looks for reminders every few seconds (REMINDER_INTERVAL_SECONDS).
  await expect.poll(() => remindersTo(supervisor.email).length, { timeout: 20_000 }).toBe(1);
  const [mail] = remindersTo(supervisor.email);
  expect(mail).toContain("Auto-Submitted: auto-generated");
  expect(mail).toContain(`Tilda ${lastName}`);
  expect(mail).toContain(`/meetings?st=${doctor.id}`);
  expect(mail).toContain("/profile");
  // Once: the following passes of the same day send nothing more.
  await new Promise((done) => setTimeout(done, 5_000));
  expect(remindersTo(supervisor.email)).toHaveLength(1);
  await admin.dispose();
});
