import { describe, expect, it } from "vitest";
import { PendingWrites } from "./pending-writes";

/** A tiny record: one list of rows with a version each. */
interface Doc {
  rows: { id: string; text: string; version: number }[];
}
const setText =
  (id: string, text: string) =>
  (doc: Doc): Doc => ({ rows: doc.rows.map((r) => (r.id === id ? { ...r, text } : r)) });
const answered =
  (id: string, text: string, version: number) =>
  (doc: Doc): Doc => ({ rows: doc.rows.map((r) => (r.id === id ? { id, text, version } : r)) });
const add =
  (id: string, text: string) =>
  (doc: Doc): Doc => ({ rows: [...doc.rows, { id, text, version: 0 }] });

const start: Doc = { rows: [{ id: "a", text: "ett", version: 1 }] };

describe("PendingWrites", () => {
  it("shows the change at once and keeps the server's answer", () => {
    const writes = new PendingWrites<Doc>();
    const { id, value } = writes.begin(start, setText("a", "två"));
    expect(value?.rows[0]?.text).toBe("två");
    const after = writes.confirm(id, value, answered("a", "två", 2));
    expect(after?.rows[0]).toEqual({ id: "a", text: "två", version: 2 });
    expect(writes.idle).toBe(true);
  });

  it("rolls a failed write back to the value before it", () => {
    const writes = new PendingWrites<Doc>();
    const { id, value } = writes.begin(start, setText("a", "två"));
    expect(writes.reject(id, value)).toBe(start);
  });

  it("a failed write drops only its own change, not a later one", () => {
    const writes = new PendingWrites<Doc>();
    const first = writes.begin(start, setText("a", "två"));
    const second = writes.begin(first.value, add("b", "ny"));
    const after = writes.reject(first.id, second.value);
    expect(after?.rows).toEqual([
      { id: "a", text: "ett", version: 1 },
      { id: "b", text: "ny", version: 0 },
    ]);
    expect(writes.idle).toBe(false);
  });

  it("an earlier answer never overwrites a later edit of the same row", () => {
    const writes = new PendingWrites<Doc>();
    const first = writes.begin(start, setText("a", "två"));
    const second = writes.begin(first.value, setText("a", "tre"));
    // The first save's answer arrives while the second is still on its way.
    const shown = writes.confirm(first.id, second.value, answered("a", "två", 2));
    expect(shown?.rows[0]?.text).toBe("tre");
    const last = writes.confirm(second.id, shown, answered("a", "tre", 3));
    expect(last?.rows[0]).toEqual({ id: "a", text: "tre", version: 3 });
  });

  it("answers arriving out of order end with the last write's value", () => {
    const writes = new PendingWrites<Doc>();
    const first = writes.begin(start, setText("a", "två"));
    const second = writes.begin(first.value, setText("a", "tre"));
    // The second answer comes first; the first's (older) answer comes after and must not win.
    const shown = writes.confirm(second.id, second.value, answered("a", "tre", 3));
    expect(shown?.rows[0]?.text).toBe("tre");
    expect(writes.idle).toBe(false);
    const last = writes.confirm(first.id, shown, answered("a", "två", 2));
    expect(last?.rows[0]).toEqual({ id: "a", text: "tre", version: 3 });
    expect(writes.idle).toBe(true);
  });

  it("applies an answer to the current value, not to a snapshot from when the write began", () => {
    const writes = new PendingWrites<Doc>();
    const first = writes.begin(start, add("b", "ny"));
    const second = writes.begin(first.value, setText("a", "två"));
    writes.confirm(second.id, second.value, answered("a", "två", 2));
    const last = writes.confirm(first.id, undefined, add("b", "ny"));
    expect(last?.rows).toEqual([
      { id: "a", text: "två", version: 2 },
      { id: "b", text: "ny", version: 0 },
    ]);
  });

  it("takes a record fetched meanwhile as the confirmed one and replays what is pending", () => {
    const writes = new PendingWrites<Doc>();
    const first = writes.begin(start, add("b", "ny"));
    expect(first.value?.rows).toHaveLength(2);
    const fetched: Doc = { rows: [{ id: "a", text: "ändrad av någon annan", version: 5 }] };
    const shown = writes.reject(first.id, fetched);
    expect(shown).toBe(fetched);
  });

  it("knows an equal copy stored by the cache as its own, not as a fetched record", () => {
    const writes = new PendingWrites<Doc>();
    const first = writes.begin(start, add("b", "ny"));
    const copy = structuredClone(first.value);
    writes.stored(copy);
    const last = writes.confirm(first.id, copy, (doc) => ({
      rows: [...doc.rows, { id: "b-1", text: "ny", version: 1 }],
    }));
    // The pending row is replaced by the stored one, not kept beside it.
    expect(last?.rows.map((r) => r.id)).toEqual(["a", "b-1"]);
  });

  it("shows nothing before the record is cached", () => {
    const writes = new PendingWrites<Doc>();
    const { id, value } = writes.begin(undefined, add("b", "ny"));
    expect(value).toBeUndefined();
    expect(writes.confirm(id, undefined, add("b", "ny"))).toBeUndefined();
  });
});

describe("PendingWrites: when the record must be read again (decision 118)", () => {
  const whole = { wholeRecord: true };
  it.each([
    {
      case: "one write answering for the whole record: its answer is enough",
      run: (w: PendingWrites<Doc>) => {
        const a = w.begin(start, add("b", "ny"), whole);
        w.confirm(a.id, a.value, add("b", "ny"));
      },
      needsRead: false,
    },
    {
      case: "such writes one after the other, each answered before the next",
      run: (w: PendingWrites<Doc>) => {
        const a = w.begin(start, add("b", "ny"), whole);
        const shown = w.confirm(a.id, a.value, add("b", "ny"));
        const b = w.begin(shown, setText("a", "två"), whole);
        w.confirm(b.id, b.value, setText("a", "två"));
      },
      needsRead: false,
    },
    {
      case: "overlapping writes of which one answers for the whole record",
      run: (w: PendingWrites<Doc>) => {
        const a = w.begin(start, add("b", "ny"), whole);
        const b = w.begin(a.value, setText("a", "två"));
        w.confirm(b.id, b.value, setText("a", "två"));
        w.confirm(a.id, undefined, add("b", "ny"));
      },
      needsRead: true,
    },
    {
      case: "overlapping writes that answer only for their own rows",
      run: (w: PendingWrites<Doc>) => {
        const a = w.begin(start, setText("a", "två"));
        const b = w.begin(a.value, setText("a", "tre"));
        w.confirm(a.id, b.value, answered("a", "två", 2));
        w.confirm(b.id, undefined, answered("a", "tre", 3));
      },
      needsRead: false,
    },
    {
      case: "overlapping writes, the one for the whole record failed: the other still overlapped",
      run: (w: PendingWrites<Doc>) => {
        const a = w.begin(start, add("b", "ny"), whole);
        const b = w.begin(a.value, setText("a", "två"));
        w.reject(a.id, b.value);
        w.confirm(b.id, undefined, setText("a", "två"));
      },
      needsRead: true,
    },
  ])("$case: read again = $needsRead", ({ run, needsRead }) => {
    const writes = new PendingWrites<Doc>();
    run(writes);
    expect(writes.idle).toBe(true);
    expect(writes.needsRead).toBe(needsRead);
  });

  it("is not idle, so reads nothing, while a write is still out", () => {
    const writes = new PendingWrites<Doc>();
    const a = writes.begin(start, add("b", "ny"), whole);
    writes.begin(a.value, setText("a", "två"));
    writes.confirm(a.id, undefined, add("b", "ny"));
    expect(writes.needsRead).toBe(false);
  });

  it("starts afresh after it was idle", () => {
    const writes = new PendingWrites<Doc>();
    const a = writes.begin(start, add("b", "ny"), whole);
    const b = writes.begin(a.value, setText("a", "två"));
    writes.confirm(a.id, undefined, add("b", "ny"));
    const shown = writes.confirm(b.id, undefined, setText("a", "två"));
    expect(writes.needsRead).toBe(true);
    const c = writes.begin(shown, setText("a", "tre"));
    writes.confirm(c.id, undefined, setText("a", "tre"));
    expect(writes.needsRead).toBe(false);
  });
});
