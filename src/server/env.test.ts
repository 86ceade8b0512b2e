import { describe, expect, it } from "vitest";
import { ConfigError, readEnv } from "./env";

const SECRET = "s".repeat(40);

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
    expect(env.s3).toBeUndefined();
  });

  it("keeps files in an S3-compatible store when S3_BUCKET is set", () => {
    const compatible = readEnv({
      S3_BUCKET: "st-filer",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "nyckel",
      S3_SECRET_ACCESS_KEY: "hemlig",
      AUTH_SECRET: SECRET,
    });
    expect(compatible.s3).toEqual({
      bucket: "st-filer",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "nyckel", secretAccessKey: "hemlig" },
    });
    // Amazon S3 itself: its own host names per bucket, credentials from the SDK's chain (a role).
    const amazon = readEnv({ S3_BUCKET: "st-filer", S3_REGION: "eu-north-1", AUTH_SECRET: SECRET });
    expect(amazon.s3).toMatchObject({ region: "eu-north-1", forcePathStyle: false });
    expect(amazon.s3?.credentials).toBeUndefined();
    expect(
      readEnv({ S3_BUCKET: "st-filer", S3_FORCE_PATH_STYLE: "true", AUTH_SECRET: SECRET }).s3
        ?.forcePathStyle,
    ).toBe(true);
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
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, "S3_ENDPOINT"],
    [{ S3_BUCKET: "Stora_Bokstäver", AUTH_SECRET: SECRET }, "S3_BUCKET"],
    [{ S3_BUCKET: "filer" }, "AUTH_SECRET"],
    [
      { S3_BUCKET: "filer", AUTH_SECRET: SECRET, S3_ACCESS_KEY_ID: "nyckel" },
      "S3_SECRET_ACCESS_KEY",
    ],
    [{ S3_BUCKET: "filer", AUTH_SECRET: SECRET, S3_FORCE_PATH_STYLE: "ja" }, "S3_FORCE_PATH_STYLE"],
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

  it("reads the identity provider's settings, with defaults for the rest", () => {
    expect(readEnv({}).oidc).toBeUndefined();
    const env = readEnv({
      OIDC_ISSUER: "https://idp.region.se",
      OIDC_CLIENT_ID: "st-portalen",
      OIDC_SCOPES: "openid  email",
      PASSWORD_SIGN_IN: "admins",
    });
    expect(env.oidc).toEqual({
      issuer: "https://idp.region.se",
      clientId: "st-portalen",
      clientSecret: undefined,
      scopes: "openid email",
      emailClaim: "email",
      buttonLabel: "Logga in med e-legitimation",
    });
    expect(env.PASSWORD_SIGN_IN).toBe("admins");
    // On this machine (development, tests) plain http is allowed.
    expect(
      readEnv({ OIDC_ISSUER: "http://127.0.0.1:4000", OIDC_CLIENT_ID: "x" }).oidc?.issuer,
    ).toBe("http://127.0.0.1:4000");
  });

  it.each([
    [{ OIDC_CLIENT_ID: "x" }, "OIDC_CLIENT_ID"],
    [{ OIDC_ISSUER: "https://idp.region.se" }, "OIDC_CLIENT_ID"],
    [{ OIDC_ISSUER: "http://idp.region.se", OIDC_CLIENT_ID: "x" }, "OIDC_ISSUER"],
    [
      { OIDC_ISSUER: "https://idp.region.se", OIDC_CLIENT_ID: "x", OIDC_SCOPES: "email" },
      "OIDC_SCOPES",
    ],
    [{ PASSWORD_SIGN_IN: "off" }, "PASSWORD_SIGN_IN"],
    [
      { OIDC_ISSUER: "https://idp.region.se", OIDC_CLIENT_ID: "x", PASSWORD_SIGN_IN: "nej" },
      "PASSWORD_SIGN_IN",
    ],
  ])("refuses the provider's settings %j in one line naming the variable", (source, name) => {
    expect(() => readEnv(source)).toThrow(ConfigError);
    try {
      readEnv(source);
    } catch (error) {
      expect((error as Error).message).toContain(name);
      expect((error as Error).message).not.toContain("\n");
    }
  });
});
