import type { Budget, DatabaseRun } from "./bench-budgets";
import type { EmbeddedStartup } from "./bench-start-once";
import type { WebSize } from "./bench-web-size";

/* The HTTP benchmark's tables, as text for the console. */

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)]
    .map((l) => `${l}\n`)
    .join("");
}

const ms = (value: number) => (Number.isNaN(value) ? "–" : value.toFixed(1));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function loadTable(db: DatabaseRun): string {
  const rows: string[][] = [];
  for (const run of db.runs) {
    rows.push([
      run.scenario,
      String(run.connections),
      run.perSecond.toFixed(0),
      ms(run.p50),
      ms(run.p95),
      String(run.errors),
      `${(run.ratio * 100).toFixed(1)} %`,
      run.cpuMsPerRequest.toFixed(2),
      kb(run.bytesPerRequest),
    ]);
    const kinds = Object.entries(run.byKind);
    if (kinds.length > 1) {
      for (const [kind, figures] of kinds) {
        rows.push([
          `  ${kind}`,
          "",
          figures.perSecond.toFixed(0),
          ms(figures.p50),
          ms(figures.p95),
          String(figures.errors),
          "",
          "",
          "",
        ]);
      }
    }
  }
  return table(
    [
      `${db.database}, ${db.doctors.toLocaleString("en")} doctors`,
      "conc.",
      "req/s",
      "p50 ms",
      "p95 ms",
      "errors",
      "of ceiling",
      "CPU ms/req",
      "answer",
    ],
    rows,
  );
}

export function serverLine(db: DatabaseRun): string {
  const cohort =
    db.cohortFirstReadMs === undefined
      ? ""
      : `; the cohort's first read (every row worked out) ${db.cohortFirstReadMs.toFixed(0)} ms`;
  const etag =
    db.recordEtag === undefined
      ? ""
      : db.recordEtag
        ? `; the record's ETag ${db.recordEtag}`
        : "; the record sent no ETag, so its revalidation run got full answers (200), counted as errors";
  return `${db.database}, ${db.doctors.toLocaleString("en")} doctors: cold start to healthy ${db.startMs.toFixed(0)} ms, RSS ${db.settledRssMiB.toFixed(0)} MiB after start, peak ${db.peakRssMiB.toFixed(0)} MiB over the run${cohort}${etag}\n`;
}

export function webTable(web: WebSize): string {
  const s = web.signedOut;
  const head = `web build (gzip): signed-out visitor ${kb(s.jsBytes)} JS in ${s.scripts} scripts + ${kb(s.cssBytes)} CSS + ${kb(s.htmlBytes)} HTML; all JS ${kb(web.allJsBytes)}\n`;
  return (
    head +
    table(
      ["route", "own chunk", "first load JS", "CSS", "scripts"],
      web.routes.map((r) => [
        r.route,
        kb(r.ownBytes),
        kb(r.jsBytes),
        kb(r.cssBytes),
        String(r.scripts),
      ]),
    )
  );
}

export function budgetTable(budgets: readonly Budget[]): string {
  return table(
    ["budget", "measured", "limit", "", "gap"],
    budgets.map((b) => [b.name, b.measured, b.limit, b.met ? "met" : "MISSED", b.gap]),
  );
}

export function startupLine(s: EmbeddedStartup): string {
  return `embedded database, nothing seeded (median of ${s.runs} starts): first start ${(s.firstStartMs / 1000).toFixed(2)} s to healthy, ${s.firstStartRssMiB.toFixed(0)} MiB after; restart ${(s.restartMs / 1000).toFixed(2)} s, ${s.restartRssMiB.toFixed(0)} MiB after\n`;
}
