import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as pdfkit from "pdfkit";
import { woffToSfnt } from "./woff";

// @types/pdfkit predates pdfkit 0.20's named export registerFile; its signature from pdfkit's own.
const { registerFile } = pdfkit as unknown as {
  registerFile(path: string, data: Uint8Array): void;
};

/**
 * The book's typeface: Noto Sans (regular and bold, Latin subset, which covers å, ä, ö, é and the
 * dashes), embedded in every PDF so each reader sees the same letters and the text stays
 * selectable. The files are read from the installed package, resolved from this module at run
 * time: the compiled server in dist/ keeps node_modules external, so the same path works there.
 */
const FONT_FILES = {
  regular: "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff",
  bold: "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff",
} as const;

export type PortfolioFonts = Record<keyof typeof FONT_FILES, string>;

let loaded: PortfolioFonts | undefined;

/** Read and unpacked once per process: about 70 kB that every download needs. */
export function portfolioFonts(): PortfolioFonts {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => {
      // A path of pdfkit's in-memory files: each document then opens the font once and finds it
      // again by that path, where bytes given directly would be parsed anew for every table cell.
      const path = `/st-portalen/fonts/${file
        .split("/")
        .pop()
        ?.replace(/\.woff$/, ".ttf")}`;
      registerFile(path, woffToSfnt(readFileSync(require.resolve(file))));
      return path;
    };
    loaded = { regular: read(FONT_FILES.regular), bold: read(FONT_FILES.bold) };
  }
  return loaded;
}
