import { PORTFOLIO_MESSAGES as M } from "../../../shared/messages/portfolio";
import type { SessionActor } from "../../context";
import type { Db } from "../../db/client";
import { listGoalCatalogue, loadActiveCatalogue } from "../catalogue";
import { getRecord } from "../records";
import { buildPortfolio } from "./portfolio-content";
import type { PortfolioRenderer } from "./portfolio-renderer";

export interface Portfolio {
  /** 'Utbildningsbok Åsa Öberg 2025-03-01.pdf'. */
  fileName: string;
  pdf: Buffer;
}

/**
 * The portfolio of one ST doctor: the record exactly as the record route reads it (so the same
 * policy decision and the same 403/404), the clinic's goals of the doctor's model and the
 * examinations in use, laid out as a PDF off the request thread, or the same book's PDF from the
 * cache (decision 163). Reads are not audited, so neither is this (decision 151).
 */
export async function getPortfolio(
  db: Db,
  renderer: PortfolioRenderer,
  actor: SessionActor,
  doctorId: string,
): Promise<Portfolio> {
  const content = await portfolioContent(db, actor, doctorId);
  const pdf = await renderer.render(actor.id, content);
  return { fileName: `${M.fileName(content.doctorName, content.printedOn)}.pdf`, pdf };
}

/** What the book says, read as the record route reads it (the same policy, 403 and 404). */
export async function portfolioContent(db: Db, actor: SessionActor, doctorId: string) {
  const record = await getRecord(db, actor, doctorId);
  const model = record.formalities.stModel;
  const goals = (await listGoalCatalogue(db, record.formalities.specialty)).filter(
    (g) => g.model === model,
  );
  const catalogue = await loadActiveCatalogue(db);
  return buildPortfolio({ record, goals, catalogue });
}
