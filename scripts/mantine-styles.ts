import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const GLOBAL_STYLES = ["baseline", "default-css-variables", "global"];
// Each styled part of @mantine/core is a CSS module; its file name names its stylesheet.
const STYLED_MODULE = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/**
 * The part of `@mantine/core/styles.css` a build uses: the global styles and the stylesheet of
 * every component part whose module is in the build, in the order of the full file (later
 * components override earlier ones, so the order matters). Decision 120.
 */
export function usedMantineStyles(moduleIds: Iterable<string>, coreDir: string): string {
  const names = new Set<string>();
  for (const id of moduleIds) {
    const name = STYLED_MODULE.exec(id)?.[1];
    if (name) names.add(name);
  }
  const full = readFileSync(join(coreDir, "styles.css"), "utf8");
  const parts = [...names]
    .map((name) => join(coreDir, "styles", `${name}.css`))
    .filter((file) => existsSync(file))
    .map((file) => {
      const css = readFileSync(file, "utf8");
      const at = full.indexOf(css.trim().slice(0, 400));
      if (at < 0) throw new Error(`${file} finns inte i @mantine/core/styles.css`);
      return { at, css };
    })
    .sort((a, b) => a.at - b.at);
  const globals = GLOBAL_STYLES.map((name) =>
    readFileSync(join(coreDir, "styles", `${name}.css`), "utf8"),
  );
  return [...globals, ...parts.map((part) => part.css)].join("\n");
}
