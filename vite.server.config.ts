import { defineConfig } from "vite";

/**
 * The server, compiled ahead of time into dist/server so production runs plain `node` (no
 * TypeScript transpiler loaded at start). Packages from node_modules stay external: they are
 * installed next to it, and bundling them would only make the build slower and larger.
 */
export default defineConfig({
  publicDir: false,
  logLevel: "warn",
  build: {
    // The worker threads (portfolio PDFs, the application's forms) are entries of their own, next
    // to main.js (decisions 163, 197).
    ssr: true,
    outDir: "dist/server",
    emptyOutDir: true,
    target: "node20",
    // Readable stack traces without a source map: names and lines stay close to the source.
    minify: false,
    sourcemap: false,
    rolldownOptions: {
      input: {
        main: "src/server/main.ts",
        "portfolio-pdf-worker": "src/server/features/portfolio/portfolio-pdf.worker.ts",
        "application-documents-worker":
          "src/server/features/application/application-documents.worker.ts",
      },
      output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
});
