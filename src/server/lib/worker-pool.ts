import { Worker } from "node:worker_threads";

/**
 * A few worker threads for CPU-heavy work (decision 163), so the request thread keeps answering
 * while it runs. Jobs beyond the threads wait in order; the caller decides how many may wait.
 * Threads start on first use and are replaced when one fails; an idle pool keeps no process alive.
 */
export interface WorkerPool<In, Out> {
  run(input: In): Promise<Out>;
  /** Jobs running or waiting. */
  readonly pending: number;
  close(): Promise<void>;
}

export interface WorkerPoolOptions {
  /** The worker's module: a built `.js` file, or a `.ts` source file run under tsx. */
  file: URL;
  size: number;
}

interface Job<In, Out> {
  input: In;
  resolve(value: Out): void;
  reject(error: Error): void;
}

interface Thread<In, Out> {
  worker: Worker;
  job?: Job<In, Out>;
}

/** Each answer is `{ ok: true, value }` or `{ ok: false, message }`, posted by `serveJobs`. */
type Answer<Out> = { ok: true; value: Out } | { ok: false; message: string };

/**
 * Tests and `tsx` run the sources: a TypeScript worker first registers tsx in its own thread (a
 * worker does not inherit the loader of the thread that starts it).
 */
function newWorker(file: URL): Worker {
  if (!file.pathname.endsWith(".ts")) return new Worker(file);
  // Resolved from the working directory, the project's, as tests and scripts run there.
  const boot = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); });`;
  return new Worker(boot, { eval: true });
}

export function createWorkerPool<In, Out>(options: WorkerPoolOptions): WorkerPool<In, Out> {
  const threads: Thread<In, Out>[] = [];
  const waiting: Job<In, Out>[] = [];
  let closed = false;

  const start = (): Thread<In, Out> => {
    const thread: Thread<In, Out> = { worker: newWorker(options.file) };
    thread.worker.unref();
    thread.worker.on("message", (answer: Answer<Out>) => {
      const job = thread.job;
      thread.job = undefined;
      thread.worker.unref();
      if (job) {
        if (answer.ok) job.resolve(answer.value);
        else job.reject(new Error(answer.message));
      }
      next(thread);
    });
    const fail = (error: Error) => {
      // 'error' is followed by 'exit': the thread is replaced once.
      const index = threads.indexOf(thread);
      if (index < 0) return;
      threads.splice(index, 1);
      thread.job?.reject(error);
      thread.job = undefined;
      if (!closed && waiting.length > 0) next(spawn());
    };
    thread.worker.on("error", fail);
    thread.worker.on("exit", (code) => fail(new Error(`worker stopped (${code})`)));
    return thread;
  };

  const spawn = () => {
    const thread = start();
    threads.push(thread);
    return thread;
  };

  const next = (thread: Thread<In, Out>) => {
    const job = waiting.shift();
    if (!job || closed) return;
    thread.job = job;
    // A running job keeps the process alive until it answers.
    thread.worker.ref();
    thread.worker.postMessage(job.input);
  };

  return {
    run(input) {
      if (closed) return Promise.reject(new Error("worker pool closed"));
      return new Promise<Out>((resolve, reject) => {
        waiting.push({ input, resolve, reject });
        const idle = threads.find((t) => !t.job);
        if (idle) next(idle);
        else if (threads.length < options.size) next(spawn());
      });
    },
    get pending() {
      return waiting.length + threads.filter((t) => t.job).length;
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error("worker pool closed"));
      await Promise.all(threads.splice(0).map((t) => t.worker.terminate()));
    },
  };
}
