import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { expect, it } from "vitest";
import { PROCESS_ERROR_MESSAGES } from "../../src/server/platform/ops/process-errors";
import { freePort } from "../setup/server-process";

interface LogLine {
  message: string;
  level: string;
  requestId?: string;
  error?: string;
  reason?: string;
}

it("logs a lost rejection with its request's id and keeps serving; an uncaught exception stops the process with 1", async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "tests/setup/process-errors-app.ts"], {
    env: { PATH: process.env.PATH, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const lines: LogLine[] = [];
  createInterface({ input: child.stdout }).on("line", (line) => lines.push(JSON.parse(line)));
  const logged = (message: string) =>
    expect.poll(() => lines.find((line) => line.message === message), { timeout: 20_000 });
  const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
  try {
    await logged("listening").toBeDefined();

    const lost = await get("/lose-a-promise");
    expect(await lost.text()).toBe("answered");
    await logged(PROCESS_ERROR_MESSAGES.rejection).toMatchObject({
      level: "error",
      requestId: lost.headers.get("x-request-id"),
      error: "nobody awaited this",
    });
    expect((await get("/live")).status).toBe(200);

    const thrown = await get("/throw-later");
    expect(await thrown.text()).toBe("answered");
    expect(await exited).toBe(1);
    expect(lines.find((line) => line.message === PROCESS_ERROR_MESSAGES.exception)).toMatchObject({
      level: "error",
      requestId: thrown.headers.get("x-request-id"),
      error: "thrown from a timer",
    });
    expect(lines.find((line) => line.message === "stopping")?.reason).toBe("uncaughtException");
  } finally {
    child.kill("SIGKILL");
  }
}, 60_000);
