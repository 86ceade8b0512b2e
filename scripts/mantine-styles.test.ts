import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { usedMantineStyles } from "./mantine-styles";

const coreDir = resolve("node_modules/@mantine/core");
const styles = (name: string) => readFileSync(resolve(coreDir, "styles", `${name}.css`), "utf8");
const module = (path: string) => resolve(coreDir, "esm", path);

describe("usedMantineStyles", () => {
  const css = usedMantineStyles(
    [
      module("components/Button/Button.module.mjs"),
      module("components/Button/Button.mjs"),
      module("components/UnstyledButton/UnstyledButton.module.mjs"),
      module("components/Radio/RadioCard/RadioCard.module.mjs"),
      module("utils/InlineInput/InlineInput.module.mjs"),
      "/p/src/web/app/global.css",
    ],
    coreDir,
  );

  it("holds the global styles and the stylesheets of the parts in the build, nested ones too", () => {
    for (const name of [
      "baseline",
      "global",
      "Button",
      "UnstyledButton",
      "RadioCard",
      "InlineInput",
    ]) {
      expect(css).toContain(styles(name));
    }
  });

  it("leaves out components the build does not use", () => {
    expect(css).not.toContain(styles("Table"));
    expect(css.length).toBeLessThan(
      readFileSync(resolve(coreDir, "styles.css"), "utf8").length / 3,
    );
  });

  it("keeps the full file's order, so a component still overrides the parts it is built on", () => {
    expect(css.indexOf(styles("UnstyledButton"))).toBeLessThan(css.indexOf(styles("Button")));
    expect(css.indexOf(styles("global"))).toBeLessThan(css.indexOf(styles("UnstyledButton")));
  });
});
