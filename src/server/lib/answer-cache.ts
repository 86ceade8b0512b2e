/** A built JSON answer: its text, and its gzip when it is large enough to be sent compressed. */
export interface PreparedAnswer {
  body: string;
  gzipped?: Buffer<ArrayBuffer>;
}

export interface AnswerCacheLimits {
  entries: number;
  bytes: number;
}

/** Enough for every record a busy clinic has open, and a fraction of the server's memory. */
export const DEFAULT_ANSWER_CACHE_LIMITS: AnswerCacheLimits = { entries: 500, bytes: 64 << 20 };

const sizeOf = (answer: PreparedAnswer) =>
  Buffer.byteLength(answer.body) + (answer.gzipped?.byteLength ?? 0);

/**
 * Built answers by their tag, least recently used out first, bounded in entries and in bytes. The
 * tag names the data's version from the database (decision 256), so an entry is never stale: a write
 * makes a new tag, and the old entry simply stops being asked for and ages out.
 */
export class AnswerCache {
  private readonly entries = new Map<string, PreparedAnswer>();
  private bytes = 0;

  constructor(private readonly limits: AnswerCacheLimits = DEFAULT_ANSWER_CACHE_LIMITS) {}

  get(tag: string): PreparedAnswer | undefined {
    const answer = this.entries.get(tag);
    if (answer) {
      // Map keeps insertion order: moving the entry to the end makes the first the least used.
      this.entries.delete(tag);
      this.entries.set(tag, answer);
    }
    return answer;
  }

  set(tag: string, answer: PreparedAnswer): void {
    const size = sizeOf(answer);
    if (size > this.limits.bytes) return;
    const earlier = this.entries.get(tag);
    if (earlier) {
      this.entries.delete(tag);
      this.bytes -= sizeOf(earlier);
    }
    this.entries.set(tag, answer);
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(entry);
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
