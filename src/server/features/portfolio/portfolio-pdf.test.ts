import { describe, expect, it } from "vitest";
import { pdfPageTexts } from "../../../../tests/fixtures/pdf-text";
import { printable, renderPortfolioPdf } from "./portfolio-pdf";

/** Names from the clinics' staff lists: Swedish, Polish, Czech, Balkan, Greek, Cyrillic. */
const NAMES = [
  "Åsa Öberg-Ärlig",
  "Łukasz Szczęsny",
  "Dvořák Şahin",
  "Dragan Petrović",
  "Ελένη Παπαδοπούλου",
  "Ольга Смирнова",
  "Nguyễn Văn Hương",
];

describe("printable", () => {
  it("keeps every letter the embedded font has", () => {
    for (const name of NAMES) expect(printable(name)).toBe(name);
    expect(printable("Renée – Müller, 12 €")).toBe("Renée – Müller, 12 €");
  });

  it("marks what the font lacks instead of printing an empty box", () => {
    expect(printable("李 Ali")).toBe("? Ali");
    expect(printable("محمد")).toBe("????");
  });

  it("prints letters the layout would draw as base and mark without the mark", () => {
    // Drawn so, 'ị' would make every later 'i' of the book copy back as 'ị'.
    expect(printable("Thị Nguyệt, Ṣọla")).toBe("Thi Nguyệt, Ṣola");
    expect(printable("Åsa".normalize("NFD"))).toBe("Åsa");
  });
});

describe("renderPortfolioPdf", () => {
  it("prints names of other alphabets as written, as text a reader can copy", async () => {
    const pdf = await renderPortfolioPdf({
      title: "Utbildningsbok",
      doctorName: NAMES[1] ?? "",
      printedOn: "2026-11-23",
      sections: [
        {
          heading: "Handledarträffar",
          blocks: [
            {
              kind: "table",
              columns: [{ label: "Handledare", width: "*" }],
              rows: NAMES.map((name) => [name]),
            },
          ],
        },
      ],
    });
    const text = (await pdfPageTexts(pdf)).join("\n");
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).toContain("Utskriven 23 nov 2026");
  });
});
