import { expect, type Page, test } from "@playwright/test";
import { DEMO, expectNoSeriousA11yViolations, sidebar, signIn } from "./fixtures";

/** A tiny but valid one-page PDF: the server decides the type from the bytes. */
const TINY_PDF = Buffer.from(
  [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj",
    "xref",
    "0 4",
    "0000000000 65535 f ",
    "0000000009 00000 n ",
    "0000000058 00000 n ",
    "0000000115 00000 n ",
    "trailer << /Size 4 /Root 1 0 R >>",
    "startxref",
    "186",
    "%%EOF",
    "",
  ].join("\n"),
  "latin1",
);

async function openPage(page: Page, label: string) {
  await sidebar(page).getByRole("link", { name: label, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
}

function endDate(page: Page) {
  return page.getByTestId("st-end-date");
}

test("an ST doctor sets formalities, completes a goal with a certificate and resets the profile", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.doctor2021a);

  // ---------- Formellt: service details ----------
  await openPage(page, "Formellt");
  const model = page.getByLabel("ST-modell");
  await expect(model).toHaveValue("UNSELECTED");
  await page.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(
    page.getByText("Du måste välja en ST-modell innan du kan spara.").first(),
  ).toBeVisible();

  await model.selectOption("2021");
  await page.getByLabel("Startdatum").fill("2024-01-15");
  await page.getByLabel("Längd (månader)").fill("60");
  await expect(page.getByText("Motsvarar 5,0 år")).toBeVisible();
  await page.getByLabel("Verksamhetschef").fill("Anna Chef");
  await page.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(page.getByText("Formellt sparad!")).toBeVisible();
  await expect(endDate(page)).toHaveText("15 jan 2029");

  // ---------- an absence moves the end date ----------
  await page.getByRole("button", { name: "Lägg till frånvaro" }).click();
  const dialog = page.getByRole("dialog", { name: "Lägg till frånvaro" });
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(dialog.getByText("Vänligen fyll i alla fält för exakta datum.")).toBeVisible();
  await dialog.getByLabel("Startdatum").fill("2024-03-01");
  await dialog.getByLabel("Slutdatum").fill("2024-03-10");
  await dialog.getByLabel("Beskrivning").fill("Sjukskrivning");
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Frånvaro tillagd!")).toBeVisible();
  await expect(page.getByTestId("absence-list").getByText("Sjukskrivning")).toBeVisible();
  // Ten days of absence (both ends counted) push the end ten days later.
  await expect(endDate(page)).toHaveText("25 jan 2029");
  await expectNoSeriousA11yViolations(page);

  // ---------- Delmål: complete a goal, upload and view its certificate ----------
  await openPage(page, "Delmål");
  await expect(page.getByRole("heading", { name: "Filter & Sök" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Kategori STa\b/ })).toBeVisible();

  await page.getByRole("button", { name: "Ändra status för STa1: Ej påbörjad" }).click();
  const statusDialog = page.getByRole("dialog", { name: "Ändra status" });
  await statusDialog.getByRole("button", { name: "Planerad" }).click();
  await statusDialog.getByRole("button", { name: "Spara" }).click();
  await expect(statusDialog.getByText("Välj ett kvartal för en planerad aktivitet.")).toBeVisible();
  await statusDialog.getByRole("button", { name: "Avklarad" }).click();
  await statusDialog.getByRole("button", { name: "Spara" }).click();
  await expect(page.getByText("Delmål uppdaterat!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ändra status för STa1: Avklarad" })).toBeVisible();

  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Ladda upp intyg för STa1" }).click();
  await (await chooser).setFiles({
    name: "intyg.pdf",
    mimeType: "application/pdf",
    buffer: TINY_PDF,
  });
  await expect(page.getByText("Intyg för delmål har laddats upp!")).toBeVisible();

  await page.getByRole("button", { name: "Visa intyg intyg.pdf för STa1" }).click();
  const viewer = page.getByRole("dialog", { name: "intyg.pdf" });
  await expect(viewer).toBeVisible();
  await expect(viewer.locator("iframe")).toBeVisible();
  await expect(viewer.getByText("Filtyp: PDF")).toBeVisible();
  await expect(viewer.getByRole("link", { name: "Öppna i ny flik" })).toHaveAttribute(
    "target",
    "_blank",
  );
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();

  // The filter: a status with no goals shows the empty text.
  await page.getByLabel("Status", { exact: true }).selectOption("under_review");
  await expect(page.getByText("Inga delmål matchade dina filterinställningar.")).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("all");
  await expectNoSeriousA11yViolations(page);

  // ---------- Samlade Intyg ----------
  await openPage(page, "Intyg");
  await expect(page.getByRole("heading", { name: "Delmål", level: 2 })).toBeVisible();
  await expect(page.getByText(/intyg\.pdf/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // ---------- reset of the own profile ----------
  await openPage(page, "Formellt");
  await page.getByRole("button", { name: "Återställ profil" }).click();
  await page
    .getByRole("dialog", { name: "Är du säker?" })
    .getByRole("button", { name: "Ja, återställ" })
    .click();
  await expect(page.getByText("Din profil har återställts.")).toBeVisible();
  await expect(page.getByLabel("ST-modell")).toHaveValue("UNSELECTED");
  await expect(page.getByText("Ingen frånvaro registrerad.")).toBeVisible();

  await openPage(page, "Intyg");
  await expect(page.getByText("Inga intyg")).toBeVisible();
  await openPage(page, "Delmål");
  await expect(page.getByText("Ingen ST-modell vald")).toBeVisible();
});

test("a failed save keeps what was typed, and out-of-range numbers are refused, not rewritten", async ({
  page,
}) => {
  await signIn(page, DEMO.doctor2021b);
  await openPage(page, "Formellt");
  await page.getByLabel("ST-modell").selectOption("2021");
  await page.getByLabel("Startdatum").fill("2026-09-01");
  await page.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(page.getByText("Formellt sparad!")).toBeVisible();

  // The server fails once: the form keeps the new values and says the save failed.
  await page.route("**/formalities", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 500, body: "{}" })
      : route.continue(),
  );
  await page.getByLabel("Verksamhetschef").fill("Ny Chef");
  await page.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(page.getByText("Kunde inte spara formellt. Försök igen.").first()).toBeVisible();
  await expect(page.getByLabel("Verksamhetschef")).toHaveValue("Ny Chef");
  await page.unroute("**/formalities");
  await page.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(page.getByText("Formellt sparad!").first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Verksamhetschef")).toHaveValue("Ny Chef");

  // A negative length is an error, not silently made positive.
  await page.getByLabel("Längd (månader)").fill("-5");
  await page.getByRole("button", { name: "Spara", exact: true }).click();
  await expect(page.getByText("Ange ST-tidens längd i hela månader (1–240).")).toBeVisible();

  // A custom period over 60 months is refused with the spec's message.
  await page.getByRole("button", { name: "Lägg till frånvaro" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("Tidsperiod", { exact: true }).click();
  await expect(dialog.getByRole("radio", { name: "Annat antal" })).toBeVisible();
  await dialog.getByRole("radio", { name: "Annat antal" }).check();
  await dialog.getByRole("textbox", { name: /Antal månader \(1–60\)/ }).fill("99");
  await dialog.getByLabel("Beskrivning").fill("Tjänstledighet");
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(
    page.getByText("Vänligen ange ett giltigt antal månader (t.ex. 4).").first(),
  ).toBeVisible();
});
