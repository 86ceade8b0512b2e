import { expect, type Page, test } from "@playwright/test";
import { DEMO, sidebar, signIn } from "./fixtures";

/**
 * Two people save the same form (decision 065): the later save, based on the older version, is
 * refused with the spec's message; 'Ladda om' takes the new version and keeps what was typed.
 */

const STALE = "Någon annan har ändrat detta under tiden. Ladda om för att se ändringen.";

async function openStProject(page: Page) {
  await sidebar(page).getByRole("link", { name: "ST-arbete", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "ST-arbete" })).toBeVisible();
  await expect(page.getByLabel("Ämne/titel")).toBeEnabled();
}

test("a second tab's stale save of ST-arbete is refused, and reloading keeps its text", async ({
  browser,
}) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  for (const page of [first, second]) {
    await signIn(page, DEMO.doctor2021a);
    await openStProject(page);
  }

  // The second tab starts typing; meanwhile the first one saves a new topic.
  const typed = "Sammanfattning skriven i den andra fliken.";
  await second.getByLabel("Sammanfattning").fill(typed);
  await first.getByLabel("Ämne/titel").fill("Ämne från första fliken");
  await first.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(first.getByText("ST-arbete sparat!")).toBeVisible();

  // The second tab's save was based on the older version.
  await second.getByRole("button", { name: "Spara", exact: true }).click();
  const alert = second.getByRole("alert").filter({ hasText: STALE });
  await expect(alert).toBeVisible();
  await expect(second.getByText("ST-arbete sparat!")).toHaveCount(0);
  await expect(second.getByLabel("Sammanfattning")).toHaveValue(typed);

  await alert.getByRole("button", { name: "Ladda om" }).click();
  await expect(second.getByText(STALE)).toHaveCount(0);
  await expect(second.getByLabel("Sammanfattning")).toHaveValue(typed);
  // What the first tab saved is shown next to the field it differs in.
  await expect(second.getByText("Sparat nu: Ämne från första fliken")).toBeVisible();

  // Now the save is based on the current version and goes through.
  await second.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(second.getByText("ST-arbete sparat!")).toBeVisible();
  await second.reload();
  await expect(second.getByLabel("Sammanfattning")).toHaveValue(typed);
});

test("Formellt: a stale save is refused and 'Ladda om' shows what the other person saved", async ({
  browser,
}) => {
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  for (const page of [first, second]) {
    await signIn(page, DEMO.doctor2015);
    await sidebar(page).getByRole("link", { name: "Formellt", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Formellt" })).toBeVisible();
    await page.getByLabel("ST-modell").selectOption("2015");
  }

  await second.getByLabel("Studierektor").fill("Sven Studierektor");
  await first.getByLabel("Verksamhetschef").fill("Vera Verksamhetschef");
  await first.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(first.getByText("Formellt sparad!")).toBeVisible();

  await second.getByRole("button", { name: "Spara", exact: true }).click();
  const alert = second.getByRole("alert").filter({ hasText: STALE });
  await expect(alert).toBeVisible();
  await alert.getByRole("button", { name: "Ladda om" }).click();
  await expect(second.getByText("Sparat nu: Vera Verksamhetschef")).toBeVisible();
  await expect(second.getByLabel("Studierektor")).toHaveValue("Sven Studierektor");
  await second.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(second.getByText("Formellt sparad!")).toBeVisible();
});
