import PDFDocument from "pdfkit";
import { PORTFOLIO_MESSAGES as M } from "../../../shared/messages/portfolio";
import { formatDate } from "../../../shared/rules/display-dates";
import type {
  PortfolioBlock,
  PortfolioColumn,
  PortfolioContent,
  PortfolioSection,
} from "./portfolio-content";
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
 * known when the feet are written). Tagged (decision 162): a screen reader gets the title, the
 * language, the headings in order and each table with its header cells; the feet are marked as
 * page furniture, and a table that runs over a page break repeats its header row.
 */
export function renderPortfolioPdf(content: PortfolioContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGINS,
    bufferPages: true,
    // pdfkit opens its default font from a path or bytes alike; its types name only the path. Our
    // own font from the start keeps the standard Helvetica out of the file.
    font: font("regular"),
    pdfVersion: "1.7",
    tagged: true,
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

  const root = doc.struct("Document");
  doc.addStructure(root);
  root.add(
    element(doc, "H1", () => doc.font(font("bold")).fontSize(22).text(printable(content.title))),
  );
  root.add(
    element(doc, "P", () =>
      doc.font(font("regular")).fontSize(14).text(printable(content.doctorName)),
    ),
  );
  root.add(
    element(doc, "P", () =>
      doc
        .fontSize(BODY_SIZE)
        .fillColor(GREY)
        .text(M.printed(formatDate(content.printedOn)))
        .fillColor("black"),
    ),
  );
  for (const section of content.sections) writeSection(doc, root, section);
  root.end();
  writeFeet(doc, content);
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/** What pdfkit 0.20 takes for a tagged table that @types/pdfkit does not yet name. */
type TaggedTableOptions = PDFKit.Mixins.TableOptions & { structParent: Struct };
type Cell = PDFKit.Mixins.CellOptions & { scope?: "Row" | "Column" };

/** A structure element of that type holding what `draw` puts on the page. */
const element = (doc: Doc, type: string, draw: () => unknown) => doc.struct(type, {}, [draw]);

const roomLeft = (doc: Doc) => doc.page.height - doc.page.margins.bottom - doc.y;

/** A heading never ends a page: with less than a few lines below it, it starts the next one. */
function keepWithNext(doc: Doc, points: number) {
  if (roomLeft(doc) < points) doc.addPage();
}

function writeSection(doc: Doc, root: Struct, section: PortfolioSection) {
  doc.moveDown(1.2);
  keepWithNext(doc, 90);
  doc.x = doc.page.margins.left;
  const sect = doc.struct("Sect");
  root.add(sect);
  sect.add(
    element(doc, "H2", () => doc.font(font("bold")).fontSize(14).text(printable(section.heading))),
  );
  doc.moveDown(0.3);
  for (const block of section.blocks) writeBlock(doc, sect, block);
  sect.end();
}

/** Cell padding of the tables, vertical and horizontal; new style objects per table, as pdfkit
 * rewrites the ones it is given. */
const PAD_Y = 2;
const PAD_X = 3;
const fieldStyle = (): PDFKit.Mixins.CellStyle => ({ border: 0, padding: [PAD_Y, 4] });
const tableStyle = (): PDFKit.Mixins.CellStyle => ({
  border: 0.5,
  borderColor: RULE,
  padding: [PAD_Y, PAD_X],
});

function writeBlock(doc: Doc, sect: Struct, block: PortfolioBlock) {
  doc.x = doc.page.margins.left;
  doc.font(font("regular")).fontSize(BODY_SIZE);
  switch (block.kind) {
    case "note":
      sect.add(element(doc, "P", () => doc.text(printable(block.text))));
      return;
    case "fields": {
      // Label and value: a table whose first column heads its row.
      const options: TaggedTableOptions = {
        structParent: sect,
        columnStyles: [140, "*"],
        defaultStyle: fieldStyle(),
      };
      const table = doc.table(options);
      for (const [label, value] of block.rows) {
        const head: Cell = {
          text: printable(label),
          font: { src: font("bold") },
          type: "TH",
          scope: "Row",
        };
        table.row([head, printable(value)]);
      }
      table.end();
      return;
    }
    case "table":
      if (block.heading) {
        doc.moveDown(0.6);
        keepWithNext(doc, 50);
        const heading = block.heading;
        sect.add(
          element(doc, "H3", () => doc.font(font("bold")).fontSize(10.5).text(printable(heading))),
        );
        doc.font(font("regular")).fontSize(BODY_SIZE).moveDown(0.2);
      }
      if (block.rows.length === 0) {
        sect.add(element(doc, "P", () => doc.text(M.none)));
        return;
      }
      writeTable(doc, sect, block.columns, block.rows);
  }
}

/**
 * A table of rows under one header row. pdfkit starts a new page for a row that does not fit but
 * draws no header there, so each row is measured first: where it would not fit, the table so far
 * ends on this page and the rest continues on the next as a table of its own under the same
 * header row, so a reader of either page (or of the structure) knows each column.
 */
function writeTable(doc: Doc, sect: Struct, columns: readonly PortfolioColumn[], rows: string[][]) {
  const left = doc.page.margins.left;
  const widths = columnWidths(columns, doc.page.width - left - doc.page.margins.right);
  const header: Cell[] = columns.map((c) => ({
    text: printable(c.label),
    font: { src: font("bold") },
    backgroundColor: HEAD_FILL,
    type: "TH",
    scope: "Column",
  }));
  const headerHeight = rowHeight(
    doc,
    widths,
    header.map((c) => c.text ?? ""),
    font("bold"),
  );
  const start = () => {
    const options: TaggedTableOptions = {
      structParent: sect,
      columnStyles: widths,
      defaultStyle: tableStyle(),
      position: { x: left },
    };
    return doc.table(options).row(header);
  };
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const printed = rows.map((row) => row.map(printable));
  // The header never stands alone at the foot of a page.
  const first = printed[0] ?? [];
  if (doc.y + headerHeight + rowHeight(doc, widths, first, font("regular")) >= bottom()) {
    doc.addPage();
  }
  let table = start();
  for (const row of printed) {
    const height = rowHeight(doc, widths, row, font("regular"));
    if (doc.y + height >= bottom()) {
      table.end();
      doc.addPage();
      table = start();
    }
    table.row(row);
  }
  table.end();
  doc.x = left;
}

/** Fixed widths as given; `*` columns share what is left equally, as pdfkit would share it. */
function columnWidths(columns: readonly PortfolioColumn[], total: number): number[] {
  const fixed = columns.reduce((sum, c) => sum + (c.width === "*" ? 0 : c.width), 0);
  const stars = columns.filter((c) => c.width === "*").length;
  const share = stars > 0 ? (total - fixed) / stars : 0;
  return columns.map((c) => (c.width === "*" ? share : c.width));
}

/** The height pdfkit gives a row of these texts (with a point to spare against rounding). */
function rowHeight(doc: Doc, widths: readonly number[], texts: readonly string[], src: string) {
  const previous = doc.y;
  doc.font(src).fontSize(BODY_SIZE);
  let tallest = 0;
  texts.forEach((text, i) => {
    const width = (widths[i] ?? 0) - 2 * PAD_X;
    if (text === "" || width <= 0) return;
    const bounds = doc.boundsOfString(text, 0, 0, { width, ellipsis: true });
    tallest = Math.max(tallest, bounds.height);
  });
  doc.font(font("regular"));
  doc.y = previous;
  return tallest + 2 * PAD_Y + 1;
}

function writeFeet(doc: Doc, content: PortfolioContent) {
  const range = doc.bufferedPageRange();
  const left = printable(
    `${content.title} – ${content.doctorName} · ${M.printed(formatDate(content.printedOn))}`,
  );
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Writing below the bottom margin would otherwise start a new page.
    const { bottom } = doc.page.margins;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - FOOTER_OFFSET;
    const width = doc.page.width - MARGINS.left - MARGINS.right;
    // Page furniture: read once from the document's title, not on every page.
    doc.markContent("Artifact", { type: "Pagination" });
    doc.font(font("regular")).fontSize(8).fillColor(GREY);
    doc.text(left, MARGINS.left, y, { width: width - 80, lineBreak: false, ellipsis: true });
    doc.text(M.page(i + 1, range.count), MARGINS.left, y, {
      width,
      align: "right",
      lineBreak: false,
    });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}
