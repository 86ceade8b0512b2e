import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The decision records stay a map (docs/decisions/README.md): every record says when it was added
 * and whether it still holds, every later record a status names exists, and the index lists every
 * record once with the status the record states. Problems are collected, so one run names them all.
 */
const FOLDER = join(import.meta.dirname, "../../docs/decisions");
const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const STATUS = /^(accepted|superseded by (\d{3})|amended by (\d{3}(?:, \d{3})*))$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface DecisionRecord {
  file: string;
  number: string;
  title: string | undefined;
  date: string | undefined;
  status: string | undefined;
}

function readRecord(file: string): DecisionRecord {
  const number = file.slice(0, 3);
  const lines = readFileSync(join(FOLDER, file), "utf8").split("\n");
  // The two lines stand between the title and the first section.
  const end = lines.findIndex((line, index) => index > 0 && line.startsWith("## "));
  const head = lines.slice(1, end === -1 ? lines.length : end);
  const value = (key: string) =>
    head
      .find((line) => line.startsWith(`${key}: `))
      ?.slice(key.length + 2)
      .trim();
  const title = lines[0]?.match(/^# (\d{3}) (.+)$/);
  return {
    file,
    number,
    title: title?.[1] === number ? title[2] : undefined,
    date: value("Date"),
    status: value("Status"),
  };
}

const records = readdirSync(FOLDER)
  .filter((file) => RECORD_FILE.test(file))
  .sort()
  .map(readRecord);
const byNumber = new Map(records.map((r) => [r.number, r]));

/** The numbers a status names: the record that superseded or amended this one. */
function namedNumbers(status: string): string[] {
  const match = status.match(STATUS);
  return (match?.[2] ?? match?.[3] ?? "").split(", ").filter(Boolean);
}

function isCalendarDate(text: string): boolean {
  return DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

describe("decision records", () => {
  it("are there, one file per number", () => {
    expect(records.length).toBeGreaterThan(100);
    const numbers = records.map((r) => r.number);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it("each open with '# NNN Title', a Date line and a Status line", () => {
    const problems = records.flatMap((r) => [
      ...(r.title ? [] : [`${r.file}: the first line is not '# ${r.number} Title'`]),
      ...(r.date && isCalendarDate(r.date) ? [] : [`${r.file}: no 'Date: YYYY-MM-DD' line`]),
      ...(r.status && STATUS.test(r.status)
        ? []
        : [
            `${r.file}: no 'Status: accepted', 'Status: superseded by NNN' or 'Status: amended by NNN, …' line (found: ${r.status ?? "none"})`,
          ]),
    ]);
    expect(problems).toEqual([]);
  });

  // Numbers were taken in ranges by parallel work (103 came after 111 and 112), so "later" is by
  // the date a record was added, not by its number.
  it("name as what superseded or amended them only other records, added the same day or later", () => {
    const problems = records.flatMap((r) =>
      namedNumbers(r.status ?? "").flatMap((n) => {
        const later = byNumber.get(n);
        if (!later) return [`${r.file}: '${r.status}' names no record`];
        if (n === r.number) return [`${r.file}: '${r.status}' names the record itself`];
        if ((later.date ?? "") < (r.date ?? ""))
          return [`${r.file}: '${r.status}' names ${later.file}, added before it`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("are each listed once in the index, with the status the record states", () => {
    const index = readFileSync(join(FOLDER, "README.md"), "utf8");
    const entries = [...index.matchAll(/^- \[(\d{3}) [^\]]+\]\(([^)]+)\) — (.+)$/gm)].map(
      ([, number, file, status]) => ({ number, file, status }),
    );
    const listed = entries.map((e) => e.number);
    const problems = [
      ...records
        .filter((r) => !listed.includes(r.number))
        .map(
          (r) =>
            `${r.file}: not in README.md (add '- [${r.number} ${r.title}](${r.file}) — ${r.status ?? "accepted"}')`,
        ),
      ...listed
        .filter((n, i) => listed.indexOf(n) !== i)
        .map((n) => `README.md lists ${n} more than once`),
      ...entries.flatMap((e) => {
        const record = byNumber.get(e.number ?? "");
        if (!record || record.file !== e.file)
          return [`README.md: the line of ${e.number} links ${e.file}, which is not that record`];
        const shown = e.status ?? "";
        if (shown !== record.status && !shown.startsWith(`${record.status}: `))
          return [
            `README.md: ${e.number} is shown '${shown}' but the record says '${record.status}'`,
          ];
        return [];
      }),
    ];
    expect(problems).toEqual([]);
  });
});
