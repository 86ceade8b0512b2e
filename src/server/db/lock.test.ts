import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./lock";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("data directory lock", () => {
  it("refuses a second process with a message naming the directory and the holder", async () => {
    dir = mkdtempSync(join(tmpdir(), "lock-"));
    const other = spawn("sleep", ["10"]);
    try {
      writeFileSync(join(dir, "pglite.lock"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`${dir}.*pid ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that no longer runs, and releases it", async () => {
    dir = mkdtempSync(join(tmpdir(), "lock-"));
    writeFileSync(join(dir, "pglite.lock"), "999999999");
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(() => readFileSync(join(dir, "pglite.lock"))).toThrow();
  });
});
