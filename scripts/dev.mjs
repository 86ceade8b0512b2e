#!/usr/bin/env node
// Development: the API server (tsx watch, port 3000) and Vite (port 5173, proxies /api) together.
// Ctrl-C, or either process ending, stops both.
import { spawn } from "node:child_process";
import { join } from "node:path";

// The local binaries directly (not through npx), so a signal reaches the real process.
const bin = (name) =>
  join("node_modules", ".bin", process.platform === "win32" ? `${name}.cmd` : name);

const children = [
  spawn(bin("tsx"), ["watch", "src/server/main.ts"], { stdio: "inherit" }),
  spawn(bin("vite"), [], { stdio: "inherit" }),
];

let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  }
  // Give them a moment to shut down cleanly, then make sure.
  setTimeout(() => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    process.exit(code);
  }, 3000).unref();
}

for (const child of children) {
  child.on("exit", (code) => stopAll(code ?? 0));
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
