import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  writeSync,
} from "node:fs";
import { join, posix } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";

/*
 * A data directory as a gzipped tar (ustar): regular files and directories, names relative to the
 * directory, no links. Enough for an embedded database's directory, and readable with `tar`.
 */

const BLOCK = 512;
const NAME_LENGTH = 100;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, "0")}\0`;
}

function header(name: string, mode: number, size: number, directory: boolean): Buffer {
  if (Buffer.byteLength(name) >= NAME_LENGTH) throw new Error(`name too long for tar: ${name}`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, "utf8");
  block.write(octal(mode & 0o7777, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(0, 12), 136, "ascii");
  block.write(directory ? "5" : "0", 156, "ascii");
  block.write("ustar\u000000", 257, "ascii");
  // The checksum is taken with its own field read as spaces.
  block.fill(" ", 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return block;
}

/**
 * The directory's files and subdirectories, gzipped; the caller makes sure nothing writes to it.
 * @internal The build packs its template with it (scripts/make-pglite-template.ts), and the tests.
 */
export function packDirectory(dir: string): Buffer {
  const parts: Buffer[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(dir, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      const full = join(dir, name);
      const { mode } = statSync(full);
      if (entry.isDirectory()) {
        parts.push(header(`${name}/`, mode, 0, true));
        walk(name);
      } else if (entry.isFile()) {
        const bytes = readFileSync(full);
        parts.push(header(name, mode, bytes.length, false), bytes);
        const padding = (BLOCK - (bytes.length % BLOCK)) % BLOCK;
        if (padding > 0) parts.push(Buffer.alloc(padding));
      }
    }
  };
  walk("");
  parts.push(Buffer.alloc(2 * BLOCK));
  return gzipSync(Buffer.concat(parts), { level: 9 });
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("utf8");
}

/**
 * Writes an archive of `packDirectory` into `dir` (made if absent). Nothing is synced to disk: the
 * embedded database never syncs its own writes either (Emscripten's file system for Node has no
 * fsync), so its data survives the process ending, not the machine's.
 */
export function unpackDirectory(archive: Buffer, dir: string): void {
  const tar = gunzipSync(archive);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const block = tar.subarray(at, at + BLOCK);
    const name = field(block, 0, NAME_LENGTH).replace(/\/$/, "");
    if (name === "") break;
    if (posix.isAbsolute(name) || name.split("/").includes("..")) {
      throw new Error(`unsafe name in archive: ${name}`);
    }
    const mode = Number.parseInt(field(block, 100, 8), 8);
    const size = Number.parseInt(field(block, 124, 12), 8);
    const type = field(block, 156, 1);
    const target = join(dir, name);
    at += BLOCK;
    if (type === "5") {
      mkdirSync(target, { recursive: true, mode });
    } else if (type === "0" || type === "") {
      const fd = openSync(target, "w", mode);
      try {
        for (let written = 0; written < size; ) {
          written += writeSync(fd, tar, at + written, size - written);
        }
      } finally {
        closeSync(fd);
      }
      at += Math.ceil(size / BLOCK) * BLOCK;
    } else {
      throw new Error(`unexpected entry in archive: ${name} (type ${type})`);
    }
  }
}
