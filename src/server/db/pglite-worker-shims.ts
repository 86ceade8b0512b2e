import type { Worker } from "node:worker_threads";

type LockCallback = () => Promise<void> | void;

/**
 * Node 20 has no Web Locks (navigator.locks), which PGlite's worker uses to elect one leader among
 * browser tabs. Here there is one client and one worker, so a lock is granted at once, or never
 * when `grants` says so.
 */
export function installWebLocks(grants: (id: string) => boolean) {
  const g = globalThis as unknown as { navigator?: { locks?: unknown } };
  if (g.navigator?.locks) return;
  const locks = {
    request(id: string, callback: LockCallback): Promise<void> {
      if (!grants(id)) return new Promise(() => {});
      return Promise.resolve(callback());
    },
  };
  if (g.navigator)
    Object.defineProperty(g.navigator, "locks", { value: locks, configurable: true });
  else Object.defineProperty(g, "navigator", { value: { locks }, configurable: true });
}

/** A Node worker thread as the browser Worker that PGliteWorker expects. */
export function asWebWorker(worker: Worker) {
  const handlers = new Map<unknown, (data: unknown) => void>();
  return {
    addEventListener(
      type: "message",
      listener: (event: { data: unknown }) => void,
      options?: { once?: boolean },
    ) {
      const handler = (data: unknown) => listener({ data });
      handlers.set(listener, handler);
      if (options?.once) worker.once(type, handler);
      else worker.on(type, handler);
    },
    removeEventListener(type: "message", listener: unknown) {
      const handler = handlers.get(listener);
      if (handler) worker.off(type, handler);
      handlers.delete(listener);
    },
    postMessage(message: unknown) {
      worker.postMessage(message);
    },
    terminate() {
      void worker.terminate();
    },
  };
}
