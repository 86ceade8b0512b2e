import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestProvider, type TestProvider } from "../../../tests/fixtures/oidc-provider";
import type { Logger } from "../lib/logger";
import { checkOidcProvider, createOidcClient } from "./oidc";

const PUBLIC_URL = "http://localhost:3000";

function recordingLogger() {
  const lines: { level: string; message: string }[] = [];
  const logger = {
    info: (_: unknown, message: string) => lines.push({ level: "info", message }),
    warn: (_: unknown, message: string) => lines.push({ level: "warn", message }),
  } as unknown as Logger;
  return { logger, lines };
}

const settings = (issuer: string) => ({
  issuer,
  clientId: "st-portalen",
  scopes: "openid email",
  emailClaim: "email",
  buttonLabel: "Logga in",
});

describe("the identity provider at start-up", () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startTestProvider({ publicUrl: PUBLIC_URL });
  });
  afterAll(() => provider.close());

  it("reads the discovery document of a provider that answers", async () => {
    const { logger, lines } = recordingLogger();
    const oidc = createOidcClient(settings(provider.issuer), PUBLIC_URL);
    await checkOidcProvider(oidc, logger);
    expect(lines).toEqual([{ level: "info", message: "identitetsleverantören är nåbar" }]);
    const metadata = (await oidc.configuration()).serverMetadata();
    expect(metadata.issuer).toBe(provider.issuer);
    expect(metadata.end_session_endpoint).toBe(`${provider.issuer}/session/end`);
  });

  it("reports a provider that cannot be reached in one line, and tries again later", async () => {
    const { logger, lines } = recordingLogger();
    const oidc = createOidcClient(settings("http://127.0.0.1:9"), PUBLIC_URL);
    await checkOidcProvider(oidc, logger);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe("warn");
    expect(lines[0]?.message).toMatch(
      /^Kunde inte nå identitetsleverantören i OIDC_ISSUER \(http:\/\/127\.0\.0\.1:9\): /,
    );
    expect(lines[0]?.message).not.toContain("\n");
    // A failure is not kept: the next sign-in asks again.
    await expect(oidc.configuration()).rejects.toThrow();
  });
});
