import { resolve } from "node:path";
import { build, type Plugin } from "vite";
import { usedMantineStyles } from "./mantine-styles";
import { type BuiltChunk, type ChunkPlan, planChunks } from "./web-chunks";

/**
 * `npm run build`'s web part: a first build, kept in memory, shows which chunks each route loads;
 * the second, written one groups modules by that plan (scripts/web-chunks.ts, decision 119) and
 * carries only the Mantine styles of the components the first one contained (decision 120).
 */
const PUBLIC_ROUTES = ["landing", "login", "reset-password"].map((page) =>
  resolve(`src/web/app/routes/${page}.tsx`),
);

function collectChunks(into: BuiltChunk[]): Plugin {
  return {
    name: "st-collect-chunks",
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        into.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId,
          moduleIds: output.moduleIds,
          imports: output.imports,
        });
      }
    },
  };
}

const firstBuild: BuiltChunk[] = [];
await build({
  logLevel: "warn",
  build: { write: false, emptyOutDir: false, minify: false },
  plugins: [collectChunks(firstBuild)],
});
const plan: ChunkPlan = planChunks(firstBuild, PUBLIC_ROUTES);
const mantineStyles = usedMantineStyles(
  firstBuild.flatMap((chunk) => chunk.moduleIds),
  resolve("node_modules/@mantine/core"),
);

/** Serves the used part of Mantine's styles where the app imports all of them. */
const usedStylesOnly: Plugin = {
  name: "st-used-mantine-styles",
  enforce: "pre",
  resolveId: (source) =>
    source === "@mantine/core/styles.css" ? resolve("src/web/mantine-used.css") : null,
  load: (id) => (id === resolve("src/web/mantine-used.css") ? mantineStyles : null),
};

await build({
  plugins: [usedStylesOnly],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only the planned modules; what they import stays where the plan puts it.
          includeDependenciesRecursively: false,
          groups: [{ name: (id) => plan.get(id) ?? null }],
        },
      },
    },
  },
});
