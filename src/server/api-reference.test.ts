import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "../../scripts/all-routes";
import { REFERENCE_FILES, whoMayCall, withRouteSection } from "../../scripts/api-reference";

const ROOT = join(import.meta.dirname, "../..");

describe("the route lists of the documentation", () => {
  it.each(REFERENCE_FILES)(
    "%s lists every route with who may call it, as the definitions say (else run npm run docs:api)",
    (file) => {
      const text = readFileSync(join(ROOT, file), "utf8");
      expect(text, `${file} is out of date: run npm run docs:api`).toBe(
        withRouteSection(file, text, API_ROUTES),
      );
      for (const route of API_ROUTES) expect(text).toContain(`\`${route.path}\``);
    },
  );

  it("says who may call in words the policy gives", () => {
    const byKey = new Map(API_ROUTES.map((r) => [`${r.method} ${r.path}`, whoMayCall(r)]));
    expect(byKey.get("get /api/health")).toBe("anyone, without a session");
    expect(byKey.get("get /api/users")).toBe("`users:list`: DIRECTOR, ADMIN");
    expect(byKey.get("get /api/st-doctors/{doctorId}/record")).toBe(
      "`doctor:view`: ST_DOCTOR, SUPERVISOR, DIRECTOR, ADMIN; an ST doctor only their own record",
    );
    expect(byKey.get("get /api/session")).toBe(
      "signed in; also before a one-time password is replaced",
    );
  });
});
