import { expect, type Page, test } from "@playwright/test";
import { PAGE_LABELS, type PageId, ROLE_LABELS, ROLES } from "../../src/shared/roles";
import { ACCOUNT_OF, a11yRecord, sessionOf, visiblePages } from "./a11y-data";
import { sidebar } from "./fixtures";

/**
 * Every page of every role fits a 360 px phone: the page itself never scrolls sideways (decision
 * 175). A wide table or timeline may scroll inside its own scroll area; the document may not; and
 * its main actions are at least 44 px for a finger (decision 219). The
 * pages come from src/shared/roles.ts, so a new page is checked without a change here.
 */

const PHONE = { width: 360, height: 780 };

/** The page's heading is shown and nothing in its content still says it is loading. */
async function expectShown(page: Page, id: PageId) {
  await expect(page.getByRole("heading", { level: 1, name: PAGE_LABELS[id] })).toBeVisible();
  await expect(page.locator("#main-content").getByText(/^Laddar/)).toHaveCount(0);
}

/** Touch targets (decision 219): the main actions a phone shows, each at least this big. */
const TOUCH = 44;
const MAIN_ACTIONS = [
  ".mantine-Burger-root",
  ".mantine-NavLink-root",
  "#main-content .mantine-Button-root",
  "#main-content .mantine-ActionIcon-root",
  ".mantine-Modal-root .mantine-Button-root",
].join(", ");

/** The visible main actions smaller than a finger, named for the failure message. */
function smallTargets(page: Page, where: string) {
  return page.evaluate(
    ({ selector, min, where }) =>
      Array.from(document.querySelectorAll<HTMLElement>(selector))
        .filter((el) => !el.closest(".mantine-Input-section"))
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        // Only what is on screen: the closed drawer's links are moved out of view.
        .filter(({ box }) => box.width > 0 && box.right > 0 && box.left < window.innerWidth)
        .filter(({ el, box }) => {
          const square = /ActionIcon|Burger/.test(el.className);
          return box.height < min - 0.5 || (square && box.width < min - 0.5);
        })
        .map(
          ({ el, box }) =>
            `${where}: ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30)} ${Math.round(box.width)}×${Math.round(box.height)}`,
        ),
    { selector: MAIN_ACTIONS, min: TOUCH, where },
  );
}

/** From the phone's menu, as a user goes from one page to the next (no reload in between). */
async function openFromMenu(page: Page, id: PageId, small: string[]) {
  await page.getByRole("button", { name: "Öppna menyn" }).click();
  await expect(page.getByRole("button", { name: "Stäng menyn" })).toBeVisible();
  small.push(...(await smallTargets(page, "menu")));
  if (id === "profile") await page.getByRole("link", { name: /^Min profil:/ }).click();
  else await sidebar(page).getByRole("link", { name: PAGE_LABELS[id], exact: true }).click();
  await expect(page.getByRole("button", { name: "Öppna menyn" })).toBeVisible();
}

/** How far the document reaches past the viewport, and the widest elements that make it. */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const culprits: string[] = [];
    if (root.scrollWidth > root.clientWidth) {
      for (const el of Array.from(document.querySelectorAll<HTMLElement>("#main-content *"))) {
        const right = el.getBoundingClientRect().right;
        if (right <= root.clientWidth + 0.5) continue;
        // Only the outermost: an element inside a scroll container of its own is meant to scroll.
        let inner = false;
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (/(auto|scroll|hidden)/.test(style.overflowX)) inner = true;
        }
        if (inner) continue;
        const parentRight = el.parentElement?.getBoundingClientRect().right ?? 0;
        if (parentRight > root.clientWidth + 0.5 && el.parentElement?.closest("#main-content"))
          continue;
        const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.split(" ").slice(0, 3).join(".")}` : ""}`;
        culprits.push(`${name} → ${Math.round(right)} px`);
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
  });
}

for (const role of ROLES) {
  const pages = visiblePages(role);
  test(`every page the ${ROLE_LABELS[role]} sees fits 360 px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const record = await a11yRecord();
    const state = role === "ST_DOCTOR" ? record.session : await sessionOf(ACCOUNT_OF[role]);
    const context = await browser.newContext({ storageState: state, viewport: PHONE });
    const page = await context.newPage();
    const wide: string[] = [];
    const small: string[] = [];
    // A reviewer's record pages are the record's doctor's, picked as 'Granskar ST-läkare' picks.
    const [first, ...rest] = pages as [PageId, ...PageId[]];
    await page.goto(`/${first}${role === "ST_DOCTOR" ? "" : `?st=${record.doctor.id}`}`);
    for (const id of [first, ...rest]) {
      if (id !== first) await openFromMenu(page, id, small);
      await expectShown(page, id);
      small.push(...(await smallTargets(page, PAGE_LABELS[id])));
      const { scrollWidth, clientWidth, culprits } = await overflowOf(page);
      if (scrollWidth > clientWidth)
        wide.push(`${PAGE_LABELS[id]}: ${scrollWidth} px (${culprits.slice(0, 4).join(", ")})`);
    }
    expect(wide, `${ROLE_LABELS[role]} at ${PHONE.width} px`).toEqual([]);
    expect([...new Set(small)], `${ROLE_LABELS[role]}: main actions under ${TOUCH} px`).toEqual([]);
    await context.close();
  });
}
