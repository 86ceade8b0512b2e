import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockAddress, lockDataDir } from "./lock";

/**
 * Real second processes: a child takes the lock on the same directory and says what happened, then
 * holds it until it is killed.
 */
const LOCK_MODULE = join(import.meta.dirname, "lock.ts");
let dir: string;
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

function takeLockInChild(dataDir: string): { child: ChildProcess; said: Promise<string> } {
  const script = join(dataDir, "..", `take-lock-${crypto.randomUUID()}.mts`);
  writeFileSync(
    script,
    `import { lockDataDir } from ${JSON.stringify(LOCK_MODULE)};
try {
  await lockDataDir(process.argv[2]);
  console.log("locked");
  setInterval(() => {}, 1000);
} catch (error) {
  console.log("refused: " + error.message);
  process.exit(0);
}
`,
  );
  const child = spawn(process.execPath, ["--import", "tsx", script, dataDir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const said = new Promise<string>((done) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) done(out.trim());
    });
    child.on("exit", () => done(out.trim()));
  });
  void said.finally(() => rmSync(script, { force: true }));
  return { child, said };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((done) => {
    child.once("exit", () => done());
    child.kill("SIGKILL");
  });

describe("data directory lock", () => {
  it("refuses a second process while the first holds it, naming the directory and the holder", async () => {
    dir = mkdtempSync(join(tmpdir(), "lock-"));
    const first = takeLockInChild(dir);
    expect(await first.said).toBe("locked");

    const second = takeLockInChild(dir);
    expect(await second.said).toMatch(new RegExp(`^refused: .*${dir}.*pid ${first.child.pid}`));
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
  }, 30_000);

  it("is released by the kernel when the holder is killed: the next process takes it", async () => {
    dir = mkdtempSync(join(tmpdir(), "lock-"));
    const first = takeLockInChild(dir);
    expect(await first.said).toBe("locked");
    await killed(first.child);
    // The dead holder's socket file is still there; nobody answers on it.
    expect(existsSync(lockAddress(dir))).toBe(true);

    const second = takeLockInChild(dir);
    expect(await second.said).toBe("locked");
    await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`pid ${second.child.pid}`));
  }, 30_000);

  it("is keyed on the directory, not the process id: the same process cannot take it twice", async () => {
    dir = mkdtempSync(join(tmpdir(), "lock-"));
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await release();
    expect(existsSync(lockAddress(dir))).toBe(false);
    const again = await lockDataDir(dir);
    await again();
  });

  it("refuses a directory whose path is too long for a socket, with a clear message", async () => {
    dir = mkdtempSync(join(tmpdir(), "lock-"));
    const deep = join(dir, "d".repeat(120));
    await expect(lockDataDir(deep)).rejects.toThrow(/för lång/);
  });
});
