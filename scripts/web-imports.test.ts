import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  collectImports,
  featureImports,
  importCircles,
  readSources,
  type SourceFile,
} from "./web-imports";

const file = (path: string, ...imports: string[]): SourceFile => ({
  path,
  text: imports.map((from, i) => `import { x${i} } from "${from}";`).join("\n"),
});

describe("web imports", () => {
  it("resolves relative and @/ imports to project files and leaves packages out", () => {
    const files = [
      file("src/web/features/a/api/get-a.ts", "../../b", "@/web/lib/api", "react", "./missing"),
      file("src/web/features/b/index.ts"),
      file("src/web/lib/api.ts"),
    ];
    expect(collectImports(files)).toEqual([
      { from: "src/web/features/a/api/get-a.ts", to: "src/web/features/b/index.ts" },
      { from: "src/web/features/a/api/get-a.ts", to: "src/web/lib/api.ts" },
    ]);
  });

  it("counts each statement, multi-line, type-only and re-exports too", () => {
    const files = [
      {
        path: "src/web/features/a/a.tsx",
        text: [
          'import type { T } from "../b/b";',
          "import {",
          "  one,",
          "  two,",
          '} from "../b/b";',
          'export { three } from "@/web/features/b/b";',
          'const lazy = () => import("../b");',
        ].join("\n"),
      },
      file("src/web/features/b/b.ts"),
      file("src/web/features/b/index.ts"),
    ];
    expect(collectImports(files)).toHaveLength(4);
  });

  it("tells an import through another feature's index.ts from one past it", () => {
    const files = [
      file("src/web/features/a/components/a.tsx", "../../b", "../../b/api/get-b", "../api/own"),
      file("src/web/features/a/api/own.ts"),
      file("src/web/features/b/index.ts"),
      file("src/web/features/b/api/get-b.ts"),
      file("src/web/app/routes/b.tsx", "@/web/features/b/api/get-b"),
    ];
    const crossing = featureImports(collectImports(files));
    expect(crossing.map(({ toFeature, isDeep }) => ({ toFeature, isDeep }))).toEqual([
      { toFeature: "b", isDeep: false },
      { toFeature: "b", isDeep: true },
    ]);
  });

  it("finds import circles, however long, and nothing else", () => {
    const files = [
      file("src/a.ts", "./b"),
      file("src/b.ts", "./a", "./c"),
      file("src/c.ts", "./d"),
      file("src/d.ts", "./e"),
      file("src/e.ts", "./c"),
      file("src/f.ts", "./a", "./f"),
    ];
    expect(importCircles(collectImports(files))).toEqual([
      ["src/c.ts", "src/d.ts", "src/e.ts"],
      ["src/a.ts", "src/b.ts"],
      ["src/f.ts"],
    ]);
  });

  // The linter refuses these at the depths of today's folders (decision 182); this holds the whole
  // tree, however deep, by the files the imports reach.
  it("finds no web feature reaching past another's index.ts, and no import circle in src/web", () => {
    const imports = collectImports(readSources(join(import.meta.dirname, ".."), "src/web"));
    expect(featureImports(imports).filter((entry) => entry.isDeep)).toEqual([]);
    expect(importCircles(imports)).toEqual([]);
  });
});
