/*
 * Signed-in sessions for the HTTP benchmark: each virtual user signs in once through the API (one
 * password check each) and keeps its cookies as a browser would. The signed copy of the session
 * that reads may trust lasts a minute (decision 122); `refresh` renews it before each load run, as
 * a browser's next read after that minute would.
 */

export class Session {
  private readonly jar = new Map<string, string>();

  constructor(
    readonly email: string,
    readonly userId: string,
  ) {}

  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/max-age=0/i.test(line) || value === "") this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export async function signIn(
  base: string,
  account: { email: string; id: string },
  password: string,
): Promise<Session> {
  const res = await fetch(`${base}/api/session/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: account.email, password }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`sign-in of ${account.email}: ${res.status}`);
  const session = new Session(account.email, account.id);
  session.take(res);
  return session;
}

/** Signs every account in, a few at a time (each sign-in is a deliberate slow password check). */
export async function signInAll(
  base: string,
  accounts: readonly { email: string; id: string }[],
  password: string,
): Promise<Session[]> {
  const sessions: Session[] = new Array(accounts.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < accounts.length) {
        const index = next++;
        sessions[index] = await signIn(
          base,
          accounts[index] as { email: string; id: string },
          password,
        );
      }
    }),
  );
  return sessions;
}

/** A fresh signed copy of each session (GET /api/session always asks the database). */
export async function refreshAll(base: string, sessions: readonly Session[]) {
  await Promise.all(
    sessions.map(async (session) => {
      const res = await fetch(`${base}/api/session`, { headers: { cookie: session.cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`session of ${session.email}: ${res.status}`);
      session.take(res);
    }),
  );
}
