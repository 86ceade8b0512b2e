import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../tests/fixtures/expect-response";
import { createTestApp, PUBLIC_URL, type TestApp } from "../../tests/fixtures/test-app";
import { COMMON_MESSAGES } from "../shared/messages/common";
import { JSON_BODY_MAX_BYTES } from "./lib/body-limits";

/** What the server reads before it looks at a request body: size and type come first. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A body of `total` bytes made only as it is read, counting how much the server pulled. */
function countingBody(total: number) {
  const chunk = new TextEncoder().encode(`{"email":"${"a".repeat(64 * 1024)}`);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

const postStream = (path: string, body: ReadableStream<Uint8Array>, headers = {}) =>
  t.app.request(path, {
    method: "POST",
    headers: { origin: PUBLIC_URL, "content-type": "application/json", ...headers },
    body,
    // Node's fetch needs this for a streamed request body.
    duplex: "half",
  } as RequestInit);

describe("JSON body size", () => {
  it("refuses a huge streamed body while signed out with 413, without reading it all", async () => {
    const body = countingBody(200 * 1024 * 1024);
    const res = await postStream("/api/session/sign-in", body.stream);
    await expectError(res, 413, COMMON_MESSAGES.bodyTooLarge);
    expect(body.pulled()).toBeLessThan(1024 * 1024);
  });

  it("refuses a declared length over the limit before reading anything", async () => {
    const body = countingBody(10 * 1024 * 1024);
    const res = await postStream("/api/password-reset/request", body.stream, {
      "content-length": String(10 * 1024 * 1024),
    });
    await expectError(res, 413, COMMON_MESSAGES.bodyTooLarge);
  });

  it("refuses a body just over the limit on a signed-in route, and accepts one under it", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const path = `/api/st-doctors/${user.id}/st-project`;
    const padding = (n: number) =>
      JSON.stringify({ topic: "Ämne", version: 0, pad: "x".repeat(n) });
    const over = await client.put(path, padding(JSON_BODY_MAX_BYTES));
    expect(over.status).toBe(413);
    const under = await client.put(path, padding(JSON_BODY_MAX_BYTES - 1024));
    expect(under.status).toBe(200);
  });
});

describe("JSON content type", () => {
  it.each([
    ["text/plain", { "content-type": "text/plain" }],
    ["form data", { "content-type": "application/x-www-form-urlencoded" }],
    ["no content type", { "content-type": "" }],
  ])("answers %s on a JSON route with 415 and leaves the ST project as it was", async (_l, h) => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const path = `/api/st-doctors/${user.id}/st-project`;
    const saved = {
      topic: "Dosimetri",
      supervisor: "Dr X",
      status: "in_progress",
      summary: "Text",
    };
    // A first save is based on version 0 (decision 065).
    expect((await client.put(path, { ...saved, version: 0 })).status).toBe(200);

    const res = await client.request("PUT", path, "topic=", h);
    await expectError(res, 415, COMMON_MESSAGES.unsupportedMediaType);

    const record = await (await client.get(`/api/st-doctors/${user.id}/record`)).json();
    expect(record.stProject).toMatchObject(saved);
  });

  it("answers a sign-in sent as text with 415", async () => {
    const res = await t
      .client()
      .request("POST", "/api/session/sign-in", '{"email":"a@b.se","password":"x"}', {
        "content-type": "text/plain",
      });
    expect(res.status).toBe(415);
  });

  it("accepts JSON with a charset", async () => {
    const { client, user } = await t.signedIn("ST_DOCTOR");
    const res = await client.request(
      "PUT",
      `/api/st-doctors/${user.id}/st-project`,
      { topic: "Ämne", version: 0 },
      { "content-type": "application/json; charset=utf-8" },
    );
    expect(res.status).toBe(200);
  });
});
