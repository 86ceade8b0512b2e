import { expect, type Page, test } from "@playwright/test";
import { PAGE_LABELS, type PageId, ROLE_LABELS, ROLES, type Role } from "../../src/shared/roles";
import {
  ACCOUNT_OF,
  a11yRecord,
  checkOf,
  checksBy,
  type PageCheck,
  sessionOf,
  visiblePages,
} from "./a11y-data";
import { expectNoSeriousA11yViolations, sidebar } from "./fixtures";

/**
 * Every page of every role through axe, with no serious or critical violation (decision 143). One
 * browser context per role, its session signed in once; the pages are opened from the menu, as a
 * user goes from one to the next, on a record with a row of each kind.
 */

const checked = new Set<string>();
const key = (role: Role, page: PageId) => `${role}:${page}`;

async function openFromMenu(page: Page, id: PageId) {
  if (id === "profile") await page.getByRole("link", { name: /^Min profil:/ }).click();
  else await sidebar(page).getByRole("link", { name: PAGE_LABELS[id], exact: true }).click();
}

/** The page's heading is shown and nothing in its content still says it is loading. */
async function expectShown(page: Page, id: PageId) {
  await expect(page.getByRole("heading", { level: 1, name: PAGE_LABELS[id] })).toBeVisible();
  await expect(page.locator("#main-content").getByText(/^Laddar/)).toHaveCount(0);
}

for (const role of ROLES) {
  const checks = checksBy(role);
  if (checks.length === 0) continue;
  test(`every page the ${ROLE_LABELS[role]} sees passes axe`, async ({ browser }) => {
    test.setTimeout(60_000);
    const record = await a11yRecord();
    const state = role === "ST_DOCTOR" ? record.session : await sessionOf(ACCOUNT_OF[role]);
    const context = await browser.newContext({ storageState: state });
    const page = await context.newPage();
    // A reviewer's record pages are the record's doctor's, picked as 'Granskar ST-läkare' picks.
    const [first, ...rest] = checks as [PageCheck, ...PageCheck[]];
    await page.goto(`/${first.page}${role === "ST_DOCTOR" ? "" : `?st=${record.doctor.id}`}`);
    for (const check of [first, ...rest]) {
      if (check !== first) await openFromMenu(page, check.page);
      await expectShown(page, check.page);
      const label = `${ROLE_LABELS[role]}: ${PAGE_LABELS[check.page]}`;
      await expectNoSeriousA11yViolations(
        page,
        check.scope === "main" ? "#main-content" : undefined,
        label,
      );
      checked.add(key(role, check.page));
    }
    await context.close();
  });
}

test("no page a role sees is left unchecked", () => {
  const missing = ROLES.flatMap((role) =>
    visiblePages(role)
      .map((page) => checkOf(role, page))
      .filter((check) => !checked.has(key(check.as, check.page)))
      .map((check) => `${role} ${check.page}`),
  );
  expect(missing).toEqual([]);
});
