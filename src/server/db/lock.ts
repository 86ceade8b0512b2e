import { createHash } from "node:crypto";
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import { hostname } from "node:os";
import { join, resolve } from "node:path";

/** The embedded database serves one process per data directory; a second opener must stop. */
export class DataDirLockedError extends Error {}

/** Unix socket paths are limited to about 104 bytes (macOS) and 108 (Linux), the NUL included. */
const MAX_SOCKET_PATH = 100;
const LOCK_NAME = "pglite.lock.sock";

/**
 * Where the lock listens. A Unix socket file in DATA_DIR: two containers sharing the volume see the
 * same file, and the kernel closes the socket when its holder dies, however it dies (decision 110).
 * Windows has no socket files; a named pipe keyed on the directory's full path stands in.
 */
export function lockAddress(dir: string): string {
  const full = resolve(dir);
  if (process.platform === "win32") {
    const key = createHash("sha256").update(full.toLowerCase()).digest("hex").slice(0, 32);
    return `\\\\.\\pipe\\st-portalen-pglite-${key}`;
  }
  return join(full, LOCK_NAME);
}

/** Who answers on the socket: the holder writes its pid and host, then hangs up. */
type Holder = { pid: string; host: string } | null;

function askHolder(address: string): Promise<Holder> {
  return new Promise((done) => {
    let said = "";
    let connected = false;
    const socket = createConnection(address);
    socket.setEncoding("utf8");
    socket.on("connect", () => {
      connected = true;
    });
    // A holder too busy to answer is still a holder: the connection was accepted.
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on("data", (chunk) => {
      said += chunk;
    });
    // ECONNREFUSED or ENOENT: nobody listens; the file was left by a holder that died.
    socket.on("error", () => {});
    socket.on("close", () => {
      if (!connected) return done(null);
      const [pid = "?", host = "?"] = said.trim().split(" ");
      done({ pid, host });
    });
  });
}

function listen(address: string): Promise<Server> {
  return new Promise((done, fail) => {
    const server = createServer((socket) => socket.end(`${process.pid} ${hostname()}\n`));
    server.once("error", fail);
    server.listen(address, () => {
      server.off("error", fail);
      // The lock must not keep the process alive on its own.
      server.unref();
      done(server);
    });
  });
}

function lockedError(dir: string, holder: Exclude<Holder, null>) {
  return new DataDirLockedError(
    `Databasen i ${dir} används redan av en annan process (pid ${holder.pid} på ${holder.host}). Stoppa den eller välj en annan DATA_DIR.`,
  );
}

/**
 * Takes the data directory's lock, or throws DataDirLockedError naming the holder. Returns the
 * release, which closes the socket and removes its file. A file left by a dead holder is moved
 * aside before it is removed, and what was moved is asked once more, so that two starters racing
 * over a stale file never take a live holder's file away.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const address = lockAddress(dir);
  if (process.platform !== "win32" && Buffer.byteLength(address) > MAX_SOCKET_PATH) {
    throw new DataDirLockedError(
      `Sökvägen till DATA_DIR (${resolve(dir)}) är för lång för databasens lås: välj en kortare.`,
    );
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const server = await listen(address);
      return () => new Promise<void>((done) => server.close(() => done()));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    }
    const holder = await askHolder(address);
    if (holder) throw lockedError(dir, holder);
    if (process.platform === "win32") continue; // a pipe goes with its holder; nothing to remove
    const aside = `${address}.stale-${process.pid}-${attempt}`;
    try {
      renameSync(address, aside);
    } catch {
      continue; // another starter moved it first
    }
    const movedHolder = await askHolder(aside);
    if (movedHolder) {
      renameSync(aside, address); // it had just been taken: put it back and give way
      throw lockedError(dir, movedHolder);
    }
    rmSync(aside, { force: true });
  }
  throw new DataDirLockedError(`Kunde inte låsa databasen i ${dir}.`);
}
