/**
 * Answers of versioned routes (decision 256), held in memory with their tags so the next read of
 * the same address asks with If-None-Match and a 304 gives back the very same object: nothing is
 * parsed again, and the query cache sees unchanged data. They are personal, so the server marks them
 * `no-store`: the browser's own cache never keeps them, and this one is gone with the page and
 * emptied when the user signs out or the session ends.
 */
interface Held {
  tag: string;
  data: unknown;
}

/** Enough for the records and histories a user moves between. */
const LIMIT = 40;
const held = new Map<string, Held>();

export function heldAnswer(url: string): Held | undefined {
  const answer = held.get(url);
  if (answer) {
    held.delete(url);
    held.set(url, answer);
  }
  return answer;
}

/** Keeps a full answer if the server tagged it and asked no cache to store it. */
export function holdAnswer(url: string, response: Response, data: unknown): void {
  const tag = response.headers.get("ETag");
  if (!tag || !/no-store/i.test(response.headers.get("Cache-Control") ?? "")) {
    held.delete(url);
    return;
  }
  held.delete(url);
  held.set(url, { tag, data });
  for (const oldest of held.keys()) {
    if (held.size <= LIMIT) break;
    held.delete(oldest);
  }
}

export function forgetHeldAnswers(): void {
  held.clear();
  firstAnswers.clear();
}

/**
 * Answers the server put in the page it served (decision 273), each given once to the first read
 * of its address, so a first load waits for no round trip of its own. Dropped after a few seconds:
 * a read that comes later asks the server, with the answer's tag, as any other read does.
 */
interface FirstAnswer {
  tag: string | null;
  data: unknown;
}
const firstAnswers = new Map<string, FirstAnswer>();
const FIRST_ANSWERS_KEPT_MS = 10_000;

export function receiveFirstAnswers(answers: Record<string, FirstAnswer>): void {
  for (const [url, answer] of Object.entries(answers)) firstAnswers.set(url, answer);
  setTimeout(() => firstAnswers.clear(), FIRST_ANSWERS_KEPT_MS);
}

/** The page's answer for this address, once; it is then held like an answer just read. */
export function takeFirstAnswer(url: string): FirstAnswer | undefined {
  const answer = firstAnswers.get(url);
  if (!answer) return undefined;
  firstAnswers.delete(url);
  held.delete(url);
  if (answer.tag) held.set(url, { tag: answer.tag, data: answer.data });
  return answer;
}
