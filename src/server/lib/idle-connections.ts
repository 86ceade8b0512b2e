import type { Server } from "node:http";

/**
 * How long an idle kept-alive connection stays open. Node closes it after 5 s by default, and a
 * client that sends on it at that moment gets a reset instead of an answer; a proxy in front
 * (a load balancer usually waits 60 s) then answers 502. The server waits longer than the proxy,
 * so the side that closes is the one that knows it has nothing in flight.
 */
export const IDLE_CONNECTION_MS = 65_000;

export function keepIdleConnectionsOpen(
  server: Pick<Server, "keepAliveTimeout" | "headersTimeout">,
) {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  // Must exceed the keep-alive time, or Node ends a reused connection while the next request's
  // headers are on their way.
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}
