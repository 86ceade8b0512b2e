import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/** One file of a ZIP: bytes in hand (compressed), or a stream opened when its turn comes (stored). */
export type ZipSource =
  | { name: string; data: Uint8Array }
  | {
      name: string;
      mtime?: Date;
      /** Null when the object is gone: the entry is left out and `onMissing` is told. */
      open(): Promise<ReadableStream<Uint8Array> | null>;
    };

/**
 * Every entry says it was made on Unix, as a plain file readable by all (rw-r--r--). Info-ZIP's
 * unzip (Debian's 6.0) reads the names of entries from MS-DOS as code page 437 even when they are
 * flagged UTF-8, so 'å' would come out as '+\321'; from Unix it takes the UTF-8 name as written.
 * A Unix entry's permissions are the high half of its attributes: without them it extracts as 000.
 */
const UNIX = { os: 3, attrs: 0o100644 * 0x10000 } as const;

function madeOnUnix<T extends { os?: number; attrs?: number }>(entry: T): T {
  entry.os = UNIX.os;
  entry.attrs = UNIX.attrs;
  return entry;
}

/**
 * A ZIP written as it is read: each next chunk is produced only when the reader asks for it, so a
 * slow download holds at most one chunk of one file in memory, whatever the files' sizes. Streamed
 * files are stored, not compressed: certificates are PDFs and images that are compressed already.
 * `sources` is consumed in order; `onMissing` hears of a stream that could not be opened.
 */
export function createZipStream(
  sources: Iterable<ZipSource>,
  onMissing: (name: string) => void = () => {},
): ReadableStream<Uint8Array> {
  const pending: Uint8Array[] = [];
  let finished = false;
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else pending.push(chunk);
    if (final) finished = true;
  });
  const iterator = sources[Symbol.iterator]();
  let current: { entry: ZipPassThrough; reader: ReadableStreamDefaultReader<Uint8Array> } | null =
    null;

  /** Moves the ZIP on by one chunk of a file, one whole small file, or its end. */
  async function step() {
    if (current) {
      const { done, value } = await current.reader.read();
      if (done) {
        current.entry.push(new Uint8Array(0), true);
        current = null;
      } else {
        current.entry.push(value);
      }
      return;
    }
    const next = iterator.next();
    if (next.done) {
      zip.end();
      return;
    }
    const source = next.value;
    if ("data" in source) {
      const entry = madeOnUnix(new ZipDeflate(source.name, { level: 6 }));
      zip.add(entry);
      entry.push(source.data, true);
      return;
    }
    const stream = await source.open();
    if (!stream) {
      onMissing(source.name);
      return;
    }
    const entry = madeOnUnix(new ZipPassThrough(source.name));
    if (source.mtime) entry.mtime = source.mtime;
    zip.add(entry);
    current = { entry, reader: stream.getReader() };
  }

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        while (pending.length === 0 && !finished && !failure) await step();
        if (failure) throw failure;
        for (const chunk of pending.splice(0)) controller.enqueue(chunk);
        if (finished) controller.close();
      },
      async cancel(reason) {
        zip.terminate();
        await current?.reader.cancel(reason);
      },
    },
    // Nothing is read ahead of the consumer.
    { highWaterMark: 0 },
  );
}
