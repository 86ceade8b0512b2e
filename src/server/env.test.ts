import { describe, expect, it } from "vitest";
import { ConfigError, readEnv } from "./env";

describe("configuration", () => {
  it("has defaults that work on a laptop", () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.dataDir).toMatch(/data$/);
    expect(env.REVIEW_ACCOUNT_EMAIL).toBe("granskning@st-portalen.local");
    expect(env.TRUST_PROXY).toBe(false);
  });

  it("treats an empty variable as unset", () => {
    expect(readEnv({ DATABASE_URL: "", PORT: " " }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: "nej" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "inte en url" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "localhost" }, "PUBLIC_URL"],
    [{ ADMIN_EMAIL: "a@example.se" }, "ADMIN_PASSWORD"],
    [{ ADMIN_EMAIL: "a@example.se", ADMIN_PASSWORD: "kort" }, "ADMIN_PASSWORD"],
    [{ REVIEW_ACCOUNT_EMAIL: "nej" }, "REVIEW_ACCOUNT_EMAIL"],
    [{ AUTH_SECRET: "kort" }, "AUTH_SECRET"],
  ])("stops with a one-line message naming the variable for %j", (source, name) => {
    expect(() => readEnv(source)).toThrow(ConfigError);
    try {
      readEnv(source);
    } catch (error) {
      expect((error as Error).message).toContain(name);
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("derives the public URL from the port and strips a trailing slash", () => {
    expect(readEnv({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(readEnv({ PUBLIC_URL: "https://st.example.se/" }).publicUrl).toBe(
      "https://st.example.se",
    );
  });
});
