import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { createZipStream } from "./zip-stream";

const CHUNK = 64 * 1024;

/** A large file made on demand, counting how many chunks were asked for. */
function lazyFile(chunks: number) {
  const counter = { produced: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.produced === chunks) return controller.close();
        controller.enqueue(new Uint8Array(CHUNK).fill(counter.produced % 251));
        counter.produced++;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

describe("createZipStream", () => {
  it("reads a file no further ahead than the reader has come", async () => {
    const big = lazyFile(160); // 10 MB
    const zip = createZipStream([{ name: "stor.bin", open: async () => big.stream }]);
    const reader = zip.getReader();
    let received = 0;
    const parts: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      received += value.byteLength;
      // At most a chunk or two of the file is taken before the reader asks for it.
      expect(big.counter.produced * CHUNK).toBeLessThanOrEqual(received + 2 * CHUNK);
    }
    const whole = new Uint8Array(received);
    let at = 0;
    for (const part of parts) {
      whole.set(part, at);
      at += part.byteLength;
    }
    const entry = unzipSync(whole)["stor.bin"]!;
    expect(entry.byteLength).toBe(160 * CHUNK);
    expect(entry[CHUNK * 7]).toBe(7);
  });

  it("writes bytes in hand, opens streams in turn and skips one that is gone", async () => {
    const missing: string[] = [];
    const zip = createZipStream(
      [
        { name: "filer/å.txt", open: async () => new Blob(["hej"]).stream() },
        { name: "filer/borta.pdf", open: async () => null },
        { name: "uppgifter.json", data: new TextEncoder().encode('{"a":1}') },
      ],
      (name) => missing.push(name),
    );
    const entries = unzipSync(new Uint8Array(await new Response(zip).arrayBuffer()));
    expect(Object.keys(entries)).toEqual(["filer/å.txt", "uppgifter.json"]);
    expect(new TextDecoder().decode(entries["filer/å.txt"])).toBe("hej");
    expect(missing).toEqual(["filer/borta.pdf"]);
  });

  it("stops reading the file when the download is abandoned", async () => {
    const big = lazyFile(1000);
    const reader = createZipStream([
      { name: "stor.bin", open: async () => big.stream },
    ]).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    const taken = big.counter.produced;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(big.counter.produced).toBe(taken);
    expect(taken).toBeLessThan(5);
  });

  it("writes names that Info-ZIP's unzip extracts as written, as ordinary readable files", async () => {
    const name = "Intyg delmål STa2 – åäö.pdf";
    const zip = createZipStream([
      { name: `filer/${name}`, open: async () => new Blob(["intyg"]).stream() },
      { name: "uppgifter åäö.json", data: new TextEncoder().encode("{}") },
    ]);
    const dir = await mkdtemp(join(tmpdir(), "st-zip-"));
    try {
      const file = join(dir, "export.zip");
      await writeFile(file, new Uint8Array(await new Response(zip).arrayBuffer()));
      const out = join(dir, "ut");
      // Debian's unzip 6.0, the tool most Linux users open an archive with.
      await promisify(execFile)("unzip", ["-q", file, "-d", out]);
      expect((await readdir(out)).sort()).toEqual(["filer", "uppgifter åäö.json"]);
      expect(await readdir(join(out, "filer"))).toEqual([name]);
      // Made on Unix, an entry carries its own permissions: readable, not 000.
      const mode = (await stat(join(out, "filer", name))).mode & 0o777;
      expect(mode).toBe(0o644);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
