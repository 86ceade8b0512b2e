import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it.each([
    "/dashboard",
    "/courses?st=abc",
    "/formalities?st=7db8a333-96ae-449e-b09f-8fb0c4619baa",
    "/goals#b2",
    "/history?st=a%20b",
  ])("follows the same-site path %s", (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    "https://evil.example/phish",
    "http://localhost:3100/dashboard",
    "//evil.example/phish",
    "///evil.example",
    "/\\evil.example/phish",
    "\\\\evil.example/phish",
    "\\/evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " /dashboard",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "/%5Cevil.example",
    "/%252F/evil.example",
    "/%E0%A4%A",
    "dashboard",
    "",
    "/login",
    "/login?redirect=%2Fdashboard",
    `/${"a".repeat(600)}`,
  ])("refuses %j", (target) => {
    expect(safeReturnPath(target)).toBeUndefined();
  });

  it("refuses what is not a string", () => {
    expect(safeReturnPath(undefined)).toBeUndefined();
    expect(safeReturnPath(["/dashboard"])).toBeUndefined();
    expect(safeReturnPath({ href: "/dashboard" })).toBeUndefined();
  });

  it("never returns a path that leaves the origin", () => {
    const base = "http://portal.test";
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (tail) => {
        const candidate = `/${tail}`;
        const result = safeReturnPath(candidate);
        if (result !== undefined) {
          expect(new URL(result, base).origin).toBe(base);
          expect(result).toBe(candidate);
        }
      }),
    );
  });
});
