/**
 * Drafts kept on the device when a create finds no network (decision 220): which kinds there are,
 * what a server's answer to a draft's send means for the draft, and how the draft changes with it.
 * Pure, so the web's store and sender and their tests read one definition.
 */

/** The creates a doctor makes at the point of care, the ones kept offline. */
export const OFFLINE_DRAFT_KINDS = [
  "sit-in",
  "meeting",
  "structured-assessment",
  "signing-rights-assessment",
] as const;
export type OfflineDraftKind = (typeof OFFLINE_DRAFT_KINDS)[number];

/** 'local': waits for the network; 'refused': the server said no, with its reason, for the user. */
export const OFFLINE_DRAFT_STATES = ["local", "refused"] as const;
export type OfflineDraftState = (typeof OFFLINE_DRAFT_STATES)[number];

export interface OfflineDraftStatus {
  state: OfflineDraftState;
  /** The server's Swedish reason when refused. */
  reason?: string | undefined;
}

/**
 * What one send of a draft came to:
 * - sent: stored (or stored before, and the answer replayed by its key): the draft is done;
 * - retry: no network, or the server could not answer now: the draft waits, the run stops;
 * - session-ended: 401, or a session that must change its password first: every draft waits
 *   untouched for the same user's next sign-in, the run stops;
 * - refused: the server read the request and said no: the draft keeps the reason for the user.
 */
export type SendOutcome =
  | { kind: "sent" }
  | { kind: "retry" }
  | { kind: "session-ended" }
  | { kind: "refused"; reason: string };

export interface SendAnswer {
  /** HTTP status; 0 when the request never reached the server. */
  status: number;
  /** The server's Swedish `error`, when it gave one. */
  message?: string | undefined;
  code?: string | undefined;
}

/**
 * A 409 with this code and message is the first send of the same key still running (another tab):
 * not a refusal, the draft is sent again later and gets the stored answer.
 */
export function sendOutcome(answer: SendAnswer, inProgressMessage: string): SendOutcome {
  const { status } = answer;
  if (status >= 200 && status < 300) return { kind: "sent" };
  if (status === 0 || status === 408 || status === 429 || status >= 500) return { kind: "retry" };
  if (status === 401) return { kind: "session-ended" };
  if (status === 403 && answer.code === "PASSWORD_CHANGE_REQUIRED") {
    return { kind: "session-ended" };
  }
  if (status === 409 && answer.message === inProgressMessage) return { kind: "retry" };
  return { kind: "refused", reason: answer.message ?? "" };
}

/**
 * The draft after a send: null when it is done and leaves the device; otherwise its new status
 * (unchanged when it only waits).
 */
export function afterSend<D extends OfflineDraftStatus>(draft: D, outcome: SendOutcome): D | null {
  switch (outcome.kind) {
    case "sent":
      return null;
    case "retry":
    case "session-ended":
      return draft;
    case "refused":
      return { ...draft, state: "refused", reason: outcome.reason };
  }
}

/** Whether a run of sends goes on to the next draft after this outcome. */
export function continuesRun(outcome: SendOutcome): boolean {
  return outcome.kind === "sent" || outcome.kind === "refused";
}

/** A draft the user fixed in its form and saves again waits as a fresh one, its reason gone. */
export function resubmitted<D extends OfflineDraftStatus>(draft: D): D {
  const { reason: _reason, ...rest } = draft;
  return { ...rest, state: "local" } as D;
}
