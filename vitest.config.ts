import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["tests/fixtures/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Test files share their worker's loaded modules instead of loading the server anew per file
    // (about a quarter of the suite's CPU time). No file relies on module state of its own: each
    // opens its own database and app.
    isolate: false,
  },
});
