import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { serverChildEnv } from "../../scripts/child-env";
import { TEMPLATE_PATH } from "../../tests/fixtures/global-setup";
import { newPglite } from "./db/pglite";

/** The server as an operator starts it, against a database that is not there. */
const root = resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(join(tmpdir(), "st-portalen-startup-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(join(root, "node_modules/.bin/tsx"), ["src/server/main.ts"], {
      cwd: root,
      env: serverChildEnv({ DATA_DIR: dataDir, ...env }),
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const killer = setTimeout(() => child.kill("SIGKILL"), 25_000);
    child.on("close", (code) => {
      clearTimeout(killer);
      done({ code, stdout, stderr });
    });
  });
}

describe("start-up without a database", () => {
  it("prints one line naming DATABASE_URL and the cause, hides the password, and exits non-zero", async () => {
    const result = await start({ DATABASE_URL: "postgres://portal:hemligt@127.0.0.1:1/st" });
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("DATABASE_URL");
    expect(lines[0]).toContain("127.0.0.1:1");
    expect(lines[0]).toMatch(/ECONNREFUSED/);
    expect(result.stderr + result.stdout).not.toContain("hemligt");
  }, 30_000);
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Where the compiled server runs from a database that is already there (no initdb). */
async function existingDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `st_test_compiled_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      async drop() {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "st-portalen-compiled-"));
  const pglite = newPglite(join(dir, "pglite"), {
    loadDataDir: new Blob([readFileSync(TEMPLATE_PATH)]),
  });
  await pglite.waitReady;
  await pglite.close();
  return {
    env: { DATA_DIR: dir },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A portfolio PDF from the running server: the bootstrap admin signs in, adds an ST doctor and
 * downloads the doctor's book.
 */
async function portfolioOf(base: string) {
  const origin = { origin: base, "content-type": "application/json" };
  const signIn = await fetch(`${base}/api/session/sign-in`, {
    method: "POST",
    headers: origin,
    body: JSON.stringify({ email: "admin@example.se", password: "kompilerad" }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const created = await fetch(`${base}/api/users`, {
    method: "POST",
    headers: { ...origin, cookie },
    body: JSON.stringify({
      email: "st@example.se",
      firstName: "Åsa",
      lastName: "Öberg",
      role: "ST_DOCTOR",
      password: "kompilerad-st",
    }),
  });
  const { user } = (await created.json()) as { user: { id: string } };
  const res = await fetch(`${base}/api/st-doctors/${user.id}/portfolio.pdf`, {
    headers: { cookie },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    start: bytes.subarray(0, 5).toString("latin1"),
  };
}

/** The packages the compiled entry loads before it runs: its static imports and its chunks'. */
function packagesLoadedAtStart(outDir: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(outDir, file), "utf8");
    for (const [, from = ""] of code.matchAll(/^import\s[^;]*?from\s*"([^"]+)";?$/gms)) {
      if (from.startsWith("./")) visit(from.slice(2));
      else if (!from.startsWith("node:")) packages.add(from);
    }
  };
  visit("main.js");
  return packages;
}

describe("the compiled server", () => {
  it("builds, starts with plain node, answers its health check, makes a portfolio PDF and stops cleanly", async () => {
    // A scratch build (inside the project, where the server finds drizzle/), not dist/server.
    mkdirSync(join(root, ".tmp"), { recursive: true });
    const outDir = mkdtempSync(join(root, ".tmp/server-build-"));
    const database = await existingDatabase();
    try {
      execFileSync(
        join(root, "node_modules/.bin/vite"),
        ["build", "--config", "vite.server.config.ts", "--outDir", outDir],
        { cwd: root, stdio: "pipe" },
      );
      // Loaded where they are used, not at every start (the PDF library alone is hundreds of
      // modules): recognising a form, sending mail, a link's QR code.
      const atStart = packagesLoadedAtStart(outDir);
      expect(atStart).toContain("@electric-sql/pglite");
      for (const lazy of ["@cantoo/pdf-lib", "@cantoo/fontkit", "pdfkit", "nodemailer", "qrcode"]) {
        expect(atStart).not.toContain(lazy);
      }
      const port = await freePort();
      const child = spawn(process.execPath, [join(outDir, "main.js")], {
        cwd: root,
        env: serverChildEnv({
          DATA_DIR: dataDir,
          PORT: String(port),
          LOG_LEVEL: "warn",
          ADMIN_EMAIL: "admin@example.se",
          ADMIN_PASSWORD: "kompilerad",
          ...database.env,
        }),
      });
      let stderr = "";
      child.stderr.on("data", (chunk) => {
        stderr += chunk;
      });
      const exited = new Promise<number | null>((done) => child.on("exit", done));
      let health: Response | undefined;
      const deadline = Date.now() + 40_000;
      while (!health && Date.now() < deadline && child.exitCode === null) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (!health) await new Promise((done) => setTimeout(done, 50));
      }
      const portfolio = health ? await portfolioOf(`http://127.0.0.1:${port}`) : undefined;
      child.kill("SIGTERM");
      const code = await exited;
      expect(stderr).toBe("");
      expect(health?.status).toBe(200);
      expect(await health?.json()).toEqual({ status: "ok" });
      // The PDF library and its font files are found from dist/ at run time.
      expect(portfolio?.status).toBe(200);
      expect(portfolio?.type).toBe("application/pdf");
      expect(portfolio?.start).toBe("%PDF-");
      expect(code).toBe(0);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
      await database.drop();
    }
  }, 60_000);
});
