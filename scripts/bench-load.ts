import autocannon from "autocannon";

/*
 * One load run with autocannon against the server: `connections` connections, each a virtual user
 * that sends one request at a time (no pipelining), its next request chosen by `next`. Latencies
 * are collected per response (autocannon's own summary has no 95th percentile and counts only
 * 2xx), after a warm-up whose answers are not counted.
 */

export interface LoadRequest {
  /** What the request is, for the per-kind figures of a mixed run. */
  kind: string;
  method: "GET" | "POST" | "PUT";
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Statuses that are not errors; default 2xx. */
  expect?: readonly number[];
}

export interface LoadPlan {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** The next request of connection `connection` (0 … connections − 1). */
  next: (connection: number) => LoadRequest;
}

export interface LatencyFigures {
  requests: number;
  p50: number;
  p95: number;
  errors: number;
}

export interface LoadResult extends LatencyFigures {
  perSecond: number;
  seconds: number;
  /** Answers by status, warm-up excluded. */
  statuses: Record<string, number>;
  /** Connection errors and timeouts (no answer at all). */
  failures: number;
  byKind: Record<string, LatencyFigures & { perSecond: number }>;
  /** Answer bytes per request (headers included), on average. */
  bytesPerRequest: number;
  /** Every answer, warm-up included (for the server's CPU time per request). */
  answered: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

function figures(times: number[], errors: number): LatencyFigures {
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    errors,
  };
}

export async function runLoad(base: string, plan: LoadPlan): Promise<LoadResult> {
  const url = new URL(base);
  const countFrom = Date.now() + plan.warmupSeconds * 1000;
  let countedUntil = countFrom;
  const times = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const statuses: Record<string, number> = {};
  let bytes = 0;
  let failures = 0;
  let connection = 0;
  let answered = 0;

  let finished: (result: autocannon.Result) => void = () => {};
  let failed: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const options: autocannon.Options = {
    url: url.origin,
    connections: plan.connections,
    duration: plan.warmupSeconds + plan.seconds,
    timeout: 20,
    // Replaced per connection in setupClient.
    requests: [{ method: "GET", path: "/api/health/live" }],
    setupClient(client) {
      const index = connection++;
      let current: LoadRequest | undefined;
      client.setRequests([
        {
          setupRequest: (request) => {
            current = plan.next(index);
            return {
              ...request,
              method: current.method,
              path: current.path,
              headers: { ...current.headers },
              ...(current.body ? { body: current.body } : {}),
            };
          },
        },
      ]);
      client.on("response", (status: number, responseBytes: number, ms: number) => {
        answered++;
        const now = Date.now();
        if (now < countFrom || !current) return;
        countedUntil = now;
        const ok = current.expect ? current.expect.includes(status) : status >= 200 && status < 300;
        statuses[status] = (statuses[status] ?? 0) + 1;
        bytes += responseBytes;
        const kind = current.kind;
        if (!times.has(kind)) times.set(kind, []);
        times.get(kind)?.push(ms);
        if (!ok) errors.set(kind, (errors.get(kind) ?? 0) + 1);
      });
    },
  };
  const instance = autocannon(options, (error, result) =>
    error ? failed(error) : finished(result),
  );
  instance.on("reqError", () => {
    if (Date.now() >= countFrom) failures++;
  });
  const summary = await done;
  failures = Math.max(failures, summary.timeouts > 0 ? summary.timeouts : 0);

  const seconds = Math.max(0.001, (countedUntil - countFrom) / 1000);
  const all = [...times.values()].flat();
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  const byKind: LoadResult["byKind"] = {};
  for (const [kind, list] of times) {
    byKind[kind] = { ...figures(list, errors.get(kind) ?? 0), perSecond: list.length / seconds };
  }
  return {
    ...figures(all, errorCount + failures),
    perSecond: all.length / seconds,
    seconds,
    statuses,
    failures,
    byKind,
    bytesPerRequest: all.length > 0 ? bytes / all.length : 0,
    answered,
  };
}
