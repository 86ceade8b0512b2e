import { COMMON_MESSAGES } from "@/shared/messages/common";
import {
  afterSend,
  continuesRun,
  type SendOutcome,
  sendOutcome,
} from "@/shared/rules/offline-drafts";
import type { TOfflineDraft } from "@/shared/schemas/offline-drafts";
import { call, isApiError } from "../api-client";
import { readDrafts, removeDraft, saveDraft } from "./store";

/** One create of a draft, by its kind's route, with the key the form was opened with. */
export function sendDraft(draft: TOfflineDraft): Promise<unknown> {
  const body = draft.body as never;
  const idempotencyKey = draft.key;
  const params = { doctorId: draft.doctorId };
  switch (draft.kind) {
    case "sit-in":
      return call("POST /api/st-doctors/{doctorId}/records/sit-in", {
        params,
        body,
        idempotencyKey,
      });
    case "meeting":
      return call("POST /api/st-doctors/{doctorId}/records/meeting", {
        params,
        body,
        idempotencyKey,
      });
    case "structured-assessment":
      return call("POST /api/st-doctors/{doctorId}/structured-assessments", {
        params,
        body,
        idempotencyKey,
      });
    case "signing-rights-assessment":
      return call("POST /api/signing-rights/assessments", { body, idempotencyKey });
  }
}

/** What a send's failure means for the draft (an error that is no answer at all: no network). */
export function outcomeOfError(error: unknown): SendOutcome {
  if (!isApiError(error)) return { kind: "retry" };
  return sendOutcome(
    { status: error.status, message: error.message, code: error.code },
    COMMON_MESSAGES.idempotencyInProgress,
  );
}

export interface SendRun {
  /** The user the server's session is for now, or null when signed out. */
  signedInUser: () => Promise<string | null>;
  send: (draft: TOfflineDraft) => Promise<unknown>;
  /** A draft the server has stored: its lists are read again. */
  onSent?: (draft: TOfflineDraft) => void;
}

const LOCK = "st-portalen-drafts-send";
// Runs of this tab follow one another; the Web Locks API makes runs of all tabs do so too.
let tail: Promise<unknown> = Promise.resolve();

function exclusively<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  // The lock's callback answers with the run's own promise; the request resolves to its value.
  const next = tail.then(() => (locks ? (locks.request(LOCK, run) as Promise<T>) : run()));
  tail = next.catch(() => undefined);
  return next;
}

/**
 * Sends the user's waiting drafts, oldest first, each with its key (decision 220). The drafts are
 * read inside the lock, so a draft another tab has just sent is gone and not sent again (and were
 * it sent twice, its key would still make it one row). Nothing is sent unless the server's session
 * is this user's: another user signed in meanwhile never sends these drafts. Stops at the first
 * draft that has to wait (no network, an ended session); a refused one keeps its reason.
 * Returns how many drafts were stored.
 */
export function sendWaitingDrafts(userId: string, run: SendRun): Promise<number> {
  return exclusively(async () => {
    const waiting = (await readDrafts(userId)).filter((d) => d.state === "local");
    if (waiting.length === 0) return 0;
    let signedIn: string | null;
    try {
      signedIn = await run.signedInUser();
    } catch {
      return 0;
    }
    if (signedIn !== userId) return 0;
    let stored = 0;
    for (const draft of waiting) {
      let outcome: SendOutcome;
      try {
        await run.send(draft);
        outcome = { kind: "sent" };
      } catch (error) {
        outcome = outcomeOfError(error);
      }
      const next = afterSend(draft, outcome);
      if (next === null) {
        await removeDraft(userId, draft.key);
        stored++;
        run.onSent?.(draft);
      } else if (next !== draft) {
        await saveDraft(next);
      }
      if (!continuesRun(outcome)) break;
    }
    return stored;
  });
}
