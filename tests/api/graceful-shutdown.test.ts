import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const PORT = 20_000 + Math.floor(Math.random() * 20_000);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "hs-shutdown-"));
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real server as a process of its own, resolved once it listens. */
function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    // Only what it needs: the test runner's own variables (Vite's BASE_URL, say) would leak in.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes('"listening"')) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}: ${errors}`)));
  });
}

const connects = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(PORT, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

describe("graceful shutdown", () => {
  it("finishes the request in flight, refuses new connections, then exits 0", async () => {
    server = await startServer();
    const exited = new Promise<number | null>((resolve) => server?.once("exit", resolve));
    const body = JSON.stringify({ email: "nobody@example.com", password: "wrong-password" });
    // A request whose body is still arriving when SIGTERM comes.
    const request = http.request({
      host: "127.0.0.1",
      port: PORT,
      method: "POST",
      path: "/api/auth/sign-in/email",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        origin: `http://localhost:${PORT}`,
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.once("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.once("error", reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await connects()).toBe(false);

    request.end(body.slice(10));
    const status = await answered;
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    expect(await exited).toBe(0);
  }, 90_000);
});
