import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The layering rules in biome.json (decisions 111 and 182) fire: probe files, each with one import, are
 * linted with the project's configuration in a scratch copy of the tree, and each import that breaks
 * a boundary is reported while the allowed ones are not.
 */
const ROOT = join(import.meta.dirname, "../..");
const BIOME = join(ROOT, "node_modules/.bin/biome");

const PROBES: { file: string; from: string; refused: boolean }[] = [
  { file: "src/shared/probe.ts", from: "../server/policy", refused: true },
  { file: "src/shared/probe.ts", from: "@/web/lib/api", refused: true },
  { file: "src/shared/probe.ts", from: "./roles", refused: false },
  { file: "src/web/probe.ts", from: "../server/policy", refused: true },
  { file: "src/web/probe.ts", from: "@/server/policy", refused: true },
  { file: "src/web/probe.ts", from: "@/shared/roles", refused: false },
  { file: "src/server/probe.ts", from: "../web/lib/api", refused: true },
  { file: "src/server/probe.ts", from: "@/web/lib/api", refused: true },
  { file: "src/server/probe.ts", from: "./features/users/users.repo", refused: false },
  { file: "src/server/features/probe/probe.ts", from: "../users/users.repo", refused: true },
  { file: "src/server/features/probe/probe.ts", from: "../users/sub/deep", refused: true },
  { file: "src/server/features/probe/probe.ts", from: "../../../web/lib/api", refused: true },
  { file: "src/server/features/probe/probe.ts", from: "../users", refused: false },
  { file: "src/server/features/probe/probe.ts", from: "../users/index", refused: false },
  { file: "src/server/features/probe/probe.ts", from: "../../policy", refused: false },
  { file: "src/server/features/probe/probe.ts", from: "./probe.repo", refused: false },
  { file: "src/server/features/probe/probe.ts", from: "../../../shared/roles", refused: false },
  // Records and files follow the same rule as every other feature.
  { file: "src/server/features/records/probe.ts", from: "../files/files.repo", refused: true },
  { file: "src/server/features/records/probe.ts", from: "../files", refused: false },
  { file: "src/server/features/files/probe.ts", from: "../users/users.repo", refused: true },
  // The portfolio reads the record through the records feature's entry only.
  {
    file: "src/server/features/portfolio/probe.ts",
    from: "../records/record-read.service",
    refused: true,
  },
  { file: "src/server/features/portfolio/probe.ts", from: "../records", refused: false },
  // Web features (decision 182): another feature only through its index.ts, by its alias; a
  // relative import stays inside the feature at every depth; the app is never imported.
  { file: "src/web/features/probe/probe.ts", from: "@/web/features/goals", refused: false },
  { file: "src/web/features/probe/probe.ts", from: "@/web/features/goals/api/x", refused: true },
  { file: "src/web/features/probe/probe.ts", from: "../goals/api/update-goal", refused: true },
  { file: "src/web/features/probe/probe.ts", from: "../goals", refused: true },
  { file: "src/web/features/probe/probe.ts", from: "./api/get-probe", refused: false },
  { file: "src/web/features/probe/probe.ts", from: "@/web/entities/record/api/x", refused: false },
  { file: "src/web/features/probe/probe.ts", from: "@/web/app/router", refused: true },
  { file: "src/web/features/probe/probe.ts", from: "@/server/policy", refused: true },
  { file: "src/web/features/probe/api/probe.ts", from: "../../goals/api/x", refused: true },
  { file: "src/web/features/probe/api/probe.ts", from: "../components/x", refused: false },
  { file: "src/web/features/probe/api/probe.ts", from: "../index", refused: false },
  { file: "src/web/features/probe/api/probe.ts", from: "@/web/lib/api-client", refused: false },
  { file: "src/web/features/probe/a/b/probe.ts", from: "../../../goals", refused: true },
  { file: "src/web/features/probe/a/b/probe.ts", from: "../../api/x", refused: false },
  { file: "src/web/features/probe/a/b/c/probe.ts", from: "../../../../goals/x", refused: true },
  { file: "src/web/features/probe/a/b/c/probe.ts", from: "../../../api/x", refused: false },
  { file: "src/web/features/probe/a/b/c/probe.ts", from: "node:fs", refused: true },
  // Shared web code (entities, components, hooks, lib) never imports a feature or the app.
  { file: "src/web/entities/probe/api/probe.ts", from: "@/web/features/goals", refused: true },
  { file: "src/web/entities/probe/api/probe.ts", from: "../../../features/goals/x", refused: true },
  {
    file: "src/web/entities/probe/api/probe.ts",
    from: "@/web/entities/record/api/x",
    refused: false,
  },
  { file: "src/web/components/probe.ts", from: "@/web/features/goals/api/x", refused: true },
  { file: "src/web/components/probe.ts", from: "@/web/entities/record/api/x", refused: false },
  { file: "src/web/hooks/probe.ts", from: "@/web/app/router", refused: true },
  { file: "src/web/lib/probe.ts", from: "../features/goals", refused: true },
  { file: "src/web/lib/probe.ts", from: "./api-client", refused: false },
  { file: "src/web/lib/probe.ts", from: "../server/policy", refused: true },
  // The app composes features and may reach into them.
  {
    file: "src/web/app/routes/probe.ts",
    from: "@/web/features/goals/components/x",
    refused: false,
  },
];

let scratch: string;
let refusedFiles: Set<string>;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "lint-boundaries-"));
  copyFileSync(join(ROOT, "biome.json"), join(scratch, "biome.json"));
  PROBES.forEach((probe, i) => {
    const file = join(scratch, probe.file.replace(/probe\.ts$/, `probe-${i}.ts`));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `import { x } from "${probe.from}";\n\nexport const y = x;\n`);
  });
  let out: string;
  try {
    out = execFileSync(BIOME, ["lint", "--vcs-enabled=false", "--reporter=json", "src"], {
      cwd: scratch,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    // Biome exits non-zero when it reports errors; the report is still on stdout.
    out = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as {
    diagnostics: { category: string; location: { path: { file: string } | string } }[];
  };
  refusedFiles = new Set(
    report.diagnostics
      .filter((d) => d.category === "lint/style/noRestrictedImports")
      .map((d) => {
        const path = d.location.path;
        return typeof path === "string" ? path : path.file;
      }),
  );
}, 60_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("import boundaries", () => {
  it.each(PROBES.map((p, i) => [p.file, p.from, p.refused, i] as const))(
    "%s importing %s: refused %s",
    (file, _from, refused, i) => {
      const name = file.replace(/probe\.ts$/, `probe-${i}.ts`);
      expect([...refusedFiles].some((f) => f.endsWith(name))).toBe(refused);
    },
  );
});
