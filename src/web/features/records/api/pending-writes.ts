/**
 * The writes to one cached value (an ST doctor's record) that the server has not answered yet.
 * What is shown is always the confirmed value with every write replayed on it in the order the
 * writes were sent (the order the server applies them): its answer once it has one, its optimistic
 * change until then. So:
 * - a failed write drops only its own change (a later edit stays on screen);
 * - an answer is applied to the value as it is then, never to a snapshot taken when the write
 *   began, and an early write's answer arriving after a later one cannot undo the later edit.
 * Free of React and the query client, so the ordering rules are tested on their own.
 */
export type Change<T> = (value: T) => T;

export class PendingWrites<T> {
  private confirmed: T | undefined;
  /** The value last handed out; anything else in the cache was put there by a fetch. */
  private shown: T | undefined;
  /** In the order sent; `answer` once the server has answered. */
  private readonly writes = new Map<number, { change: Change<T>; answer?: Change<T> }>();
  private lastId = 0;

  /** Starts a write: returns its id and the value to show (undefined: nothing cached yet). */
  begin(current: T | undefined, change: Change<T>): { id: number; value: T | undefined } {
    this.adopt(current);
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
