import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";

// Headers of one HTTP/1.1 connection, which HTTP/2 forbids in a response.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
]);

export interface TlsFront {
  origin: string;
  close: () => Promise<void>;
}

/**
 * What production puts in front of the app (README, Production): a reverse proxy that ends TLS
 * and speaks HTTP/2 to browsers, HTTP/1.1 to the app. Lighthouse measures through it, so a page's
 * 20 to 40 scripts share one connection as they do for a visitor, not six at a time. The
 * certificate is made for the run, so the browser must be told to accept it.
 */
export async function startTlsFront(upstream: string): Promise<TlsFront> {
  const target = new URL(upstream);
  const { private: key, cert } = await generate([{ name: "commonName", value: "localhost" }], {
    keySize: 2048,
    algorithm: "sha256",
  });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const headers: http.OutgoingHttpHeaders = { host: target.host };
    for (const [name, value] of Object.entries(request.headers))
      if (!name.startsWith(":") && name !== "host" && value !== undefined) headers[name] = value;
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  // Browsers keep their connection open; closing ends them.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `https://localhost:${bound}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}
