import { expect, type Page, test } from "@playwright/test";
import { DEMO, expectNoSeriousA11yViolations, signIn, signOut } from "./fixtures";

/**
 * The admin and director panels at a clinic's scale: the user list is paged, sorted and searched
 * on the server, and an ST doctor's supervisors change in one dialog that exists only once opened.
 */

async function send(page: Page, method: "POST" | "PUT", path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, { method, data, headers: { Origin: origin } });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

async function createAccount(page: Page, role: string, firstName: string, lastName: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const { user } = await send(page, "POST", "/api/users", {
    email: `panel.${stamp}@demo.local`,
    firstName,
    lastName,
    role,
  });
  return user as { id: string; email: string; displayName: string };
}

/** Nothing that opens on demand is in the page before it is opened. */
async function expectNothingOpenedYet(page: Page) {
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("listbox").getByRole("option")).toHaveCount(0);
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  await expect(page.locator("[data-portal] *")).toHaveCount(0);
}

test("an admin pages, sorts and searches the accounts on the server", async ({ page }) => {
  await signIn(page, DEMO.admin);
  // More accounts than one page holds.
  const { total } = await (await page.request.get("/api/users?pageSize=1")).json();
  for (let n = total; n < 27; n++) await createAccount(page, "SPECIALIST", "Sida", `Fyllnad ${n}`);
  await page.goto("/admin");
  const region = page.getByRole("region", { name: "Användare" });
  const users = region.getByRole("table", { name: "Användare" });
  await expect(users.getByRole("rowheader").first()).toBeVisible();
  await expectNothingOpenedYet(page);

  // Created order first (the spec's), then by name both ways, as aria-sort says.
  const created = users.getByRole("columnheader", { name: "Skapad" });
  await expect(created).toHaveAttribute("aria-sort", "ascending");
  const name = users.getByRole("columnheader", { name: "Namn" });
  await name.getByRole("button").click();
  await expect(name).toHaveAttribute("aria-sort", "ascending");
  await expect(created).not.toHaveAttribute("aria-sort");
  const firstName = async () => (await users.getByRole("rowheader").first().innerText()).trim();
  await expect.poll(firstName).toMatch(/^A/);
  await name.getByRole("button").click();
  await expect(name).toHaveAttribute("aria-sort", "descending");
  await expect.poll(firstName).not.toMatch(/^A/);

  // Searching is case-insensitive over names and addresses, Swedish letters included.
  await page.getByRole("searchbox", { name: "Sök användare" }).fill("EKSTRÖM");
  await expect(users.getByRole("rowheader")).toHaveText(["Eva Ekström"]);
  await expect(region.getByText("Visar 1–1 av 1")).toBeVisible();
  await page.getByRole("searchbox", { name: "Sök användare" }).fill("ingen-sadan-person");
  await expect(page.getByText("Inga användare matchar sökningen.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Sök användare" }).fill("");

  // More accounts than one page: the pages are buttons in a named navigation.
  const pages = page.getByRole("navigation", { name: "Sidor i användarlistan" });
  await expect(region.getByText(/^Visar 1–25 av \d+$/)).toBeVisible();
  await pages.getByRole("button", { name: "Sida 2" }).click();
  await expect(pages.getByRole("button", { name: "Sida 2" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(region.getByText(/^Visar 26–\d+ av \d+$/)).toBeVisible();
});

test("an admin changes an ST doctor's supervisors in one dialog, by keyboard", async ({ page }) => {
  await signIn(page, DEMO.admin);
  const doctor = await createAccount(page, "ST_DOCTOR", "Tilda", "Tilldelning");
  const hugo = await createAccount(page, "SUPERVISOR", "Hugo", "Handledarsson");
  await page.goto("/admin");
  const section = page.getByRole("region", { name: "Handledartilldelning" });
  await section.getByRole("searchbox", { name: "Sök ST-läkare" }).fill("Tilldelning");
  const row = section.getByRole("row", { name: /Tilda Tilldelning/ });
  await expect(row.getByRole("cell", { name: "Ingen handledare tilldelad." })).toBeVisible();
  await expectNothingOpenedYet(page);

  await row.getByRole("button", { name: "Ändra handledare för Tilda Tilldelning" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Handledare för Tilda Tilldelning" });
  await expect(dialog).toBeVisible();
  const picker = dialog.getByRole("combobox", { name: "Handledare" });
  await expect(picker).toBeFocused();
  // The options come from a search on the server.
  await picker.pressSequentially("handledarss");
  await expect(page.getByRole("option", { name: "Hugo Handledarsson" })).toBeVisible();
  // The search has settled on its one match: a slow machine may first show the longer list of an
  // earlier prefix, whose scrolling list axe would read mid-change.
  await expect(page.getByRole("listbox").getByRole("option")).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape"); // closes the options, not the dialog
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Spara handledare" }).click();
  await expect(page.getByText("Handledare uppdaterade!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("cell", { name: "Hugo Handledarsson" })).toBeVisible();
  // Focus is back on the button that opened the dialog.
  await expect(
    row.getByRole("button", { name: "Ändra handledare för Tilda Tilldelning" }),
  ).toBeFocused();

  // The director sees the same in the panel for the selected ST doctor, and can undo it.
  await signOut(page);
  await signIn(page, DEMO.director);
  await page.goto(`/director?st=${doctor.id}`);
  const card = page.getByRole("region", { name: "Handledartilldelning" });
  await expect(card.getByText("Handledare för Tilda Tilldelning")).toBeVisible();
  await expect(card.getByText(hugo.displayName)).toBeVisible();
  await expectNothingOpenedYet(page);
  await card.getByRole("button", { name: "Ändra handledare för Tilda Tilldelning" }).click();
  const again = page.getByRole("dialog", { name: "Handledare för Tilda Tilldelning" });
  // Backspace in the empty field takes off the last supervisor.
  const field = again.getByRole("combobox", { name: "Handledare" });
  await field.press("Backspace");
  await expect(again.getByText("Hugo Handledarsson")).toHaveCount(0);
  await again.getByRole("button", { name: "Spara handledare" }).click();
  await expect(again).toBeHidden();
  await expect(card.getByText("Ingen handledare tilldelad.")).toBeVisible();
});

test("on a phone the ST doctors are cards with their button on screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.admin);
  await page.goto("/admin");
  const section = page.getByRole("region", { name: "Handledartilldelning" });
  const buttons = section.getByRole("button", { name: /^Ändra handledare för / });
  await expect(buttons.first()).toBeVisible();
  for (const button of await buttons.all()) {
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
