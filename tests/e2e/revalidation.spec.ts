import { expect, type Page, test } from "@playwright/test";
import { DEMO, signIn } from "./fixtures";

// Decision 256: the web holds a versioned answer in memory and asks again with its tag. That rests
// on the browser handing a 304 to the page's script when the script itself sent If-None-Match to a
// `no-store` answer, which this checks in Chromium, then through the app's own client.
test("a record read again with its tag is a 304 the page sees, with no body", async ({ page }) => {
  await signIn(page, DEMO.doctor2015);
  const statuses = await page.evaluate(async () => {
    const session = (await (await fetch("/api/session")).json()) as { user: { id: string } };
    const path = `/api/st-doctors/${session.user.id}/record`;
    const first = await fetch(path);
    await first.json();
    const tag = first.headers.get("etag") ?? "";
    const again = await fetch(path, { headers: { "If-None-Match": tag } });
    return {
      first: first.status,
      cacheControl: first.headers.get("cache-control"),
      tagged: tag !== "",
      again: again.status,
      body: await again.text(),
    };
  });
  expect(statuses).toEqual({
    first: 200,
    cacheControl: "no-store",
    tagged: true,
    again: 304,
    body: "",
  });
});

test("moving between record pages asks for the record with its tag once it is stale", async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, DEMO.doctor2021a);
  const answers: { status: number; tagged: boolean }[] = [];
  page.on("response", (res) => {
    if (/\/api\/st-doctors\/[^/]+\/record$/.test(new URL(res.url()).pathname)) {
      answers.push({ status: res.status(), tagged: !!res.request().headers()["if-none-match"] });
    }
  });
  await page.goto("/goals");
  await expect(page.getByRole("heading", { level: 1, name: "Delmål" })).toBeVisible();
  // A first load reads the record from the page (decision 273).
  expect(answers).toEqual([]);
  // The query keeps a read fresh for 30 s; past that, the next page asks again, with the page's
  // tag.
  await page.clock.fastForward(31_000);
  await page
    .getByRole("navigation", { name: "Huvudmeny" })
    .getByRole("link", { name: "Undersökningar" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Undersökningar" })).toBeVisible();
  await expect.poll(() => answers.at(-1)).toEqual({ status: 304, tagged: true });
});

/** Every API request the page sends from now on, as "METHOD /path". */
function apiRequestsOf(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith("/api/")) asked.push(`${req.method()} ${path}`);
  });
  return asked;
}

test("a first load of a record page asks the server for none of the data the page carried", async ({
  page,
}) => {
  await signIn(page, DEMO.doctor2021a);
  const asked = apiRequestsOf(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Översikt" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ladda ned utbildningsbok (PDF)" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.goto("/procedures");
  await expect(page.getByRole("heading", { level: 1, name: "Undersökningar" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Both pages' first reads came with them, and so did the session.
  expect(
    asked.filter((request) =>
      /record|catalog|warning-settings|structured|iup|session/.test(request),
    ),
  ).toEqual([]);
});

test("a supervisor's first load lands on their first doctor, asking for nothing the page carried", async ({
  page,
}) => {
  await signIn(page, DEMO.supervisor);
  const asked = apiRequestsOf(page);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard\?st=/);
  await expect(page.getByRole("heading", { level: 1, name: "Översikt" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Granskar ST-läkare" })).not.toHaveValue("");
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
});
