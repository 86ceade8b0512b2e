/**
 * `npm run bench`: the built server over HTTP against a ceiling, with budgets
 * (scripts/bench-http.ts). `npm run bench -- --in-process`: the earlier figures of the hot API
 * paths called in process, and the overview page in Chromium (scripts/bench-in-process.ts).
 */
if (process.argv.includes("--in-process")) await import("./bench-in-process");
else await import("./bench-http");

export {};
