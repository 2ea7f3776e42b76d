import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, inject } from "vitest";
import { startServices } from "../../src/server/bootstrap";
import { resolveAuthSecret } from "../../src/server/platform/auth/secret";
import { openDatabase } from "../../src/server/platform/db/client";
import { loadEnv } from "../../src/server/platform/env";
import { createLogger } from "../../src/server/platform/http/logger";
import { PROCESS_ERROR_MESSAGES } from "../../src/server/platform/ops/process-errors";
import { upgradeDatabase } from "../../src/server/upgrade-database";
import { type CreateUserInput, createOrUpdateUser } from "../../src/server/users/create-user";
import { NO_FILES } from "./global-setup";

/** The real server (src/server/index.ts) as a process of its own. */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  /** http://127.0.0.1:port, also the Origin a browser on it would send. */
  readonly origin: string;
  readonly dataDir: string;
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
  /** Every line the server has written to stdout so far. */
  readonly lines: string[];
  /** Whether the process is still running. */
  running(): boolean;
}

interface StartOptions {
  /**
   * Accounts made in the data folder before the server starts (it holds the folder's lock);
   * only for the embedded database (with DATABASE_URL the folder holds none).
   */
  accounts?: CreateUserInput[];
  /** Variables on top of the minimal environment below. */
  env?: Record<string, string>;
}

/**
 * Ports of our own, apart from those other test runs on this machine pick, and below Linux's
 * ephemeral range (32768 and up): an outgoing connection (to PostgreSQL, say) may take any port
 * there between our check and the server's listen.
 */
const PORT_RANGE = { from: 21_000, size: 1_000 };

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** A port of that range nothing listens on now. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * PORT_RANGE.size);
    if (await isFree(port)) return port;
  }
  throw new Error("no free port for the server");
}

/**
 * A data folder holding the migrated database (loaded from the global setup's PGlite template
 * when there is one: a fresh folder takes several times longer) and the given accounts.
 */
async function prepareDataDir(dataDir: string, accounts: CreateUserInput[]): Promise<void> {
  const template = inject("pgliteTemplate");
  const database = await openDatabase({
    pgliteDir: path.join(dataDir, "db"),
    pgliteLoad: template ? new Blob([await readFile(template)]) : undefined,
  });
  try {
    if (!template) await upgradeDatabase(database, NO_FILES);
    if (accounts.length === 0) return;
    const env = loadEnv({ NODE_ENV: "test", DATA_DIR: dataDir, SEED_DEMO: "false" });
    const services = await startServices(
      env,
      database,
      createLogger("silent"),
      resolveAuthSecret(env),
    );
    try {
      for (const account of accounts) await createOrUpdateUser(services, account);
    } finally {
      await services.jobs.stop();
      await services.limits.close();
    }
  } finally {
    await database.close();
  }
}

const loggedProblem = (line: string): boolean => {
  try {
    const { message } = JSON.parse(line) as { message?: unknown };
    return (Object.values(PROCESS_ERROR_MESSAGES) as unknown[]).includes(message);
  } catch {
    return false;
  }
};

/**
 * Starts real server processes for one test file and, after its tests, kills what still runs,
 * removes their data folders, and fails the file if any of them logged an unhandled rejection
 * or an uncaught exception (the server keeps serving after a rejection, so only its log tells).
 * Call it at the top of the file.
 */
export function serverProcesses() {
  const started: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of started) {
      if (server.running()) server.child.kill("SIGKILL");
      await server.exited;
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    const problems = started.flatMap((server) => server.lines.filter(loggedProblem));
    if (problems.length > 0) {
      throw new Error(`the server logged unhandled errors:\n${problems.join("\n")}`);
    }
  }, 30_000);

  return {
    /** Resolves once the server listens. */
    async start({ accounts = [], env = {} }: StartOptions = {}): Promise<ServerProcess> {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "hs-server-"));
      if (!env.DATABASE_URL) await prepareDataDir(dataDir, accounts);
      const port = await freePort();
      const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
        // Only what it needs: the test runner's own variables (Vite's BASE_URL, say) would leak in.
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "test",
          PORT: String(port),
          HOST: "127.0.0.1",
          BASE_URL: `http://127.0.0.1:${port}`,
          DATA_DIR: dataDir,
          SEED_DEMO: "false",
          LOG_LEVEL: "info",
          ...env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const lines: string[] = [];
      let errors = "";
      child.stderr?.on("data", (chunk: Buffer) => {
        errors += chunk.toString();
      });
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      const server: ServerProcess = {
        child,
        port,
        origin: `http://127.0.0.1:${port}`,
        dataDir,
        exited,
        lines,
        running: () => child.exitCode === null && child.signalCode === null,
      };
      started.push(server);
      const stdout = createInterface({ input: child.stdout as NodeJS.ReadableStream });
      await new Promise<void>((resolve, reject) => {
        stdout.on("line", (line) => {
          lines.push(line);
          if (line.includes('"message":"listening"')) resolve();
        });
        exited.then((code) => reject(new Error(`the server exited with ${code}: ${errors}`)));
      });
      return server;
    },
  };
}
