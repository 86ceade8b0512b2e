import { describe, expect, it } from "vitest";
import { newIdempotencyKey, releaseSend, sendOnce } from "./idempotency";

describe("one save per form key at a time", () => {
  it("starts a second save with the same key only after the first has settled", () => {
    const started: string[] = [];
    const mutate = sendOnce((vars: { key: string; name: string }) => started.push(vars.name));
    const key = newIdempotencyKey();
    mutate({ key, name: "första" });
    mutate({ key, name: "dubbelklick" });
    expect(started).toEqual(["första"]);
    // Another form's key is another save.
    mutate({ key: newIdempotencyKey(), name: "annan" });
    expect(started).toEqual(["första", "annan"]);
    releaseSend({ key, name: "första" });
    mutate({ key, name: "igen" });
    expect(started).toEqual(["första", "annan", "igen"]);
  });

  it("makes keys the server accepts, a new one each time", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
