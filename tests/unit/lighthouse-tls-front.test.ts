import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTlsFront, type TlsFront } from "../../scripts/lighthouse/tls-front";

/** One HTTP/2 request through the front; the certificate is the run's own, so not checked. */
async function ask(origin: string, path: string, method = "GET", body?: string) {
  const client = http2.connect(origin, { rejectUnauthorized: false });
  try {
    return await new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const stream = client.request({ ":path": path, ":method": method });
        let headers: http2.IncomingHttpHeaders = {};
        let text = "";
        stream.on("response", (received) => {
          headers = received;
        });
        stream.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        stream.on("end", () =>
          resolve({ status: Number(headers[":status"]), headers, body: text }),
        );
        stream.on("error", reject);
        stream.end(body);
      },
    );
  } finally {
    client.close();
  }
}

describe("the Lighthouse run's TLS front", () => {
  let app: http.Server;
  let front: TlsFront;
  let deadFront: TlsFront;

  beforeAll(async () => {
    app = http.createServer((request, response) => {
      let received = "";
      request.on("data", (chunk: Buffer) => {
        received += chunk.toString();
      });
      request.on("end", () => {
        response.writeHead(201, {
          connection: "keep-alive",
          "keep-alive": "timeout=5",
          "set-cookie": ["a=1", "b=2"],
          "content-type": "text/plain",
        });
        response.end(`${request.method} ${request.url} ${request.headers.host} ${received}`);
      });
    });
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    const { port } = app.address() as AddressInfo;
    front = await startTlsFront(`http://127.0.0.1:${port}`);
    // Nothing listens on the upstream port once this server is closed.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port: gone } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    deadFront = await startTlsFront(`http://127.0.0.1:${gone}`);
  }, 30_000);

  afterAll(async () => {
    await Promise.all([front?.close(), deadFront?.close()]);
    await new Promise((resolve) => app?.close(resolve));
  });

  it("answers over HTTPS and HTTP/2 with the app's status, headers and body", async () => {
    expect(front.origin).toMatch(/^https:\/\/localhost:\d+$/);
    const answer = await ask(front.origin, "/search?q=austin");
    expect(answer.status).toBe(201);
    expect(answer.headers["content-type"]).toBe("text/plain");
    expect(answer.headers["set-cookie"]).toEqual(["a=1", "b=2"]);
    expect(answer.body).toMatch(/^GET \/search\?q=austin 127\.0\.0\.1:\d+ $/);
  });

  it("drops the app's connection headers, which HTTP/2 forbids", async () => {
    const answer = await ask(front.origin, "/");
    expect(answer.headers.connection).toBeUndefined();
    expect(answer.headers["keep-alive"]).toBeUndefined();
  });

  it("passes a request's body on", async () => {
    const answer = await ask(front.origin, "/api/things", "POST", "name=loft");
    expect(answer.body).toMatch(/^POST \/api\/things \S+ name=loft$/);
  });

  it("answers 502 when the app cannot be reached", async () => {
    const answer = await ask(deadFront.origin, "/");
    expect(answer.status).toBe(502);
  });
});
