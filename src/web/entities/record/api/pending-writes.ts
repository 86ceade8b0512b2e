/**
 * The writes to one cached value (an ST doctor's record) that the server has not answered yet.
 * What is shown is always the confirmed value with every write replayed on it in the order the
 * writes were sent (the order the server applies them): its answer once it has one, its optimistic
 * change until then. So:
 * - a failed write drops only its own change (a later edit stays on screen);
 * - an answer is applied to the value as it is then, never to a snapshot taken when the write
 *   began, and an early write's answer arriving after a later one cannot undo the later edit.
 * Free of React and the query client, so the ordering rules are tested on their own.
 *
 * Send order is the server's order only for writes that did not overlap: two writes on their way
 * at once may be applied by the server in either order. An answer that carries values worked out
 * from the whole record (`wholeRecord`, decision 118) may then be older than another's, so such a
 * burst is read again once it is over (`needsRead`).
 */
export type Change<T> = (value: T) => T;

export class PendingWrites<T> {
  private confirmed: T | undefined;
  /** The value last handed out; anything else in the cache was put there by a fetch. */
  private shown: T | undefined;
  /** In the order sent; `answer` once the server has answered. */
  private readonly writes = new Map<number, { change: Change<T>; answer?: Change<T> }>();
  private lastId = 0;
  /** In this burst (the writes since the queue was last idle): one began while another was out. */
  private overlapped = false;
  /** In this burst: a write whose answer speaks for the whole record. */
  private wholeRecord = false;

  /**
   * Starts a write: returns its id and the value to show (undefined: nothing cached yet).
   * `wholeRecord`: its answer carries values derived from the whole record.
   */
  begin(
    current: T | undefined,
    change: Change<T>,
    { wholeRecord = false }: { wholeRecord?: boolean } = {},
  ): { id: number; value: T | undefined } {
    this.adopt(current);
    if (this.idle) {
      this.overlapped = false;
      this.wholeRecord = false;
    } else this.overlapped = true;
    if (wholeRecord) this.wholeRecord = true;
    const id = ++this.lastId;
    this.writes.set(id, { change });
    return { id, value: this.compose() };
  }

  /** The server took the write; `answer` applies what it returned to the confirmed value. */
  confirm(id: number, current: T | undefined, answer: Change<T>): T | undefined {
    this.adopt(current);
    const write = this.writes.get(id);
    if (write) write.answer = answer;
    return this.compose();
  }

  /** The write failed: its change is dropped, every other pending change stays. */
  reject(id: number, current: T | undefined): T | undefined {
    this.adopt(current);
    this.writes.delete(id);
    return this.compose();
  }

  /**
   * The value as the cache stores it: the query cache keeps unchanged parts of the old value
   * (structural sharing), so what it holds is an equal copy, not the value handed out.
   */
  stored(value: T | undefined) {
    if (value !== undefined) this.shown = value;
  }

  /** No write is waiting for its answer (or for an earlier write's). */
  get idle(): boolean {
    return this.writes.size === 0;
  }

  /**
   * Idle after overlapping writes of which one answered for the whole record: the server may have
   * applied them in another order than their answers were merged, so the value is read again.
   */
  get needsRead(): boolean {
    return this.idle && this.overlapped && this.wholeRecord;
  }

  /** A value fetched from the server since (or before the first write) is the new confirmed one. */
  private adopt(current: T | undefined) {
    if (current !== undefined && current !== this.shown) this.confirmed = current;
  }

  private compose(): T | undefined {
    if (this.confirmed === undefined) return undefined;
    // Answered writes at the front are settled for good: they join the confirmed value.
    for (const [id, write] of this.writes) {
      if (!write.answer) break;
      this.confirmed = write.answer(this.confirmed);
      this.writes.delete(id);
    }
    let value: T = this.confirmed;
    for (const write of this.writes.values()) value = (write.answer ?? write.change)(value);
    this.shown = value;
    return value;
  }
}
