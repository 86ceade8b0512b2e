import type { RunResult } from "./bench-budgets";
import { runLoad } from "./bench-load";
import { type BenchTargets, requestEncoding, type Scenario } from "./bench-scenarios";
import type { BenchServer } from "./bench-server";
import { refreshAll, type Session } from "./bench-sessions";

/*
 * The load runs of one database and size, one line each as they finish, and the reads before
 * them: the record's first full answer for its ETag, and the cohort's first read timed (on the
 * first read of a day every row of the scope is worked out, decision 258).
 */

/**
 * Each reader's first full answer's ETag (a tag names the reader too, decision 256), and the first
 * read of the cohort timed (rows worked out).
 */
export async function firstReads(
  base: string,
  record: string,
  readers: readonly Session[],
  cohortReader?: Session,
) {
  const ask = async (path: string, session: Session) => {
    const began = performance.now();
    const res = await fetch(`${base}${path}`, {
      // As the runs ask, so that the ETag is that of the answer they revalidate.
      headers: { ...requestEncoding(), cookie: session.cookie },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
    return { etag: res.headers.get("etag") ?? "", ms: performance.now() - began };
  };
  const recordEtags = new Map<Session, string>();
  for (const reader of readers) recordEtags.set(reader, (await ask(record, reader)).etag);
  const recordEtag = readers[0] ? (recordEtags.get(readers[0]) ?? "") : "";
  const cohort = cohortReader ? await ask("/api/cohort", cohortReader) : undefined;
  return { recordEtag, recordEtags, cohortFirstReadMs: cohort?.ms };
}

export async function runScenarios(
  server: BenchServer,
  scenarios: readonly Scenario[],
  targets: BenchTargets,
  options: { seconds: number; warmupSeconds: number; sessions: readonly Session[] },
): Promise<RunResult[]> {
  const runs: RunResult[] = [];
  for (const scenario of scenarios) {
    for (const connections of scenario.concurrencies) {
      await refreshAll(server.base, options.sessions);
      const cpuBefore = server.cpuMs();
      const result = await runLoad(server.base, {
        connections,
        seconds: options.seconds,
        warmupSeconds: options.warmupSeconds,
        next: scenario.next(targets),
      });
      const cpu = server.cpuMs() - cpuBefore;
      const ceiling = runs.find((r) => r.scenario === "ceiling" && r.connections === connections);
      const run: RunResult = {
        ...result,
        scenario: scenario.key,
        label: scenario.label,
        connections,
        ratio: ceiling ? result.perSecond / ceiling.perSecond : 1,
        cpuMsPerRequest: cpu / Math.max(1, result.answered),
      };
      runs.push(run);
      // A run with errors says what it got, e.g. 200s where 304s were expected.
      const statuses = result.errors
        ? `  (answers ${Object.entries(result.statuses)
            .map(([status, n]) => `${n} × ${status}`)
            .join(", ")})`
        : "";
      process.stdout.write(
        `  ${scenario.key.padEnd(15)} ${String(connections).padStart(2)} at a time: ${result.perSecond.toFixed(0).padStart(6)}/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  errors ${result.errors}  ${(run.ratio * 100).toFixed(1)} % of ceiling  ${(result.bytesPerRequest / 1024).toFixed(1)} KB${statuses}\n`,
      );
    }
  }
  return runs;
}
