import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_MESSAGES } from "@/shared/messages/auth";
import { COMMON_MESSAGES } from "@/shared/messages/common";
import { call, errorMessage, errorReason, fileNameOf, readError } from "./api-client";
import { forgetHeldAnswers, receiveFirstAnswers } from "./held-answers";
import { setSessionExpiredHandler } from "./session-expiry";

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

describe("server faults never reach the user as a status code", () => {
  it("a 5xx shows the action's fallback, whatever the server said", async () => {
    const internal = await readError(jsonResponse(500, { error: "Okänt fel", code: "INTERNAL" }));
    expect(errorMessage(internal, AUTH_MESSAGES.loginFallback)).toBe(AUTH_MESSAGES.loginFallback);
    const proxy = await readError(new Response("<h1>Bad Gateway</h1>", { status: 502 }));
    expect(errorMessage(proxy, COMMON_MESSAGES.loadFailed)).toBe(COMMON_MESSAGES.loadFailed);
    expect(errorMessage(proxy)).toBe(COMMON_MESSAGES.unknown);
    expect(proxy.message).not.toMatch(/HTTP/);
  });

  it("a 4xx keeps the server's Swedish reason", async () => {
    const wrong = await readError(jsonResponse(401, { error: AUTH_MESSAGES.invalidCredentials }));
    expect(errorMessage(wrong, AUTH_MESSAGES.loginFallback)).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it("a '{msg}' slot gets 'Okänt fel' for an internal fault, the server's reason otherwise", async () => {
    const internal = await readError(jsonResponse(500, { error: "boom", code: "INTERNAL" }));
    expect(AUTH_MESSAGES.updateFailed(errorReason(internal))).toBe(
      "Kunde inte uppdatera lösenord: Okänt fel",
    );
    const away = await readError(
      jsonResponse(503, { error: "Databasen svarar inte just nu.", code: "DATABASE_UNAVAILABLE" }),
    );
    expect(errorReason(away)).toBe("Databasen svarar inte just nu.");
    const bad = await readError(jsonResponse(400, { error: AUTH_MESSAGES.currentWrong }));
    expect(errorReason(bad)).toBe(AUTH_MESSAGES.currentWrong);
  });
});

describe("a 401 is reported as a session that ended", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("from any request but sign-in and password reset", async () => {
    const handler = vi.fn();
    const stop = setSessionExpiredHandler(handler);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(401, { error: AUTH_MESSAGES.notSignedIn })),
    );
    await expect(call("GET /api/st-doctors", { query: {} })).rejects.toMatchObject({ status: 401 });
    await expect(
      call("PUT /api/st-doctors/{doctorId}/st-project", {
        params: { doctorId: "x" },
        body: { version: 0 },
      }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(handler).toHaveBeenCalledTimes(2);
    await expect(
      call("POST /api/session/sign-in", { body: { email: "a@example.se", password: "x" } }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      call("POST /api/password-reset/confirm", {
        body: { token: "t", newPassword: "nytt-losen", confirmPassword: "nytt-losen" },
      }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(handler).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe("an upload goes through the same client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the form as multipart (no JSON content type) to the route's path", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      jsonResponse(201, { message: "ok" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const form = new FormData();
    form.set("kind", "contract");
    await call("POST /api/st-doctors/{doctorId}/files", { params: { doctorId: "a b" }, form });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/st-doctors/a%20b/files");
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });

  it("reports a 401 as a session that ended, and a lost connection in Swedish", async () => {
    const handler = vi.fn();
    const stop = setSessionExpiredHandler(handler);
    const form = new FormData();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(401, { error: AUTH_MESSAGES.notSignedIn })),
    );
    await expect(
      call("POST /api/st-doctors/{doctorId}/files", { params: { doctorId: "x" }, form }),
    ).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(
      call("POST /api/st-doctors/{doctorId}/files", { params: { doctorId: "x" }, form }),
    ).rejects.toMatchObject({ status: 0, message: COMMON_MESSAGES.networkError });
    stop();
  });
});

describe("a file's name from its Content-Disposition", () => {
  it("prefers the UTF-8 name, then the plain one", () => {
    expect(
      fileNameOf(
        `attachment; filename="Ansokan Lindqvist.zip"; filename*=UTF-8''Ans%C3%B6kan%20Lindqvist.zip`,
      ),
    ).toBe("Ansökan Lindqvist.zip");
    expect(fileNameOf('attachment; filename="intyg.pdf"')).toBe("intyg.pdf");
    expect(fileNameOf("attachment; filename=intyg.pdf")).toBe("intyg.pdf");
    expect(fileNameOf("attachment")).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });
});

describe("a versioned answer is revalidated, not fetched again", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetHeldAnswers();
  });
  const params = { doctorId: "d1" };
  const tagged = (body: unknown, cacheControl = "no-store") =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: {
        "Content-Type": "application/json",
        ETag: 'W/"v1"',
        "Cache-Control": cacheControl,
      },
    });

  it("asks with the tag it holds and gives back the same answer on 304", async () => {
    const sent: (string | null)[] = [];
    const answers = [tagged({ entries: [1] }), new Response(null, { status: 304 })];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers).get("If-None-Match"));
        return answers.shift() as Response;
      }),
    );
    const first = await call("GET /api/st-doctors/{doctorId}/history", { params });
    const second = await call("GET /api/st-doctors/{doctorId}/history", { params });
    expect(sent).toEqual([null, 'W/"v1"']);
    expect(second).toBe(first);
  });

  it("holds nothing a shared cache may store, and nothing once the session has ended", async () => {
    const sent: (string | null)[] = [];
    const answers = [
      tagged({ entries: [] }, "private, no-cache"),
      tagged({ entries: [] }),
      jsonResponse(401, { error: AUTH_MESSAGES.notSignedIn }),
      tagged({ entries: [] }),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers).get("If-None-Match"));
        return answers.shift() as Response;
      }),
    );
    const stop = setSessionExpiredHandler(() => {});
    await call("GET /api/st-doctors/{doctorId}/history", { params });
    await call("GET /api/st-doctors/{doctorId}/history", { params });
    await expect(call("GET /api/st-doctors/{doctorId}/history", { params })).rejects.toMatchObject({
      status: 401,
    });
    await call("GET /api/st-doctors/{doctorId}/history", { params });
    expect(sent).toEqual([null, null, 'W/"v1"', null]);
    stop();
  });

  it("gives the page's first answer once, without asking, then asks with its tag", async () => {
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers).get("If-None-Match"));
        return new Response(null, { status: 304 });
      }),
    );
    const data = { entries: [2] };
    receiveFirstAnswers({ "/api/st-doctors/d1/history": { tag: 'W/"p1"', data } });
    expect(await call("GET /api/st-doctors/{doctorId}/history", { params })).toBe(data);
    expect(sent).toEqual([]);
    expect(await call("GET /api/st-doctors/{doctorId}/history", { params })).toBe(data);
    expect(sent).toEqual(['W/"p1"']);
  });

  it("forgets the page's first answers when the session ends, and after a few seconds", async () => {
    vi.useFakeTimers();
    const fetched = vi.fn(async () => tagged({ entries: [] }));
    vi.stubGlobal("fetch", fetched);
    receiveFirstAnswers({ "/api/st-doctors/d1/history": { tag: null, data: { entries: [3] } } });
    forgetHeldAnswers();
    await call("GET /api/st-doctors/{doctorId}/history", { params });
    expect(fetched).toHaveBeenCalledTimes(1);
    receiveFirstAnswers({ "/api/st-doctors/d1/history": { tag: null, data: { entries: [3] } } });
    vi.advanceTimersByTime(10_001);
    await call("GET /api/st-doctors/{doctorId}/history", { params });
    expect(fetched).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
