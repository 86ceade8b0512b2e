import { readFileSync } from "node:fs";
import { join } from "node:path";
import { appRoot } from "../../../lib/app-root";

let regular: Uint8Array | undefined;

/**
 * Noto Sans Regular, the portfolio's typeface (assets/fonts, found from the project folder that
 * the source and the built server share), for the filled fields: names in Latin with its
 * extensions, Greek, Cyrillic and Vietnamese print as written. Read once per process.
 */
export function formFontBytes(): Uint8Array {
  regular ??= new Uint8Array(
    readFileSync(join(appRoot, "assets", "fonts", "NotoSans-Regular.ttf")),
  );
  return regular;
}
