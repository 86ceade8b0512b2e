import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pdfPageTexts } from "../../../../tests/fixtures/pdf-text";
import type { PortfolioContent } from "./portfolio-content";
import { renderPortfolioPdf } from "./portfolio-pdf";

/**
 * The portfolio as a tagged PDF (decision 162): what a screen reader needs, read back with
 * poppler's own pdfinfo, as a reader's software would see it.
 */
const hasPdfinfo = (() => {
  try {
    execFileSync("pdfinfo", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
if (!hasPdfinfo)
  console.warn("pdfinfo (poppler-utils) is not installed: the tagged-PDF checks are skipped");

const dir = mkdtempSync(join(tmpdir(), "st-portalen-pdf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pad = (n: number) => String(n).padStart(3, "0");

/** A book long enough that the goals and the courses run over several pages each. */
const LONG: PortfolioContent = {
  title: "Utbildningsbok",
  doctorName: "Åsa Öberg-Ärlig",
  printedOn: "2026-11-27",
  sections: [
    {
      heading: "Delmål",
      blocks: [
        {
          kind: "table",
          columns: [
            { label: "Delmål", width: 42 },
            { label: "Rubrik", width: "*" },
            { label: "Status", width: 78 },
            { label: "Planerat", width: 52 },
            { label: "Intyg", width: 36 },
          ],
          rows: Array.from({ length: 90 }, (_, i) => [
            `G${pad(i)}`,
            `Delmålets rubrik nummer ${i}, lång nog att ibland ta två rader i sin kolumn ${"x".repeat(i % 3 === 0 ? 40 : 0)}`,
            "Pågående",
            "2026-Q3",
            "Ja",
          ]),
        },
      ],
    },
    {
      heading: "Kurser",
      blocks: [
        { kind: "fields", rows: [["Antal", "120"]] },
        {
          kind: "table",
          heading: "Genomförda kurser",
          columns: [
            { label: "Kursnamn", width: "*" },
            { label: "Kursdatum", width: 70 },
            { label: "Status", width: 90 },
            { label: "Intyg", width: 36 },
          ],
          rows: Array.from({ length: 120 }, (_, i) => [
            `K${pad(i)} Kurs`,
            "2025-01-01",
            "Avklarad",
            "Nej",
          ]),
        },
      ],
    },
  ],
};

/** An element of that type in pdfinfo's structure listing, whose text starts so. */
const tagged = (type: string, text: string) =>
  new RegExp(`(^|\\s)${type}\\b.*\\n(\\s+/.*\\n)*\\s+"${text}`, "m");

function pdfinfo(pdf: Buffer, ...args: string[]): string {
  const file = join(dir, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdfinfo", [...args, file], { encoding: "utf8" });
}

describe.skipIf(!hasPdfinfo)("the tagged portfolio PDF", () => {
  it("is tagged, titled and in Swedish, with headings and tables in its structure tree", async () => {
    const pdf = await renderPortfolioPdf(LONG);
    const info = pdfinfo(pdf);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^Title:\s+Utbildningsbok – Åsa Öberg-Ärlig$/m);
    const structure = pdfinfo(pdf, "-struct-text");
    expect(structure).toMatch(/\bDocument\b/);
    expect(structure).toMatch(tagged("H1", "Utbildningsbok"));
    // Each section's heading, then its tables with header cells and data cells.
    expect(structure).toMatch(tagged("H2", "Delmål"));
    expect(structure).toMatch(tagged("H2", "Kurser"));
    expect(structure).toMatch(tagged("H3", "Genomförda kurser"));
    expect(structure).toMatch(/^\s+Table\b/m);
    expect(structure).toMatch(tagged("TH", "Antal"));
    expect(structure).toMatch(tagged("TH", "Rubrik"));
    expect(structure).toMatch(tagged("TD", "G042"));
    expect(structure).toMatch(tagged("TD", "K119 Kurs"));
    // The feet are page furniture, not text to read out on every page.
    expect(structure).not.toContain("Sida 1 av");
    // The catalogue's language for the reader's voice.
    const catalog = pdf.toString("latin1");
    expect(catalog).toMatch(/\/Lang \(sv-SE\)/);
    expect(catalog).toMatch(/\/DisplayDocTitle true/);
  });

  it("repeats a table's header row on every page the table runs over", async () => {
    const pages = await pdfPageTexts(await renderPortfolioPdf(LONG));
    const goalPages = pages.filter((p) => /\bG\d{3}\b/.test(p));
    const coursePages = pages.filter((p) => /\bK\d{3} Kurs\b/.test(p));
    expect(goalPages.length).toBeGreaterThan(1);
    expect(coursePages.length).toBeGreaterThan(1);
    for (const page of goalPages)
      expect(page).toMatch(/Delmål\s+Rubrik\s+Status\s+Planerat\s+Intyg/);
    for (const page of coursePages) expect(page).toMatch(/Kursnamn\s+Kursdatum\s+Status\s+Intyg/);
    // Every row once, in order, and the page line still at the foot of each page.
    const all = pages.join("\n");
    for (let i = 0; i < 90; i++)
      expect(all.match(new RegExp(`\\bG${pad(i)}\\b`, "g"))).toHaveLength(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`Sida ${i + 1} av ${pages.length}`);
    });
  });
});
