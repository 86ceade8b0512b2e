import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename } from "node:path";
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
export type PortfolioFonts = Record<"regular" | "bold", string>;

let loaded: PortfolioFonts | undefined;

/**
 * Under a path of pdfkit's in-memory files: each document then opens the font once and finds it
 * again by that path, where bytes given directly would be parsed anew for every table cell.
 */
function register(file: string): string {
  const path = `/st-portalen/fonts/${basename(file, ".woff")}.ttf`;
  registerFile(path, woffToSfnt(readFileSync(file)));
  return path;
}

/** Read and unpacked once per process: about 70 kB that every download needs. */
export function portfolioFonts(): PortfolioFonts {
  if (!loaded) {
    // Each path literal, so the dependency check sees the package in use.
    const require = createRequire(import.meta.url);
    loaded = {
      regular: register(
        require.resolve("@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff"),
      ),
      bold: register(
        require.resolve("@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff"),
      ),
    };
  }
  return loaded;
}
