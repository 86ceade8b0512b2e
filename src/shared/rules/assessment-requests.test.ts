import { describe, expect, it } from "vitest";
import {
  ASSESSMENT_LINK_DAYS,
  assessmentLinkOf,
  isAnswerable,
  isRevocable,
  isWellFormedToken,
  linkExpiry,
  requestState,
} from "./assessment-requests";

const created = new Date("2026-11-28T10:00:00Z");
const base = { expiresAt: linkExpiry(created), openedAt: null, answeredAt: null, revokedAt: null };
const later = (ms: number) => new Date(created.getTime() + ms);
const HOUR = 3600_000;

describe("a request's state", () => {
  it("is sent, then opened, then answered", () => {
    expect(requestState(base, later(HOUR))).toBe("sent");
    expect(requestState({ ...base, openedAt: later(HOUR) }, later(2 * HOUR))).toBe("opened");
    expect(
      requestState(
        { ...base, openedAt: later(HOUR), answeredAt: later(2 * HOUR) },
        later(3 * HOUR),
      ),
    ).toBe("answered");
  });

  it("expires seven days after it was made, to the millisecond", () => {
    expect(base.expiresAt.getTime() - created.getTime()).toBe(ASSESSMENT_LINK_DAYS * 24 * HOUR);
    expect(requestState(base, later(ASSESSMENT_LINK_DAYS * 24 * HOUR - 1))).toBe("sent");
    expect(requestState(base, later(ASSESSMENT_LINK_DAYS * 24 * HOUR))).toBe("expired");
    expect(requestState({ ...base, openedAt: later(HOUR) }, later(8 * 24 * HOUR))).toBe("expired");
  });

  it("keeps an answer and a revocation after expiry", () => {
    const after = later(30 * 24 * HOUR);
    expect(requestState({ ...base, answeredAt: later(HOUR) }, after)).toBe("answered");
    expect(requestState({ ...base, revokedAt: later(HOUR) }, after)).toBe("revoked");
  });

  it("takes an answer and a revocation only while sent or opened", () => {
    expect(isAnswerable(base, later(HOUR))).toBe(true);
    expect(isAnswerable({ ...base, openedAt: later(HOUR) }, later(HOUR))).toBe(true);
    expect(isAnswerable({ ...base, revokedAt: later(HOUR) }, later(HOUR))).toBe(false);
    expect(isAnswerable({ ...base, answeredAt: later(HOUR) }, later(HOUR))).toBe(false);
    expect(isRevocable(base, later(8 * 24 * HOUR))).toBe(false);
  });
});

describe("the token and the link", () => {
  it("takes only 43 base64url characters", () => {
    expect(isWellFormedToken("A".repeat(43))).toBe(true);
    expect(isWellFormedToken(`${"a-_9".repeat(10)}abc`)).toBe(true);
    expect(isWellFormedToken("A".repeat(42))).toBe(false);
    expect(isWellFormedToken("A".repeat(44))).toBe(false);
    expect(isWellFormedToken(`${"A".repeat(42)}=`)).toBe(false);
    expect(isWellFormedToken(`${"A".repeat(42)}+`)).toBe(false);
  });

  it("puts the token in the fragment, which no request carries", () => {
    const link = new URL(assessmentLinkOf("https://st.example.se", "T".repeat(43)));
    expect(link.pathname).toBe("/bedomning");
    expect(link.search).toBe("");
    expect(link.hash).toBe(`#${"T".repeat(43)}`);
  });
});
