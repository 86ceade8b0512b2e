import PDFDocument from "pdfkit";
import { PORTFOLIO_MESSAGES as M } from "../../../shared/messages/portfolio";
import type { PortfolioBlock, PortfolioContent, PortfolioSection } from "./portfolio-content";
import { portfolioFonts } from "./portfolio-fonts";

/** A4 in points, with room at the foot for the page line. */
const MARGINS = { top: 50, left: 50, right: 50, bottom: 60 };
const FOOTER_OFFSET = 36;
const BODY_SIZE = 9;
const GREY = "#555555";
const RULE = "#bbbbbb";
const HEAD_FILL = "#eeeeee";

/** The embedded font of that weight, by the path each document finds it under. */
const font = (weight: "regular" | "bold") => portfolioFonts()[weight];

/**
 * Characters the embedded font prints and a reader copies back as written: the Unicode ranges of
 * Noto Sans's Latin, Latin Extended, Greek, Cyrillic and Vietnamese parts (decision 157), less the
 * few letters the layout draws as a base letter with a mark (ṣ, ị, ọ and the like), which would
 * make every later copy of that base letter read back as the marked one, and less the Coptic
 * letters the font lacks. Any other letter is printed without its accent where that form is
 * covered, and what has no such form as '?', rather than as an empty box.
 */
const COVERED =
  /[\t\n\r\u0020-\u02ff\u0370-\u0377\u037a-\u037d\u037f\u0384-\u038a\u038c\u038e-\u03a1\u03a3-\u03e1\u03f0-\u052f\u1c80-\u1c8a\u1d00-\u1dbf\u1e00-\u1fff\u2000-\u206f\u20a0-\u20c0\u2113\u2116\u2122\u2191\u2193\u2212\u2215\u2c60-\u2c7f\u2de0-\u2dff\ua640-\ua69f\ua720-\ua7ff]/u;
const DRAWN_AS_BASE_AND_MARK = /[\u01f9\u1e3f\u1e43\u1e45\u1e63\u1eb9\u1ecb\u1ecd\u1ee5]/u;
const printsAsWritten = (ch: string) => COVERED.test(ch) && !DRAWN_AS_BASE_AND_MARK.test(ch);

export function printable(text: string): string {
  let out = "";
  // Composed first: a letter typed as base and combining mark prints as the one letter.
  for (const ch of text.normalize("NFC")) {
    if (printsAsWritten(ch)) out += ch;
    else {
      const bare = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += bare !== "" && [...bare].every(printsAsWritten) ? bare : "?";
    }
  }
  return out;
}

/**
 * The portfolio laid out as an A4 PDF with real, selectable text in an embedded font; the name,
 * the print date and 'Sida N av M' at the foot of every page (pages are buffered, so the count is
 * known when the feet are written).
 */
export function renderPortfolioPdf(content: PortfolioContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGINS,
    bufferPages: true,
    // pdfkit opens its default font from a path or bytes alike; its types name only the path. Our
    // own font from the start keeps the standard Helvetica out of the file.
    font: font("regular"),
    lang: "sv-SE",
    displayTitle: true,
    info: {
      Title: printable(`${content.title} – ${content.doctorName}`),
      Author: "ST-portalen",
      Creator: "ST-portalen",
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font(font("bold")).fontSize(22).text(printable(content.title));
  doc.font(font("regular")).fontSize(14).text(printable(content.doctorName));
  doc.fontSize(BODY_SIZE).fillColor(GREY).text(M.printed(content.printedOn)).fillColor("black");
  for (const section of content.sections) writeSection(doc, section);
  writeFeet(doc, content);
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;

const roomLeft = (doc: Doc) => doc.page.height - doc.page.margins.bottom - doc.y;

/** A heading never ends a page: with less than a few lines below it, it starts the next one. */
function keepWithNext(doc: Doc, points: number) {
  if (roomLeft(doc) < points) doc.addPage();
}

function writeSection(doc: Doc, section: PortfolioSection) {
  doc.moveDown(1.2);
  keepWithNext(doc, 90);
  doc.x = doc.page.margins.left;
  doc.font(font("bold")).fontSize(14).text(printable(section.heading));
  doc.moveDown(0.3);
  for (const block of section.blocks) writeBlock(doc, block);
}

function writeBlock(doc: Doc, block: PortfolioBlock) {
  doc.x = doc.page.margins.left;
  doc.font(font("regular")).fontSize(BODY_SIZE);
  switch (block.kind) {
    case "note":
      doc.text(printable(block.text));
      return;
    case "fields":
      doc.table({
        columnStyles: [140, "*"],
        defaultStyle: { border: 0, padding: [2, 4] },
        data: block.rows.map(([label, value]) => [
          { text: printable(label), font: { src: font("bold") } },
          printable(value),
        ]),
      });
      return;
    case "table":
      if (block.heading) {
        doc.moveDown(0.6);
        keepWithNext(doc, 50);
        doc.font(font("bold")).fontSize(10.5).text(printable(block.heading));
        doc.font(font("regular")).fontSize(BODY_SIZE).moveDown(0.2);
      }
      if (block.rows.length === 0) {
        doc.text(M.none);
        return;
      }
      doc.table({
        columnStyles: block.columns.map((c) => c.width),
        defaultStyle: { border: 0.5, borderColor: RULE, padding: [2, 3] },
        data: [
          block.columns.map((c) => ({
            text: printable(c.label),
            font: { src: font("bold") },
            backgroundColor: HEAD_FILL,
            type: "TH" as const,
          })),
          ...block.rows.map((row) => row.map(printable)),
        ],
      });
  }
}

function writeFeet(doc: Doc, content: PortfolioContent) {
  const range = doc.bufferedPageRange();
  const left = printable(
    `${content.title} – ${content.doctorName} · ${M.printed(content.printedOn)}`,
  );
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Writing below the bottom margin would otherwise start a new page.
    const { bottom } = doc.page.margins;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - FOOTER_OFFSET;
    const width = doc.page.width - MARGINS.left - MARGINS.right;
    doc.font(font("regular")).fontSize(8).fillColor(GREY);
    doc.text(left, MARGINS.left, y, { width: width - 80, lineBreak: false, ellipsis: true });
    doc.text(M.page(i + 1, range.count), MARGINS.left, y, {
      width,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
