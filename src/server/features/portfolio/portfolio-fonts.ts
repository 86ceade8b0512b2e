import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import * as pdfkit from "pdfkit";
import { appRoot } from "../../lib/app-root";

// @types/pdfkit predates pdfkit 0.20's named export registerFile; its signature from pdfkit's own.
const { registerFile } = pdfkit as unknown as {
  registerFile(path: string, data: Uint8Array): void;
};

/**
 * The book's typeface: Noto Sans, regular and bold, whole (Latin with its extensions, Greek,
 * Cyrillic and Vietnamese; decision 157), so names such as Łukasz, Petrović or Ольга print as
 * written. Embedded in every PDF, subset to the letters used, so each reader sees the same letters
 * and the text stays selectable. The two files are kept in the project, `assets/fonts/` with their
 * licence (decision 188), found from the project folder, which the source and the compiled server
 * in dist/ share.
 */
export type PortfolioFonts = Record<"regular" | "bold", string>;

let loaded: PortfolioFonts | undefined;

/**
 * Under a path of pdfkit's in-memory files: each document then opens the font once and finds it
 * again by that path, where bytes given directly would be parsed anew for every table cell.
 */
function register(file: string): string {
  const path = `/st-portalen/fonts/${basename(file)}`;
  registerFile(path, readFileSync(file));
  return path;
}

/** Read once per process: about 1.2 MB that every download needs. */
export function portfolioFonts(): PortfolioFonts {
  if (!loaded) {
    const folder = join(appRoot, "assets", "fonts");
    loaded = {
      regular: register(join(folder, "NotoSans-Regular.ttf")),
      bold: register(join(folder, "NotoSans-Bold.ttf")),
    };
  }
  return loaded;
}
