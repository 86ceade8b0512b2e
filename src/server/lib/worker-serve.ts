import { parentPort } from "node:worker_threads";

/**
 * The worker side of a pool (worker-pool.ts): answers each job posted to this thread with `work`'s
 * value, its ArrayBuffers moved rather than copied, or with the error's message.
 */
export function serveJobs<In, Out>(
  work: (input: In) => Promise<Out>,
  transfer: (value: Out) => ArrayBuffer[] = () => [],
): void {
  const port = parentPort;
  if (!port) throw new Error("serveJobs runs in a worker thread");
  port.on("message", async (input: In) => {
    try {
      const value = await work(input);
      port.postMessage({ ok: true, value }, transfer(value));
    } catch (error) {
      port.postMessage({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  });
}
