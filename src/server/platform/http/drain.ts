import type { RequestListener, Server, ServerResponse } from "node:http";
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from "./errors";

const REFUSAL = JSON.stringify(SERVICE_UNAVAILABLE);

/** 503 with Retry-After, closing the connection: the client's retry goes to a server that stays. */
function refuse(response: ServerResponse): void {
  response.writeHead(503, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(REFUSAL),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "retry-after": String(RETRY_AFTER_SECONDS),
    connection: "close",
  });
  response.end(REFUSAL);
}

/**
 * A request listener that can stop without cutting anyone off. Once `drain` is called, the
 * requests in flight are answered as usual but with `Connection: close`, so that no kept-alive
 * client sends its next request here; a request arriving meanwhile on a connection that was
 * already open gets a 503 and the connection is closed; the server stops listening and closes
 * the idle connections, and `done` runs once the last connection has closed.
 */
export function drainableListener(listener: RequestListener) {
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  return {
    listener: ((request, response) => {
      if (draining) return refuse(response);
      inFlight.add(response);
      response.once("close", () => inFlight.delete(response));
      listener(request, response);
    }) satisfies RequestListener,

    drain(server: Server, done: () => void): void {
      draining = true;
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader("connection", "close");
        // One whose headers went out already promised keep-alive: close its connection once idle.
        else response.once("close", () => setImmediate(() => server.closeIdleConnections()));
      }
      // Also closes the connections idle now.
      server.close(() => done());
    },
  };
}
