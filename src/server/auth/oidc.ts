import * as client from "openid-client";
import type { Logger } from "../lib/logger";

/** The region's identity provider as the environment names it (decision 243). */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** Unset for a public client (PKCE alone). */
  clientSecret?: string;
  /** Space-separated, always with `openid`. */
  scopes: string;
  /** The claim that carries the e-mail address the account is matched by. */
  emailClaim: string;
  /** The login page's button. */
  buttonLabel: string;
}

/** Where the provider sends the browser back, under PUBLIC_URL. */
export const OIDC_CALLBACK_PATH = "/api/session/oidc/callback";

/** How long discovery and each request to the provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;

export interface OidcClient {
  settings: OidcSettings;
  /**
   * The provider's metadata from its discovery document, fetched once and kept; a failed fetch is
   * not kept, so the next sign-in tries again (decision 247).
   */
  configuration(): Promise<client.Configuration>;
  redirectUri: string;
}

export class OidcUnavailableError extends Error {}

export function createOidcClient(settings: OidcSettings, publicUrl: string): OidcClient {
  let discovered: Promise<client.Configuration> | undefined;
  const issuer = new URL(settings.issuer);
  const discover = async () => {
    try {
      const configuration = await client.discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          // env.ts allows plain http only for a provider on this machine.
          execute: issuer.protocol === "http:" ? [client.allowInsecureRequests] : [],
        },
      );
      // The token comes over TLS from the provider itself, but its signature is checked too
      // (the issue asks for it, and it costs one cached fetch of the provider's keys).
      client.enableNonRepudiationChecks(configuration);
      return configuration;
    } catch (error) {
      throw new OidcUnavailableError(reasonOf(error));
    }
  };
  return {
    settings,
    redirectUri: `${publicUrl}${OIDC_CALLBACK_PATH}`,
    configuration() {
      discovered ??= discover();
      discovered.catch(() => {
        discovered = undefined;
      });
      return discovered;
    },
  };
}

/**
 * Fetches the discovery document once at start-up. A provider that cannot be reached is reported
 * in one line and does not stop the start: password sign-in works as configured, and the next
 * sign-in through the provider tries again.
 */
export async function checkOidcProvider(oidc: OidcClient, logger: Logger) {
  try {
    await oidc.configuration();
    logger.info({ issuer: oidc.settings.issuer }, "identitetsleverantören är nåbar");
  } catch (error) {
    logger.warn(
      { issuer: oidc.settings.issuer },
      `Kunde inte nå identitetsleverantören i OIDC_ISSUER (${oidc.settings.issuer}): ${reasonOf(error)}`,
    );
  }
}

export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const detail = cause instanceof Error ? `: ${cause.message}` : "";
  return `${error.message}${detail}`.replace(/\s+/g, " ");
}

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider's authorization address for a new sign-in, with PKCE, state and nonce. */
export async function authorizationUrl(oidc: OidcClient, pending: PendingSignIn): Promise<URL> {
  const configuration = await oidc.configuration();
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: oidc.redirectUri,
    scope: oidc.settings.scopes,
    code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: "S256",
    state: pending.state,
    nonce: pending.nonce,
  });
}

export function newPendingSignIn(): PendingSignIn {
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
}

export interface ProviderIdentity {
  issuer: string;
  subject: string;
  /** The configured claim's value, when it is a string. */
  email: string | undefined;
  /** The verified ID token itself: the hint the provider's sign-out page asks for. */
  idToken: string;
}

/**
 * Exchanges the callback's code for tokens and verifies the ID token: its signature against the
 * provider's published keys, issuer, audience, expiry, nonce and, through PKCE, that this is the
 * browser that started. Throws on anything wrong. The e-mail claim comes from the ID token, or
 * from the userinfo endpoint when the provider keeps it there.
 */
export async function finishSignIn(
  oidc: OidcClient,
  callbackUrl: URL,
  pending: PendingSignIn,
): Promise<ProviderIdentity> {
  const configuration = await oidc.configuration();
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("no ID token");
  const claim = oidc.settings.emailClaim;
  let email = claims[claim];
  if (email === undefined) {
    const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    email = info[claim];
  }
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: typeof email === "string" && email.trim() !== "" ? email.trim() : undefined,
    // Present: `claims()` above is read from it.
    idToken: tokens.id_token ?? "",
  };
}

/**
 * The provider's sign-out page, when it has one (RP-initiated logout), back to the portal after.
 * With the session's ID token as `id_token_hint` the provider knows whose session to end and
 * may skip asking; several providers require it before they follow `post_logout_redirect_uri`.
 */
export async function endSessionUrl(oidc: OidcClient, publicUrl: string, idTokenHint?: string) {
  let configuration: client.Configuration;
  try {
    configuration = await oidc.configuration();
  } catch {
    return undefined;
  }
  if (!configuration.serverMetadata().end_session_endpoint) return undefined;
  return client
    .buildEndSessionUrl(configuration, {
      client_id: oidc.settings.clientId,
      post_logout_redirect_uri: `${publicUrl}/`,
      ...(idTokenHint ? { id_token_hint: idTokenHint } : {}),
    })
    .toString();
}
