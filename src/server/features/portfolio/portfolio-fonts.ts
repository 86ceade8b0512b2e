import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename } from "node:path";
import * as pdfkit from "pdfkit";

// @types/pdfkit predates pdfkit 0.20's named export registerFile; its signature from pdfkit's own.
const { registerFile } = pdfkit as unknown as {
  registerFile(path: string, data: Uint8Array): void;
};

/**
 * The book's typeface: Noto Sans, regular and bold, whole (Latin with its extensions, Greek,
 * Cyrillic and Vietnamese; decision 157), so names such as Łukasz, Petrović or Ольга print as
 * written. Embedded in every PDF, subset to the letters used, so each reader sees the same letters
 * and the text stays selectable. The files are read from the installed package, resolved from
 * this module at run time: the compiled server in dist/ keeps node_modules external, so the same
 * path works there.
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
    // Each path literal, so the dependency check sees the package in use.
    const require = createRequire(import.meta.url);
    loaded = {
      regular: register(
        require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
      ),
      bold: register(require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf")),
    };
  }
  return loaded;
}
