import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { IDLE_CONNECTION_MS, keepIdleConnectionsOpen } from "./idle-connections";

describe("idle kept-alive connections", () => {
  it("stay open longer than a load balancer's 60 s, and headers may arrive on them", async () => {
    const server = createServer((_req, res) => res.end("ok"));
    keepIdleConnectionsOpen(server);
    expect(server.keepAliveTimeout).toBe(IDLE_CONNECTION_MS);
    expect(IDLE_CONNECTION_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);

    // The answer tells the client how long the server keeps the connection.
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    const { port } = server.address() as AddressInfo;
    const keepAlive = await new Promise<string>((answered, failed) => {
      request({ port, host: "127.0.0.1", headers: { Connection: "keep-alive" } }, (res) => {
        res.resume();
        answered(String(res.headers["keep-alive"]));
      })
        .on("error", failed)
        .end();
    });
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
    expect(keepAlive).toBe("timeout=65");
  });
});
