import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  FIXTURE_PASSWORD,
  REVIEW_EMAIL,
  type TestApp,
  type TestClient,
} from "../../tests/fixtures/test-app";
import { type VariantApp, variantApp } from "../../tests/fixtures/variant-app";

/**
 * Every cookie the portal sets, on every path that sets one: out of reach of scripts (HttpOnly),
 * not sent on other sites' requests that change something (SameSite), and behind HTTPS sent only
 * over HTTPS (Secure, and the `__Secure-` name a browser refuses from plain HTTP).
 */
let t: TestApp;
let webDir: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.createUser({ role: "SPECIALIST", email: REVIEW_EMAIL });
  webDir = mkdtempSync(join(tmpdir(), "st-web-cookies-"));
  writeFileSync(
    join(webDir, "index.html"),
    "<!doctype html><html><head></head><body></body></html>",
  );
});
afterAll(async () => {
  rmSync(webDir, { recursive: true, force: true });
  await t.close();
});

interface Cookie {
  name: string;
  attributes: Map<string, string>;
}

const parse = (header: string): Cookie => {
  const [pair, ...rest] = header.split(";").map((part) => part.trim());
  const attributes = new Map(
    rest.map((part) => {
      const [key, ...value] = part.split("=");
      return [key!.toLowerCase(), value.join("=")] as const;
    }),
  );
  return { name: pair!.slice(0, pair!.indexOf("=")), attributes };
};

/** The cookies of each answer on the way through sign-in, reads, a page, a password change, sign-out. */
async function cookiesAlongTheWay(v: VariantApp): Promise<Map<string, Cookie[]>> {
  const seen = new Map<string, Cookie[]>();
  const record = (step: string, res: Response) => {
    seen.set(step, res.headers.getSetCookie().map(parse));
    return res;
  };
  const user = await t.createUser({ role: "ST_DOCTOR", mustChangePassword: true });
  const client = v.client();
  record("sign-in", await client.post("/api/session/sign-in", user));
  record("read", await client.get("/api/session"));
  record("page", await v.app.request("/dashboard", { headers: { cookie: client.cookieHeader } }));
  record(
    "password change",
    await client.post("/api/session/password", {
      currentPassword: user.password,
      newPassword: "ett-nytt-losen",
      confirmPassword: "ett-nytt-losen",
    }),
  );
  record("sign-out", await client.post("/api/session/sign-out"));
  const review = v.client();
  record(
    "review sign-in",
    await review.post("/api/session/review-sign-in", { password: FIXTURE_PASSWORD }),
  );
  return seen;
}

describe.each([
  ["plain HTTP (a laptop)", "http://localhost:3000", false],
  ["HTTPS (PUBLIC_URL is https)", "https://st.example.se", true],
])("cookies over %s", (_name, publicUrl, https) => {
  let seen: Map<string, Cookie[]>;
  let v: VariantApp;
  beforeAll(async () => {
    v = variantApp(t, { publicUrl, webDir });
    seen = await cookiesAlongTheWay(v);
  });

  it("sets the session cookie at sign-in and both sign-ins, and clears it at sign-out", () => {
    const names = (step: string) => seen.get(step)?.map((c) => c.name) ?? [];
    const prefix = https ? "__Secure-st-portalen" : "st-portalen";
    for (const step of ["sign-in", "review sign-in", "sign-out"])
      expect(names(step), step).toContain(`${prefix}.session_token`);
    expect(names("password change")).toContain(`${prefix}.session_token`);
  });

  it("marks every cookie HttpOnly and SameSite=Lax, and Secure exactly when served over HTTPS", () => {
    let count = 0;
    for (const [step, cookies] of seen) {
      for (const cookie of cookies) {
        const what = `${step}: ${cookie.name}`;
        count++;
        expect(cookie.attributes.has("httponly"), what).toBe(true);
        expect(cookie.attributes.get("samesite")?.toLowerCase(), what).toMatch(/^(lax|strict)$/);
        expect(cookie.attributes.get("path"), what).toBe("/");
        expect(cookie.attributes.has("domain"), what).toBe(false);
        expect(cookie.attributes.has("secure"), what).toBe(https);
        if (https) expect(cookie.name, what).toMatch(/^__Secure-/);
      }
    }
    expect(count).toBeGreaterThanOrEqual(8);
  });

  it("ends a one-time password for the next read too, whatever the cookie is named", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR", mustChangePassword: true });
    const client: TestClient = v.client();
    expect((await client.post("/api/session/sign-in", user)).status).toBe(200);
    // The read leaves a signed copy of the session (still "must change") in the cookie.
    expect((await client.get("/api/session")).status).toBe(200);
    const changed = await client.post("/api/session/password", {
      currentPassword: user.password,
      newPassword: "ett-eget-losen",
      confirmPassword: "ett-eget-losen",
    });
    expect(changed.status).toBe(200);
    expect((await client.get(`/api/st-doctors/${user.id}/record`)).status).toBe(200);
  });
});
