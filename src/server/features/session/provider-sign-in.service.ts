import { and, eq, gt, lt, sql } from "drizzle-orm";
import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import { PROVIDER_MESSAGES } from "../../../shared/messages/provider-sign-in";
import {
  authorizationUrl,
  endSessionUrl,
  finishSignIn,
  newPendingSignIn,
  OidcUnavailableError,
  type ProviderIdentity,
  reasonOf,
} from "../../auth/oidc";
import {
  clearAttempts,
  providerCallbackKey,
  releaseAttempt,
  reserveAttempt,
  THROTTLE,
} from "../../auth/sign-in-throttle";
import type { Db } from "../../db/client";
import { oidcIdentities, oidcSignIns } from "../../db/schema";
import type { Deps } from "../../deps";
import { AppError, notFound } from "../../lib/errors";
import { writeAudit } from "../audit";
import { findUserByEmail, findUserById, type UserRow } from "../users";

/** How long a sign-in may stay at the provider before its state is no longer accepted. */
const PENDING_MINUTES = 10;

/** What the callback route answers: a redirect home with the session, or a page saying no. */
export type ProviderOutcome =
  | { kind: "signed-in"; headers: Headers; idToken: string }
  | { kind: "refused"; status: 400 | 403 | 429 | 503; message: string };

/** The audit entity of every sign-in through the provider and of every refusal (decision 248). */
const SIGN_IN_ENTITY = "provider-sign-in";
/** The audit entity of an account's link to its identity at the provider. */
const IDENTITY_ENTITY = "provider-identity";

function requireProvider(deps: Pick<Deps, "oidc">) {
  if (!deps.oidc) throw notFound(PROVIDER_MESSAGES.notConfigured);
  return deps.oidc;
}

/**
 * A new sign-in at the provider: its state, nonce and PKCE verifier are kept in the database (good
 * for ten minutes, once), and the state also goes to this browser in a cookie, so the answer is
 * accepted only in the browser that asked (decision 245). Answers the provider's address.
 */
export async function startProviderSignIn(deps: Pick<Deps, "db" | "oidc" | "logger">) {
  const oidc = requireProvider(deps);
  const pending = newPendingSignIn();
  let url: URL;
  try {
    url = await authorizationUrl(oidc, pending);
  } catch (error) {
    if (!(error instanceof OidcUnavailableError)) throw error;
    deps.logger.warn({ reason: error.message }, "identity provider unreachable");
    return { kind: "unavailable" as const };
  }
  await deps.db
    .delete(oidcSignIns)
    .where(lt(oidcSignIns.createdAt, sql`now() - make_interval(mins => ${PENDING_MINUTES})`));
  await deps.db.insert(oidcSignIns).values(pending);
  return { kind: "redirect" as const, url: url.toString(), state: pending.state };
}

export interface ProviderCallback {
  /** The callback's address as the provider sent the browser to it (its query string). */
  search: string;
  /** The state this browser was given when it started, from its cookie. */
  browserState: string | undefined;
  clientAddress: string;
  headers: Headers;
}

/**
 * The provider's answer. Every check refuses with a page and changes nothing but the audit log and
 * the throttle: the state must be this browser's and unused, the ID token verified, and the
 * identity must belong to an active account, by its link or, the first time, by its e-mail address.
 */
export async function finishProviderSignIn(
  deps: Pick<Deps, "db" | "oidc" | "auth" | "logger">,
  callback: ProviderCallback,
): Promise<ProviderOutcome> {
  const oidc = requireProvider(deps);
  const { db } = deps;
  const attempts = providerCallbackKey(callback.clientAddress);
  const wait = await reserveAttempt(db, attempts, THROTTLE.perAddress);
  if (wait > 0) return refused(429, AUTH_MESSAGES.tooManyAttempts(wait));

  const refuse = async (
    status: 400 | 403,
    message: string,
    reason: string,
    details: Partial<ProviderIdentity> & { userId?: string } = {},
  ): Promise<ProviderOutcome> => {
    deps.logger.info({ reason }, "sign-in through the identity provider refused");
    await writeAudit(db, {
      actorId: null,
      subjectUserId: null,
      action: "create",
      entity: SIGN_IN_ENTITY,
      entityId: details.userId ?? null,
      after: {
        outcome: "refused",
        reason,
        ...(details.issuer ? { issuer: details.issuer } : {}),
        ...(details.subject ? { subject: details.subject } : {}),
        ...(details.email ? { email: details.email } : {}),
      },
    });
    return refused(status, message);
  };

  const query = new URLSearchParams(callback.search);
  const state = query.get("state") ?? "";
  // Good once: the row goes whatever happens next, so a replayed answer finds nothing.
  const [pending] = state
    ? await db
        .delete(oidcSignIns)
        .where(
          and(
            eq(oidcSignIns.state, state),
            gt(oidcSignIns.createdAt, sql`now() - make_interval(mins => ${PENDING_MINUTES})`),
          ),
        )
        .returning()
    : [];
  if (!pending || callback.browserState !== state) {
    return refuse(400, PROVIDER_MESSAGES.failed, pending ? "foreign-state" : "unknown-state");
  }
  if (query.has("error")) {
    return refuse(400, PROVIDER_MESSAGES.failed, `provider-error:${query.get("error")}`);
  }

  let identity: ProviderIdentity;
  try {
    identity = await finishSignIn(oidc, new URL(`${oidc.redirectUri}?${query}`), pending);
  } catch (error) {
    if (error instanceof OidcUnavailableError) {
      await releaseAttempt(db, attempts);
      return refused(503, PROVIDER_MESSAGES.unavailable);
    }
    // A token that fails a check: the reason is logged, never shown.
    deps.logger.warn({ reason: reasonOf(error) }, "identity provider's answer failed its checks");
    return refuse(400, PROVIDER_MESSAGES.failed, `token: ${reasonOf(error).slice(0, 200)}`);
  }

  const match = await db.transaction(async (tx) => matchAccount(tx, identity));
  if (match.kind !== "account") {
    const who = identity.email ?? identity.subject;
    if (match.kind === "inactive") {
      return refuse(403, AUTH_MESSAGES.accountInactive, "inactive", {
        ...identity,
        userId: match.user.id,
      });
    }
    return refuse(403, PROVIDER_MESSAGES.noAccount(who), match.kind, identity);
  }

  const user = match.user;
  const { headers } = await deps.auth.api.createProviderSession({
    body: { userId: user.id },
    headers: callback.headers,
    returnHeaders: true,
  });
  await db.transaction(async (tx) => {
    if (match.linked) {
      await writeAudit(tx, {
        actorId: user.id,
        subjectUserId: user.id,
        action: "create",
        entity: IDENTITY_ENTITY,
        entityId: match.identityId,
        after: { issuer: identity.issuer, subject: identity.subject, email: user.email },
      });
    }
    await writeAudit(tx, {
      actorId: user.id,
      subjectUserId: null,
      action: "create",
      entity: SIGN_IN_ENTITY,
      entityId: user.id,
      after: {
        outcome: "signed-in",
        issuer: identity.issuer,
        subject: identity.subject,
        ...(identity.email ? { email: identity.email } : {}),
      },
    });
  });
  await clearAttempts(db, attempts);
  return { kind: "signed-in", headers, idToken: identity.idToken };
}

type AccountMatch =
  | { kind: "account"; user: UserRow; linked: boolean; identityId: string }
  | { kind: "inactive"; user: UserRow }
  | { kind: "no-account" | "no-email" | "linked-to-another" };

/**
 * The account an identity signs in to: the one linked to it, else (and then linked) the one with
 * its e-mail address, if that account has no other identity at this provider. Nothing is created.
 */
async function matchAccount(tx: Db, identity: ProviderIdentity): Promise<AccountMatch> {
  const [link] = await tx
    .select()
    .from(oidcIdentities)
    .where(
      and(eq(oidcIdentities.issuer, identity.issuer), eq(oidcIdentities.subject, identity.subject)),
    );
  if (link) {
    const user = await findUserById(tx, link.userId);
    if (!user) return { kind: "no-account" };
    if (!user.isActive) return { kind: "inactive", user };
    await tx
      .update(oidcIdentities)
      .set({ lastSignInAt: sql`now()` })
      .where(eq(oidcIdentities.id, link.id));
    return { kind: "account", user, linked: false, identityId: link.id };
  }
  if (!identity.email) return { kind: "no-email" };
  const user = await findUserByEmail(tx, identity.email);
  if (!user) return { kind: "no-account" };
  if (!user.isActive) return { kind: "inactive", user };
  // The account answers to another person at this provider: an address given to someone new
  // there must not open the old owner's account.
  const [inserted] = await tx
    .insert(oidcIdentities)
    .values({
      id: crypto.randomUUID(),
      userId: user.id,
      issuer: identity.issuer,
      subject: identity.subject,
      lastSignInAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning({ id: oidcIdentities.id });
  if (!inserted) return { kind: "linked-to-another" };
  return { kind: "account", user, linked: true, identityId: inserted.id };
}

function refused(status: 400 | 403 | 429 | 503, message: string): ProviderOutcome {
  return { kind: "refused", status, message };
}

/**
 * Where the browser goes after signing out: the provider's sign-out page when the session came
 * from there and the provider has one.
 */
export async function providerSignOutUrl(
  deps: Pick<Deps, "oidc" | "config">,
  signedInThroughProvider: boolean,
  idTokenHint?: string,
) {
  if (!deps.oidc || !signedInThroughProvider) return undefined;
  return endSessionUrl(deps.oidc, deps.config.publicUrl, idTokenHint);
}

/** Sign-in throws this for a password sign-in the mode refuses. */
export const passwordSignInRefused = (message: string) =>
  new AppError(403, message, "PASSWORD_SIGN_IN_OFF");
