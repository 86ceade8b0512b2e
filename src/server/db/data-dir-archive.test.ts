import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { packDirectory, unpackDirectory } from "./data-dir-archive";

const scratch = mkdtempSync(join(tmpdir(), "data-dir-archive-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("a data directory packed and unpacked", () => {
  it("comes back with its files, their bytes and modes, and its empty directories", () => {
    const source = join(scratch, "source");
    mkdirSync(join(source, "base", "5"), { recursive: true });
    mkdirSync(join(source, "pg_twophase"), { recursive: true });
    writeFileSync(join(source, "PG_VERSION"), "18\n", { mode: 0o600 });
    // Sizes on, just off and across the archive's 512-byte blocks.
    const sizes = [0, 511, 512, 513, 8192, 100_000];
    for (const size of sizes) {
      writeFileSync(join(source, "base", "5", String(size)), Buffer.alloc(size, size % 251));
    }
    const target = join(scratch, "target");
    unpackDirectory(packDirectory(source), target);
    expect(readFileSync(join(target, "PG_VERSION"), "utf8")).toBe("18\n");
    expect(statSync(join(target, "PG_VERSION")).mode & 0o777).toBe(0o600);
    expect(statSync(join(target, "pg_twophase")).isDirectory()).toBe(true);
    for (const size of sizes) {
      expect(readFileSync(join(target, "base", "5", String(size)))).toEqual(
        Buffer.alloc(size, size % 251),
      );
    }
  });

  it("is a tar that names its entries relative to the directory", () => {
    const source = join(scratch, "plain");
    mkdirSync(join(source, "global"), { recursive: true });
    writeFileSync(join(source, "global", "pg_control"), "control");
    const tar = gunzipSync(packDirectory(source));
    expect(tar.subarray(0, 7).toString()).toBe("global/");
    expect(tar.subarray(257, 262).toString()).toBe("ustar");
    expect(tar.subarray(512, 529).toString()).toBe("global/pg_control");
  });

  it("refuses an archive that would write outside the directory", () => {
    const source = join(scratch, "outside");
    mkdirSync(source, { recursive: true });
    writeFileSync(join(source, "ab"), "x");
    // Rename the entry to '..' in place; the checksum is then wrong, but the name is read first.
    const tar = gunzipSync(packDirectory(source));
    tar.write("..", 0, "ascii");
    expect(() => unpackDirectory(gzipSync(tar), join(scratch, "outside-target"))).toThrow(
      /unsafe name/,
    );
  });
});
