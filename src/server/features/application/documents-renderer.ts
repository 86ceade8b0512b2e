import { availableParallelism } from "node:os";
import type { FormKey } from "../../../shared/curriculum/certificate-forms";
import { APPLICATION_WRITE_MESSAGES as M } from "../../../shared/messages/application-writes";
import { tooBusy } from "../../lib/errors";
import { createWorkerPool } from "../../lib/worker-pool";
import type { DocumentsResult } from "./application-documents";
import type { FormJob } from "./application-values";

/** What a worker thread is given: the forms to fill, their blanks, and the list's heading. */
export interface DocumentsInput {
  jobs: FormJob[];
  blanks: [FormKey, Uint8Array][];
  /** The list of bilagor and a ZIP of everything; null: the one form's PDF alone. */
  cover: { doctorName: string; specialty: string } | null;
}

/**
 * The application's forms filled off the request thread (decision 197), capped as the portfolio
 * is (decision 163): two per person, a few per thread waiting, beyond that 429 or 503. Nothing is
 * cached: the files carry a personnummer.
 */
export interface DocumentsRenderer {
  render(actorId: string, input: DocumentsInput): Promise<DocumentsResult>;
  close(): Promise<void>;
}

function workerFile(): URL {
  const file = import.meta.url.endsWith(".ts")
    ? "./application-documents.worker.ts"
    : "./application-documents-worker.js";
  return new URL(file, import.meta.url);
}

export function createDocumentsRenderer(): DocumentsRenderer {
  const threads = Math.max(1, Math.min(4, availableParallelism() - 1));
  const queue = 4 * threads;
  const pool = createWorkerPool<DocumentsInput, DocumentsResult>({
    file: workerFile(),
    size: threads,
  });
  const perUser = new Map<string, number>();
  return {
    async render(actorId, input) {
      const mine = perUser.get(actorId) ?? 0;
      if (mine >= 2) throw tooBusy(429, M.busyPerson, 2);
      if (pool.pending >= threads + queue) throw tooBusy(503, M.busyServer, 5);
      perUser.set(actorId, mine + 1);
      try {
        return await pool.run(input);
      } finally {
        const left = (perUser.get(actorId) ?? 1) - 1;
        if (left > 0) perUser.set(actorId, left);
        else perUser.delete(actorId);
      }
    },
    close: () => pool.close(),
  };
}
