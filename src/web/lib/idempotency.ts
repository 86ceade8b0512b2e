/**
 * Creates are sent with an `Idempotency-Key` (decision 158): one key per opened form, the same on
 * every retry of it, so the server stores one row however often the request comes. Here the web
 * also sends a form's key only once at a time: a second click while the first save is on its way
 * starts nothing (the button is disabled too, but only after React has drawn it so).
 */

/** A variable of a create: what to send and the key of the form it came from. */
export interface Keyed {
  key: string;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

const sending = new Set<string>();

/** Whether a save with this key may start now; if so it counts as sending until released. */
export function claimSend(key: string): boolean {
  if (sending.has(key)) return false;
  sending.add(key);
  return true;
}

/** Called for every write when it has settled (lib/query-client.ts). */
export function releaseSend(variables: unknown): void {
  if (typeof variables === "object" && variables !== null && "key" in variables) {
    const { key } = variables as { key: unknown };
    if (typeof key === "string") sending.delete(key);
  }
}

/** A create's `mutate` that starts nothing while a save with the same key is on its way. */
export function sendOnce<V extends Keyed, O>(
  mutate: (variables: V, options?: O) => void,
): (variables: V, options?: O) => void {
  return (variables, options) => {
    if (claimSend(variables.key)) mutate(variables, options);
  };
}
