import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/**
 * How the web app's modules import each other: the imports from one feature folder into another
 * (`src/web/features/<x>` → `src/web/features/<y>`) and the import circles. Run it with
 * `npx tsx scripts/web-imports.ts`; the figures before and after a change of layout are measured the
 * same way. The linter refuses a feature reaching past another's `index.ts` (decision 182); this
 * counts what is left.
 */

export interface SourceFile {
  /** Path from the project root, with forward slashes: `src/web/features/goals/api/update-goal.ts`. */
  path: string;
  text: string;
}

/** One import statement (`import`, `export … from`, or `import()`) and the project file it names. */
export interface ResolvedImport {
  from: string;
  to: string;
}

export interface FeatureImport extends ResolvedImport {
  fromFeature: string;
  toFeature: string;
  /** Past the other feature's `index.ts`, into one of its files. */
  isDeep: boolean;
}

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
const FEATURE = /^src\/web\/features\/([^/]+)\//;

/** The project file an import names, or null for a package or a file outside the given ones. */
export function resolveImport(
  fromPath: string,
  specifier: string,
  known: ReadonlySet<string>,
): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith(".")) base = join(dirname(fromPath), specifier);
  else return null;
  base = base.split("\\").join("/");
  for (const extension of EXTENSIONS) {
    if (known.has(base + extension)) return base + extension;
  }
  return null;
}

/** Every import of one project file into another, one entry per statement. */
export function collectImports(files: readonly SourceFile[]): ResolvedImport[] {
  const known = new Set(files.map((file) => file.path));
  const imports: ResolvedImport[] = [];
  for (const file of files) {
    for (const imported of ts.preProcessFile(file.text, true, true).importedFiles) {
      const to = resolveImport(file.path, imported.fileName, known);
      if (to !== null) imports.push({ from: file.path, to });
    }
  }
  return imports;
}

/** The imports that cross from one web feature folder into another. */
export function featureImports(imports: readonly ResolvedImport[]): FeatureImport[] {
  return imports.flatMap((entry) => {
    const fromFeature = FEATURE.exec(entry.from)?.[1];
    const toFeature = FEATURE.exec(entry.to)?.[1];
    if (fromFeature === undefined || toFeature === undefined || fromFeature === toFeature)
      return [];
    const isDeep = !/^index\.tsx?$/.test(entry.to.slice(`src/web/features/${toFeature}/`.length));
    return [{ ...entry, fromFeature, toFeature, isDeep }];
  });
}

/**
 * The import circles: each strongly connected group of two or more files (or a file importing
 * itself), its files sorted. Type-only imports count too: a circle of types still ties the files.
 */
export function importCircles(imports: readonly ResolvedImport[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const { from, to } of imports) {
    edges.set(from, [...(edges.get(from) ?? []), to]);
    if (!edges.has(to)) edges.set(to, []);
  }
  // Tarjan's algorithm, iterative so a long chain of imports cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let counter = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; next: number }[] = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter);
    counter += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = edges.get(frame.node)!;
      if (frame.next < targets.length) {
        const target = targets[frame.next]!;
        frame.next += 1;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.node);
      if (group.length > 1 || targets.includes(frame.node)) circles.push(group.sort());
    }
  }
  return circles;
}

/** The TypeScript files under a folder, with paths from the project root. */
export function readSources(root: string, folder: string): SourceFile[] {
  const found: SourceFile[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name)) {
        found.push({
          path: relative(root, path).split("\\").join("/"),
          text: readFileSync(path, "utf8"),
        });
      }
    }
  };
  const start = resolve(root, folder);
  if (existsSync(start)) visit(start);
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const imports = collectImports(readSources(root, "src/web"));
  const crossing = featureImports(imports);
  const deep = crossing.filter((entry) => entry.isDeep);
  console.log(`Imports from one web feature into another: ${crossing.length}`);
  console.log(`  past the other feature's index.ts: ${deep.length}`);
  const pairs = new Map<string, number>();
  for (const entry of crossing) {
    const pair = `${entry.fromFeature} → ${entry.toFeature}`;
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  for (const [pair, count] of [...pairs].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${String(count).padStart(3)}  ${pair}`);
  }
  for (const entry of deep) console.log(`  deep: ${entry.from} → ${entry.to}`);
  const circles = importCircles(imports);
  console.log(`Import circles in src/web: ${circles.length}`);
  for (const circle of circles) console.log(`  ${circle.join(" ↔ ")}`);
}
