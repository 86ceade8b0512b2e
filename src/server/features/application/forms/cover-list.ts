import PDFDocument from "pdfkit";
import { portfolioFonts } from "../../portfolio/portfolio-fonts";
import { printable } from "../../portfolio/portfolio-pdf";

/*
 * 'Bilageförteckning': the first sheet of the printed application, listing every form in the
 * order of its 'Bilaga nr', so whoever reads the pile (the doctor, the signers, Socialstyrelsen)
 * finds each. Not one of Socialstyrelsen's forms, so in the portfolio's typeface.
 */

export interface CoverListEntry {
  /** '' for the application itself, which has no number. */
  readonly bilagaNr: string;
  /** The form's name: 'Bilaga 9 — Intyg om klinisk tjänstgöring under handledning (2021)'. */
  readonly name: string;
  /** What the certificate covers, one short line: 'Akutmottagningen, Lund, 240115 - 240630'. */
  readonly covers?: string;
}

export interface CoverListInput {
  readonly doctorName: string;
  readonly specialty: string;
  readonly entries: readonly CoverListEntry[];
}

const MARGIN = 56;
const NUMBER_WIDTH = 64;
const GAP = 10;
const GREY = "#555555";
const RULE = "#bbbbbb";

/** The list as an A4 PDF (one page for about 25 entries, more for a longer list). */
export function renderCoverList(input: CoverListInput): Promise<Uint8Array> {
  const fonts = portfolioFonts();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    font: fonts.regular,
    lang: "sv-SE",
    info: {
      Title: printable(`Bilageförteckning – ${input.doctorName}`),
      Author: "ST-portalen",
      Creator: "ST-portalen",
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  doc.font(fonts.bold).fontSize(18).text("Bilageförteckning", left, MARGIN);
  doc.font(fonts.regular).fontSize(10).fillColor(GREY);
  doc.text("Ansökan om bevis om specialistkompetens").moveDown(0.8);
  doc.fillColor("black").fontSize(11);
  doc.text(`Sökande: ${printable(input.doctorName)}`);
  doc.text(`Specialitet: ${printable(input.specialty)}`).moveDown(1);

  const textX = left + NUMBER_WIDTH + GAP;
  const textWidth = width - NUMBER_WIDTH - GAP;
  const rule = () =>
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  doc.font(fonts.bold).fontSize(10);
  const headY = doc.y;
  doc.text("Bilaga nr", left, headY, { width: NUMBER_WIDTH });
  doc.text("Blankett och vad den avser", textX, headY, { width: textWidth });
  doc.moveDown(0.3);
  rule();

  for (const entry of input.entries) {
    const name = printable(entry.name);
    const covers = entry.covers ? printable(entry.covers) : "";
    doc.font(fonts.regular).fontSize(10);
    const height =
      doc.heightOfString(name, { width: textWidth }) +
      (covers ? doc.fontSize(9).heightOfString(covers, { width: textWidth }) : 0) +
      12;
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y + 6;
    doc.font(fonts.bold).fontSize(10).fillColor("black");
    doc.text(entry.bilagaNr, left, y, { width: NUMBER_WIDTH });
    doc.font(fonts.regular).text(name, textX, y, { width: textWidth });
    if (covers) doc.fontSize(9).fillColor(GREY).text(covers, textX, doc.y, { width: textWidth });
    doc.moveDown(0.3);
    rule();
  }
  doc.end();
  return done;
}
