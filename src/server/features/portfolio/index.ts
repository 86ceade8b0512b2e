/**
 * The portfolio feature's public entry for other features: its book layout and its PDF renderer,
 * which print any document made of sections (the IUP's revisions, issue 25).
 */
export type { PortfolioContent, PortfolioSection } from "./portfolio-content";
