import { describe, expect, it } from "vitest";
import { type BuiltChunk, planChunks } from "./web-chunks";

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  kind?: "entry" | "route",
  facade?: string,
): BuiltChunk => ({
  fileName,
  isEntry: kind === "entry",
  isDynamicEntry: kind === "route",
  facadeModuleId: facade ?? null,
  moduleIds,
  imports,
});

const LOGIN = "/p/src/web/app/routes/login.tsx";
const CURVE = "/p/src/web/features/statistics/confidence-curve.tsx";
const RESULTS = "/p/src/web/features/statistics/result-charts.tsx";
const built = [
  chunk("index.js", ["/p/src/web/main.tsx"], ["shared-with-entry.js"], "entry"),
  chunk("shared-with-entry.js", ["/p/node_modules/react/index.js"]),
  chunk("login.js", [LOGIN], ["input.js"], "route", LOGIN),
  chunk("input.js", ["/p/node_modules/@mantine/core/TextInput.mjs"]),
  chunk(
    "goals.js",
    ["/p/src/web/app/routes/goals.tsx"],
    ["input.js", "table.js", "rules.js", "form.js"],
    "route",
    "/p/src/web/app/routes/goals.tsx",
  ),
  chunk(
    "courses.js",
    ["/p/src/web/app/routes/courses.tsx"],
    ["table.js", "rules.js"],
    "route",
    "/p/src/web/app/routes/courses.tsx",
  ),
  ...["meetings", "rotations"].map((page) =>
    chunk(
      `${page}.js`,
      [`/p/src/web/app/routes/${page}.tsx`],
      page === "meetings" ? ["table.js", "rules.js", "form.js"] : ["table.js", "rules.js"],
      "route",
      `/p/src/web/app/routes/${page}.tsx`,
    ),
  ),
  chunk("table.js", ["/p/node_modules/@mantine/core/Table.mjs"]),
  // Only two pages show a form: it stays out of what the other pages fetch.
  chunk("form.js", ["/p/src/web/features/activities/form.tsx"]),
  chunk("rules.js", ["/p/src/shared/rules/quarters.ts"]),
  chunk("goal-only.js", ["/p/src/web/features/goals/row.tsx"]),
  // Two charts the statistics tab loads lazily share a charting library no page loads at once.
  chunk("curve.js", [CURVE], ["charts.js"], "route", CURVE),
  chunk("results.js", [RESULTS], ["charts.js"], "route", RESULTS),
  chunk("charts.js", ["/p/node_modules/recharts/index.js"]),
];

describe("planChunks", () => {
  const plan = planChunks(built, [LOGIN]);

  it("puts what the entry shares with lazy routes in one core chunk", () => {
    expect(plan.get("/p/node_modules/react/index.js")).toBe("core");
    expect(plan.has("/p/src/web/main.tsx")).toBe(false);
  });

  it("keeps what a signed-out page loads in the public chunk, even when signed-in pages use it too", () => {
    expect(plan.get("/p/node_modules/@mantine/core/TextInput.mjs")).toBe("public");
  });

  it("groups what four or more signed-in pages share into vendor and app by origin", () => {
    expect(plan.get("/p/node_modules/@mantine/core/Table.mjs")).toBe("vendor");
    expect(plan.get("/p/src/shared/rules/quarters.ts")).toBe("app");
  });

  it("groups what two or three pages share into a chunk of theirs, out of vendor and app", () => {
    expect(plan.get("/p/src/web/features/activities/form.tsx")).toBe("shared-goals-meetings");
  });

  it("leaves a group too small for a request of its own in vendor or app", () => {
    const tiny = built.map((c) =>
      c.fileName === "form.js" ? { ...c, moduleSizes: { [c.moduleIds[0] as string]: 900 } } : c,
    );
    expect(planChunks(tiny, [LOGIN]).get("/p/src/web/features/activities/form.tsx")).toBe("app");
  });

  it("keeps what only lazy parts of pages share out of vendor, in a chunk named by those parts", () => {
    expect(plan.get("/p/node_modules/recharts/index.js")).toBe(
      "parts-confidence-curve-result-charts",
    );
  });

  it("leaves route chunks and modules no route loads twice where the bundler put them", () => {
    expect(plan.has("/p/src/web/app/routes/goals.tsx")).toBe(false);
    expect(plan.has(LOGIN)).toBe(false);
    expect(plan.has("/p/src/web/features/goals/row.tsx")).toBe(false);
  });
});
