import { describe, expect, it } from "vitest";
import {
  afterSend,
  continuesRun,
  resubmitted,
  type SendOutcome,
  sendOutcome,
} from "./offline-drafts";

const IN_PROGRESS = "Sparandet pågår redan.";
const outcome = (status: number, message?: string, code?: string) =>
  sendOutcome({ status, message, code }, IN_PROGRESS);

describe("what a server's answer to a draft's send means", () => {
  it("a stored create, or one replayed by its key, is sent", () => {
    expect(outcome(201)).toEqual({ kind: "sent" });
    expect(outcome(200)).toEqual({ kind: "sent" });
  });

  it("no network or a server that cannot answer now waits for a retry", () => {
    for (const status of [0, 408, 429, 500, 502, 503]) {
      expect(outcome(status, "x").kind, String(status)).toBe("retry");
    }
  });

  it("the same key still running in another tab waits too, any other 409 is a refusal", () => {
    expect(outcome(409, IN_PROGRESS).kind).toBe("retry");
    expect(outcome(409, "Posten har ändrats av någon annan.")).toEqual({
      kind: "refused",
      reason: "Posten har ändrats av någon annan.",
    });
  });

  it("an ended session, or one that must change its password, keeps every draft for later", () => {
    expect(outcome(401, "Inte inloggad").kind).toBe("session-ended");
    expect(outcome(403, "Byt lösenord", "PASSWORD_CHANGE_REQUIRED").kind).toBe("session-ended");
  });

  it("a validation error or a refused permission is a refusal with the server's reason", () => {
    expect(outcome(400, "Datum saknas")).toEqual({ kind: "refused", reason: "Datum saknas" });
    expect(outcome(403, "Ingen behörighet", "FORBIDDEN")).toEqual({
      kind: "refused",
      reason: "Ingen behörighet",
    });
    expect(outcome(404, "Hittades inte").kind).toBe("refused");
  });
});

describe("a draft after a send", () => {
  const draft = { state: "local" as const, key: "k1" };

  it("leaves the device once sent", () => {
    expect(afterSend(draft, { kind: "sent" })).toBeNull();
  });

  it("waits unchanged when there is no network or the session ended", () => {
    expect(afterSend(draft, { kind: "retry" })).toBe(draft);
    expect(afterSend(draft, { kind: "session-ended" })).toBe(draft);
  });

  it("keeps the server's reason when refused, and is fresh again once fixed and saved", () => {
    const refused = afterSend(draft, { kind: "refused", reason: "Datum saknas" });
    expect(refused).toEqual({ state: "refused", reason: "Datum saknas", key: "k1" });
    expect(resubmitted(refused!)).toEqual({ state: "local", key: "k1" });
  });

  it("a run goes on past a sent or refused draft and stops where waiting is all there is", () => {
    const cases: [SendOutcome, boolean][] = [
      [{ kind: "sent" }, true],
      [{ kind: "refused", reason: "x" }, true],
      [{ kind: "retry" }, false],
      [{ kind: "session-ended" }, false],
    ];
    for (const [o, goesOn] of cases) expect(continuesRun(o), o.kind).toBe(goesOn);
  });
});
