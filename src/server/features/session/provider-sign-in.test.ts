import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startTestProvider,
  type TestProvider,
  throughProvider,
} from "../../../../tests/fixtures/oidc-provider";
import {
  createTestApp,
  PUBLIC_URL,
  type TestApp,
  type TestClient,
} from "../../../../tests/fixtures/test-app";
import type { TPasswordSignInMode } from "../../../shared/schemas/provider-sign-in";
import { auditLog, oidcIdentities, sessions, users } from "../../db/schema";

let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider({ publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await provider.close();
});

function appWithProvider(passwordSignIn: TPasswordSignInMode = "all", emailClaim = "email") {
  return createTestApp({
    passwordSignIn,
    oidc: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      scopes: "openid email profile",
      emailClaim,
      buttonLabel: "Logga in med SITHS",
    },
  });
}

/** Starts at the portal, signs in at the provider as `subject`, and answers the callback's path. */
async function callbackFor(client: TestClient, subject: string) {
  provider.signInAs(subject);
  const start = await client.get("/api/session/oidc/start");
  expect(start.status).toBe(302);
  return throughProvider(start.headers.get("location")!, PUBLIC_URL);
}

async function signInThroughProvider(client: TestClient, subject: string) {
  return client.get(await callbackFor(client, subject));
}

let people = 0;
/** A person at the provider with this address; answers their subject. */
function personAt(email: string, claims: Record<string, unknown> = {}) {
  const subject = `person-${++people}`;
  provider.people.set(subject, { email, ...claims });
  return subject;
}

async function signedInUserId(client: TestClient) {
  const res = await client.get("/api/session");
  if (res.status !== 200) return undefined;
  return ((await res.json()) as { user: { id: string } }).user.id;
}

describe("sign-in through the region's identity provider", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithProvider();
  });
  afterAll(async () => {
    provider.tamper(undefined);
    await t.close();
  });

  /** Nothing but the audit log and the throttle may change on a refusal. */
  async function countRows() {
    const [u, s, i] = await Promise.all([
      t.database.db.select().from(users),
      t.database.db.select().from(sessions),
      t.database.db.select().from(oidcIdentities),
    ]);
    return { users: u.length, sessions: s.length, identities: i.length };
  }

  async function expectRefused(
    res: Response,
    client: TestClient,
    before: Awaited<ReturnType<typeof countRows>>,
  ) {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await signedInUserId(client)).toBeUndefined();
    expect(await countRows()).toEqual(before);
  }

  it("offers the provider's button on the login page", async () => {
    const res = await t.client().get("/api/session/sign-in-options");
    expect(await res.json()).toEqual({
      provider: { label: "Logga in med SITHS" },
      password: "all",
    });
  });

  it("signs a known user in, links the identity and audits both", async () => {
    const user = await t.createUser({ role: "SUPERVISOR", email: "karin.holm@region.se" });
    const subject = personAt("Karin.Holm@Region.se");
    const client = t.client();
    const res = await signInThroughProvider(client, subject);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(await signedInUserId(client)).toBe(user.id);
    const links = await t.database.db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.userId, user.id));
    expect(links).toMatchObject([{ issuer: provider.issuer, subject }]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
    expect(audit.map((e) => e.entity).sort()).toEqual(["provider-identity", "provider-sign-in"]);

    // The admin's table shows the link.
    const { client: admin } = await t.signedIn("ADMIN");
    const list = (await (await admin.get("/api/users?search=karin.holm")).json()) as {
      users: { id: string; providerLinked: boolean }[];
    };
    expect(list.users.find((u) => u.id === user.id)?.providerLinked).toBe(true);
  });

  it("refuses an identity with no account and creates nothing", async () => {
    const subject = personAt("okand@region.se");
    const client = t.client();
    const before = await countRows();
    const res = await signInThroughProvider(client, subject);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(
      "Det finns inget konto för okand@region.se. Kontakta administratören.",
    );
    await expectRefused(res, client, before);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "provider-sign-in"))
      .orderBy(desc(auditLog.seq))
      .limit(1);
    expect(entry?.after).toMatchObject({ outcome: "refused", reason: "no-account" });
  });

  it("refuses a deactivated account", async () => {
    await t.createUser({ role: "ST_DOCTOR", email: "inaktiv@region.se", isActive: false });
    const client = t.client();
    const before = await countRows();
    const res = await signInThroughProvider(client, personAt("inaktiv@region.se"));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("Kontot är inaktiverat");
    await expectRefused(res, client, before);
  });

  it("refuses a replayed answer and an answer in another browser", async () => {
    const user = await t.createUser({ role: "ST_DOCTOR", email: "replay@region.se" });
    const client = t.client();
    const path = await callbackFor(client, personAt("replay@region.se"));
    expect((await client.get(path)).status).toBe(302);
    expect(await signedInUserId(client)).toBe(user.id);
    const before = await countRows();
    // The same answer again, in the same browser and in another one.
    const again = t.client();
    again.setCookie(
      "st-portalen.provider_state",
      new URLSearchParams(path.split("?")[1]).get("state")!,
    );
    await expectRefused(await again.get(path), again, before);

    // An answer the browser did not ask for (login CSRF): its state is not this browser's.
    const victim = t.client();
    const attacker = t.client();
    const foreign = await callbackFor(attacker, personAt("replay@region.se"));
    await expectRefused(await victim.get(foreign), victim, await countRows());
  });

  const tokenCases: [string, (claims: Record<string, unknown>) => void, boolean][] = [
    [
      "another audience",
      (c) => {
        c.aud = "another-client";
      },
      false,
    ],
    [
      "a wrong nonce",
      (c) => {
        c.nonce = "not-the-nonce";
      },
      false,
    ],
    [
      "no nonce",
      (c) => {
        delete c.nonce;
      },
      false,
    ],
    [
      "an expired token",
      (c) => {
        const now = Math.floor(Date.now() / 1000);
        c.iat = now - 7200;
        c.exp = now - 3600;
      },
      false,
    ],
    [
      "another issuer",
      (c) => {
        c.iss = "https://idp.example.se";
      },
      false,
    ],
    ["a key the provider never published", () => undefined, true],
  ];
  for (const [name, change, foreignKey] of tokenCases) {
    it(`refuses an ID token with ${name}`, async () => {
      await t.createUser({ role: "ST_DOCTOR", email: `token-${people}@region.se` });
      const subject = personAt(`token-${people - 1}@region.se`);
      const client = t.client();
      const before = await countRows();
      provider.tamper(change, foreignKey);
      try {
        const res = await signInThroughProvider(client, subject);
        expect(res.status).toBe(400);
        expect(await res.text()).toContain("Inloggningen kunde inte slutföras");
        await expectRefused(res, client, before);
        const [entry] = await t.database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.entity, "provider-sign-in"))
          .orderBy(desc(auditLog.seq))
          .limit(1);
        expect(entry?.after).toMatchObject({
          outcome: "refused",
          reason: expect.stringMatching(/^token: /),
        });
      } finally {
        provider.tamper(undefined);
      }
    });
  }

  it("keeps the link when the address changes at the provider", async () => {
    const user = await t.createUser({ role: "DIRECTOR", email: "gammal@region.se" });
    const subject = personAt("gammal@region.se");
    const first = t.client();
    await signInThroughProvider(first, subject);
    expect(await signedInUserId(first)).toBe(user.id);
    provider.people.set(subject, { email: "ny.adress@region.se" });
    const second = t.client();
    expect((await signInThroughProvider(second, subject)).status).toBe(302);
    expect(await signedInUserId(second)).toBe(user.id);

    // Someone else at the provider who now has the old address does not get the account.
    const newcomer = personAt("gammal@region.se");
    const third = t.client();
    expect((await signInThroughProvider(third, newcomer)).status).toBe(403);
    expect(await signedInUserId(third)).toBeUndefined();
  });

  it("lets an administrator unlink an account, audited", async () => {
    const user = await t.createUser({ role: "SUPERVISOR", email: "unlink@region.se" });
    await signInThroughProvider(t.client(), personAt("unlink@region.se"));
    const { client: admin, user: adminUser } = await t.signedIn("ADMIN");
    const { client: director } = await t.signedIn("DIRECTOR");
    expect((await director.delete(`/api/users/${user.id}/provider-identity`)).status).toBe(403);
    expect((await admin.delete(`/api/users/${user.id}/provider-identity`)).status).toBe(200);
    expect((await admin.delete(`/api/users/${user.id}/provider-identity`)).status).toBe(404);
    const links = await t.database.db
      .select()
      .from(oidcIdentities)
      .where(eq(oidcIdentities.userId, user.id));
    expect(links).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, adminUser.id));
    expect(entry).toMatchObject({
      action: "delete",
      entity: "provider-identity",
      subjectUserId: user.id,
    });
  });

  it("sends the user to the provider's sign-out after a session from there", async () => {
    await t.createUser({ role: "SUPERVISOR", email: "utloggning@region.se" });
    const client = t.client();
    await signInThroughProvider(client, personAt("utloggning@region.se"));
    const res = await client.post("/api/session/sign-out");
    const body = (await res.json()) as { redirectTo?: string };
    expect(body.redirectTo).toMatch(new RegExp(`^${provider.issuer}/session/end\\?`));
    expect(await signedInUserId(client)).toBeUndefined();
    // The session's own ID token goes as the hint (decision 274), and its marker is cleared.
    const hint = new URL(body.redirectTo ?? "").searchParams.get("id_token_hint") ?? "";
    const payload = JSON.parse(Buffer.from(hint.split(".")[1] ?? "", "base64url").toString());
    expect(payload).toMatchObject({ iss: provider.issuer, aud: "st-portalen" });
    expect(res.headers.get("set-cookie")).toMatch(
      /st-portalen\.provider_session=; Max-Age=0; Path=\/api\/session/,
    );

    // A session marked before the hint was kept still goes to the provider, without a hint.
    const earlier = t.client();
    await signInThroughProvider(earlier, personAt("utloggning@region.se"));
    earlier.setCookie("st-portalen.provider_session", "1");
    const before = (await (await earlier.post("/api/session/sign-out")).json()) as {
      redirectTo?: string;
    };
    expect(before.redirectTo).toMatch(new RegExp(`^${provider.issuer}/session/end\\?`));
    expect(new URL(before.redirectTo ?? "").searchParams.has("id_token_hint")).toBe(false);

    const { client: byPassword } = await t.signedIn("SUPERVISOR");
    expect(await (await byPassword.post("/api/session/sign-out")).json()).toEqual({ ok: true });
  });

  it("limits refused callbacks per client like password sign-ins", async () => {
    const client = t.client();
    for (let i = 0; i < 20; i++) {
      expect((await client.get("/api/session/oidc/callback?code=x&state=nope")).status).toBe(400);
    }
    const res = await client.get("/api/session/oidc/callback?code=x&state=nope");
    expect(res.status).toBe(429);
    expect(await res.text()).toContain("För många misslyckade inloggningsförsök");
  });
});

describe("password sign-in beside the provider", () => {
  it("off: refused on the server for everyone; the provider still signs in", async () => {
    const t = await appWithProvider("off");
    try {
      const admin = await t.createUser({ role: "ADMIN" });
      const res = await t.client().post("/api/session/sign-in", {
        email: admin.email,
        password: admin.password,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: "PASSWORD_SIGN_IN_OFF" });
      expect(
        (await t.client().post("/api/session/review-sign-in", { password: "whatever" })).status,
      ).toBe(403);
      const client = t.client();
      await signInThroughProvider(client, personAt(admin.email));
      expect(await signedInUserId(client)).toBe(admin.id);
      expect(await (await t.client().get("/api/session/sign-in-options")).json()).toMatchObject({
        password: "off",
      });
      // A one-time password that can open nothing need not be replaced first.
      const fresh = await t.createUser({ role: "ST_DOCTOR", mustChangePassword: true });
      const newcomer = t.client();
      await signInThroughProvider(newcomer, personAt(fresh.email));
      const session = (await (await newcomer.get("/api/session")).json()) as {
        user: { mustChangePassword: boolean };
      };
      expect(session.user.mustChangePassword).toBe(false);
      expect((await newcomer.get("/api/st-doctors")).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("admins only: an administrator signs in, anyone else is told to use the provider", async () => {
    const t = await appWithProvider("admins");
    try {
      const admin = await t.createUser({ role: "ADMIN" });
      const doctor = await t.createUser({ role: "ST_DOCTOR" });
      expect(await t.signInStatus(admin)).toBe(200);
      const res = await t.client().post("/api/session/sign-in", doctor);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: "PASSWORD_SIGN_IN_OFF" });
      // A wrong password says only that.
      expect(await t.signInStatus({ email: doctor.email, password: "fel-losenord" })).toBe(401);
      expect(await t.database.db.select().from(sessions)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it("all: everyone signs in with a password as before", async () => {
    const t = await appWithProvider("all");
    try {
      const doctor = await t.createUser({ role: "ST_DOCTOR" });
      expect(await t.signInStatus(doctor)).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("matches by another claim when configured", async () => {
    const t = await appWithProvider("all", "mail");
    try {
      const doctor = await t.createUser({ role: "ST_DOCTOR", email: "claim@region.se" });
      const client = t.client();
      await signInThroughProvider(client, personAt("annan@region.se", { mail: "CLAIM@region.se" }));
      expect(await signedInUserId(client)).toBe(doctor.id);
    } finally {
      await t.close();
    }
  });
});

describe("without a provider", () => {
  it("offers passwords only, and the provider's routes are not there", async () => {
    const t = await createTestApp();
    try {
      expect(await (await t.client().get("/api/session/sign-in-options")).json()).toEqual({
        provider: null,
        password: "all",
      });
      expect((await t.client().get("/api/session/oidc/start")).status).toBe(404);
      expect((await t.client().get("/api/session/oidc/callback?state=x")).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it("a provider that cannot be reached gets a page saying so, and passwords still work", async () => {
    const t = await createTestApp({
      oidc: {
        issuer: "http://127.0.0.1:9",
        clientId: "x",
        scopes: "openid",
        emailClaim: "email",
        buttonLabel: "Logga in",
      },
    });
    try {
      const res = await t.client().get("/api/session/oidc/start");
      expect(res.status).toBe(503);
      expect(await res.text()).toContain("Identitetsleverantören kan inte nås just nu");
      const doctor = await t.createUser({ role: "ST_DOCTOR" });
      expect(await t.signInStatus(doctor)).toBe(200);
    } finally {
      await t.close();
    }
  });
});
