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
 * Characters the embedded Latin subset has (Unicode ranges of the font package's latin file). Any
 * other letter is printed without its accent ('ş' as 's') rather than as an empty box, and what
 * has no such form as '?': decision 150.
 */
const COVERED =
  /[\t\n\r\u0020-\u00ff\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u2000-\u206f\u20ac\u2122\u2212]/u;

export function printable(text: string): string {
  let out = "";
  for (const ch of text) {
    if (COVERED.test(ch)) out += ch;
    else {
      const bare = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += bare !== "" && [...bare].every((c) => COVERED.test(c)) ? bare : "?";
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
