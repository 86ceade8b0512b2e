import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** The server as an operator starts it, against a database that is not there. */
const root = resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(join(tmpdir(), "st-portalen-startup-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(join(root, "node_modules/.bin/tsx"), ["src/server/main.ts"], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        DATA_DIR: dataDir,
        ...env,
      },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const killer = setTimeout(() => child.kill("SIGKILL"), 25_000);
    child.on("close", (code) => {
      clearTimeout(killer);
      done({ code, stdout, stderr });
    });
  });
}

describe("start-up without a database", () => {
  it("prints one line naming DATABASE_URL and the cause, hides the password, and exits non-zero", async () => {
    const result = await start({ DATABASE_URL: "postgres://portal:hemligt@127.0.0.1:1/st" });
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("DATABASE_URL");
    expect(lines[0]).toContain("127.0.0.1:1");
    expect(lines[0]).toMatch(/ECONNREFUSED/);
    expect(result.stderr + result.stdout).not.toContain("hemligt");
  }, 30_000);
});
