import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DEFAULT_THEME } from "@mantine/core";
import { build, type Plugin } from "vite";
import { theme } from "../src/web/app/theme";
import { usedMantineStyles } from "./mantine-styles";
import { precacheList, type ViteManifest } from "./service-worker-files";
import { type BuiltChunk, type ChunkPlan, planChunks } from "./web-chunks";
import { APP_ICONS, WEB_MANIFEST_PATH, webAppManifest } from "./web-manifest";

/**
 * `npm run build`'s web part: a first build, kept in memory, shows which chunks each route loads;
 * the second, written one groups modules by that plan (scripts/web-chunks.ts, decision 119) and
 * carries only the Mantine styles of the components the first one contained (decision 120). Last,
 * the web app manifest and the service worker of this build.
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
          moduleSizes: Object.fromEntries(
            Object.entries(output.modules).map(([id, module]) => [id, module.renderedLength]),
          ),
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

// The installable app (decision 217): the manifest, with the theme's colours, and the service
// worker, whose list of files and version come from this build, so a new build is a new worker.
const webDir = resolve("dist/web");
const viteManifest = JSON.parse(
  readFileSync(join(webDir, ".vite", "manifest.json"), "utf8"),
) as ViteManifest;
const primary = DEFAULT_THEME.colors[theme.primaryColor ?? "blue"];
const shade =
  typeof theme.primaryShade === "object" ? theme.primaryShade.light : theme.primaryShade;
writeFileSync(
  join(webDir, WEB_MANIFEST_PATH),
  `${JSON.stringify(
    webAppManifest({ theme: primary?.[shade ?? 8] ?? "#1971c2", background: DEFAULT_THEME.white }),
    null,
    2,
  )}\n`,
);
const files = precacheList(viteManifest, [
  "/favicon.svg",
  WEB_MANIFEST_PATH,
  ...APP_ICONS.map((icon) => icon.src),
]);
const version = createHash("sha256")
  .update(readFileSync(join(webDir, "index.html")))
  .update(files.join("\n"))
  .digest("hex")
  .slice(0, 16);
await build({
  configFile: false,
  logLevel: "warn",
  resolve: { alias: { "@": resolve("src") } },
  define: {
    __ST_VERSION__: JSON.stringify(version),
    __ST_FILES__: JSON.stringify(JSON.stringify(files)),
  },
  build: {
    outDir: webDir,
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: resolve("src/web/service-worker/sw.ts"),
      formats: ["es"],
      fileName: () => "sw.js",
    },
  },
});
