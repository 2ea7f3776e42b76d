import { once } from "node:events";
import http from "node:http";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { SHUTDOWN_GRACE_MS } from "../../src/server/server";
import { type ServerProcess, serverProcesses } from "../setup/server-process";

const servers = serverProcesses();
const IN_FLIGHT = 25;

interface Answer {
  status: number;
  connection: string | undefined;
}

/**
 * A sign-in whose body is still arriving: half of it is sent now, the rest by `finish`. Its
 * address is malformed, so that the answer (400) costs no password hashing: 25 of those at once
 * would take the machine's CPU for longer than the drain may last.
 */
function pendingSignIn(server: ServerProcess, agent: http.Agent) {
  const body = JSON.stringify({ email: "not-an-address", password: "wrong-password" });
  const request = http.request({
    host: "127.0.0.1",
    port: server.port,
    method: "POST",
    path: "/api/auth/sign-in/email",
    agent,
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      origin: server.origin,
    },
  });
  const answered = new Promise<Answer>((resolve, reject) => {
    request.once("response", (response) => {
      response.resume();
      response.once("end", () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
    });
    request.once("error", reject);
  });
  request.write(body.slice(0, 10));
  return { answered, finish: () => request.end(body.slice(10)) };
}

/** A raw connection, for what an HTTP client library would hide. */
async function rawConnection(server: ServerProcess) {
  const socket = net.connect(server.port, "127.0.0.1");
  await once(socket, "connect");
  let received = "";
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString();
  });
  const closed = new Promise<"closed" | "reset">((resolve) => {
    socket.once("error", () => resolve("reset"));
    socket.once("close", () => resolve("closed"));
  });
  return { socket, closed, received: () => received };
}

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

describe("graceful shutdown", () => {
  it("answers every request in flight on kept-alive connections, refuses new ones, then exits 0 in time", async () => {
    const server = await servers.start({ env: { SIGN_IN_RATE_LIMIT: "1000" } });
    const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    // Kept-alive connections, each carrying a request whose body is still arriving at SIGTERM.
    const warmUp = await Promise.all(
      Array.from({ length: IN_FLIGHT }, () =>
        fetchVia(agent, server, "/api/live").then((answer) => answer.status),
      ),
    );
    expect(warmUp.every((status) => status === 200)).toBe(true);
    const inFlight = Array.from({ length: IN_FLIGHT }, () => pendingSignIn(server, agent));
    // One connection that has done a request and sits idle, and one whose next request has
    // begun (its headers are not complete) when SIGTERM comes.
    const idle = await rawConnection(server);
    idle.socket.write("GET /api/live HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await expect.poll(() => idle.received()).toContain("\r\n\r\n");
    const late = await rawConnection(server);
    late.socket.write("GET /api/live HTTP/1.1\r\nHost: localhost\r\n");
    await sleep(300);

    const signalled = Date.now();
    server.child.kill("SIGTERM");
    await sleep(500);
    const refusesConnections = !(await connects(server.port));
    late.socket.write("\r\n");
    for (const request of inFlight) request.finish();
    const answers = await Promise.allSettled(inFlight.map((request) => request.answered));
    const exitCode = await server.exited;

    expect({
      refusesConnections,
      // The idle connection is closed, not reset.
      idle: await idle.closed,
      // The request begun on the other is refused, with when to try again.
      late: {
        closed: await late.closed,
        status: late.received().split("\r\n")[0],
        retryAfter: /\r\nretry-after: \d+\r\n/i.test(late.received()),
        connection: /\r\nconnection: (\S+)\r\n/i.exec(late.received())?.[1]?.toLowerCase(),
      },
      // A real answer each, and the word to close the connection after it.
      inFlight: answers.map((answer) =>
        answer.status === "fulfilled" ? answer.value : (answer.reason as { code?: string }).code,
      ),
      exitCode,
      inTime: Date.now() - signalled < SHUTDOWN_GRACE_MS,
    }).toEqual({
      refusesConnections: true,
      idle: "closed",
      late: {
        closed: "closed",
        status: "HTTP/1.1 503 Service Unavailable",
        retryAfter: true,
        connection: "close",
      },
      inFlight: Array(IN_FLIGHT).fill({ status: 400, connection: "close" }),
      exitCode: 0,
      inTime: true,
    });
    agent.destroy();
  }, 90_000);
});

function fetchVia(agent: http.Agent, server: ServerProcess, path: string) {
  return new Promise<{ status: number }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: server.port, path, agent }, (response) => {
        response.resume();
        response.once("end", () => resolve({ status: response.statusCode ?? 0 }));
      })
      .once("error", reject);
  });
}
