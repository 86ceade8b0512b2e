import { parentPort } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { worker } from "@electric-sql/pglite/worker";
import { installWebLocks } from "./pglite-worker-shims";

// PGlite's worker speaks the browser's worker API: the global postMessage/addEventListener of a
// dedicated worker, which in Node is the parent port.
const port = parentPort;
if (!port) throw new Error("pglite-worker runs only as a worker thread");
const g = globalThis as unknown as Record<string, unknown>;
g.postMessage = (message: unknown) => port.postMessage(message);
g.addEventListener = (
  type: "message",
  listener: (event: { data: unknown }) => void,
  options?: { once?: boolean },
) => {
  const handler = (data: unknown) => listener({ data });
  if (options?.once) port.once(type, handler);
  else port.on(type, handler);
};
// The one client never closes its "tab" while the thread lives: that lock is never granted here.
installWebLocks((id) => !id.startsWith("pglite-tab-close:"));

let database: PGlite | undefined;
port.on("message", async (message: { type?: string }) => {
  if (message?.type !== "shut-down") return;
  await database?.close();
  port.postMessage({ type: "shut-down" });
});

await worker({
  async init(options) {
    database = new PGlite(options.dataDir);
    await database.waitReady;
    return database;
  },
});
