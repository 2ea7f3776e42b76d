import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { CONNECT_TIMEOUT_MS, QUERY_TIMEOUT_MS } from "../../src/server/platform/db/client";
import { databaseUrlFor } from "../setup/database-url";
import { type ServerProcess, serverProcesses } from "../setup/server-process";
import { TcpProxy } from "./faults-proxy";

/*
 * Faults: the production server (a child process, as it runs in production) talks to
 * PostgreSQL through a TCP proxy that the test cuts and restores mid-run. Requests must fail fast
 * with 503 and a clear message, /api/health must say the service is not ready, the process must
 * survive, and service must come back by itself. Needs a real server: runs in CI's PostgreSQL
 * pass (TEST_DATABASE_URL) and is skipped on PGlite. The measured times are printed.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
/**
 * The longest a request may take to fail. A database that is gone refuses at once; the bound is
 * the connect timeout. A silent one costs at most a wait for a pooled connection, which gives up
 * after the connect timeout, then a query that gives up after the query timeout (client.ts).
 */
const SLACK_MS = 500;
const GONE_FAILS_WITHIN_MS = CONNECT_TIMEOUT_MS + SLACK_MS;
const SILENT_FAILS_WITHIN_MS = CONNECT_TIMEOUT_MS + QUERY_TIMEOUT_MS + SLACK_MS;
const processes = serverProcesses();

interface Timed {
  status: number;
  body: string;
  ms: number;
}

describe.skipIf(!serverUrl)("database outage (PostgreSQL behind a proxy)", () => {
  let proxy: TcpProxy;
  let server: ServerProcess;
  let base = "";
  let cookie = "";
  let admin: pg.Client;
  const output = () => server.lines.join("\n");
  const database = `hs_test_faults_${randomBytes(4).toString("hex")}`;

  async function timed(pathname: string, headers: Record<string, string> = {}): Promise<Timed> {
    const started = performance.now();
    const response = await fetch(`${base}${pathname}`, {
      headers,
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.text();
    return { status: response.status, body, ms: performance.now() - started };
  }

  /** Requests `pathname` every 50 ms until it answers 200; returns how long that took. */
  async function untilOk(pathname: string, limitMs: number): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < limitMs) {
      // Refused connections are expected while the server is still starting.
      const status = await timed(pathname).then(
        (answer) => answer.status,
        () => 0,
      );
      if (status === 200) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${pathname} did not recover within ${limitMs} ms\n${output()}`);
  }

  /** Keeps `workers` clients requesting the mix until stopped, recording every answer. */
  function background(workers: number) {
    const answers: (Timed & { at: number })[] = [];
    let running = true;
    const paths = ["/api/properties", "/api/properties?sort=price_high", "/api/health"];
    const loops = Array.from({ length: workers }, async (_, worker) => {
      for (let i = worker; running; i++) {
        const at = performance.now();
        // A refused or dropped HTTP connection is recorded as status 0, and fails the checks.
        const answer = await timed(paths[i % paths.length] as string).catch((error: Error) => ({
          status: 0,
          body: String(error.cause ?? error),
          ms: 0,
        }));
        answers.push({ ...answer, at });
      }
    });
    const stop = async () => {
      running = false;
      await Promise.all(loops);
    };
    stopLoad = stop;
    return { answers, stop };
  }
  let stopLoad = async () => {};
  // A failed check must not leave clients running into the next test or the teardown.
  afterEach(() => stopLoad());

  function expectUnavailable(answer: Timed) {
    expect(answer.status, answer.body).toBe(503);
    expect(JSON.parse(answer.body)).toSatisfy(
      (body: { code?: string; status?: string; message?: string }) =>
        body.status === "unavailable" ||
        (body.code === "SERVICE_UNAVAILABLE" && /temporarily unavailable/.test(body.message ?? "")),
    );
    expect(answer.body).not.toMatch(/at .*\.ts:\d+|Failed query/);
  }

  beforeAll(async () => {
    const target = new URL(serverUrl as string);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    const proxyPort = await proxy.start();
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${database} template ${inject("pgTemplate")}`);
    const proxied = new URL(databaseUrlFor(serverUrl as string, database));
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxyPort);

    server = await processes.start({
      env: { NODE_ENV: "production", DATABASE_URL: proxied.toString() },
    });
    base = server.origin;
    await untilOk("/api/health", 30_000);

    // A signed-in reader, for the routes that load a session first.
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({
        name: "Outage Reader",
        email: `outage-${process.pid}@example.test`,
        password: "outage-reader-password",
      }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    // Sign-up opens no session: the reader signs in, unverified, which reading allows.
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({
        email: `outage-${process.pid}@example.test`,
        password: "outage-reader-password",
      }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  }, 60_000);

  afterAll(async () => {
    // Stopped as in production; the harness checks its log afterwards.
    if (server?.running()) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await proxy?.stop();
    await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
  });

  it("serves normally through the proxy", async () => {
    expect((await timed("/api/health")).status).toBe(200);
    expect((await timed("/api/properties")).status).toBe(200);
    expect((await timed("/api/dashboard/summary", { cookie })).status).toBe(200);
  });

  it("answers 503 fast while the database is gone, then recovers by itself", async () => {
    const load = background(4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const cutAt = performance.now();
    await proxy.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const health = await timed("/api/health");
    expectUnavailable(health);
    expect(JSON.parse(health.body)).toEqual({ status: "unavailable" });
    const signedIn = await timed("/api/dashboard/summary", { cookie });
    expectUnavailable(signedIn);
    expect(signedIn.ms).toBeLessThan(GONE_FAILS_WITHIN_MS);

    await load.stop();
    // Every request sent after the cut failed, quickly and with the clear message.
    const during = load.answers.filter((answer) => answer.at > cutAt);
    expect(during.length).toBeGreaterThan(0);
    for (const answer of during) expectUnavailable(answer);
    const slowest = Math.max(...during.map((answer) => answer.ms));
    expect(slowest).toBeLessThan(GONE_FAILS_WITHIN_MS);

    const restartedAt = performance.now();
    await proxy.start();
    const recovery = await untilOk("/api/properties", 10_000);
    expect((await timed("/api/health")).status).toBe(200);
    expect((await timed("/api/dashboard/summary", { cookie })).status).toBe(200);
    expect(server.running(), output()).toBe(true);
    console.info(
      `faults, database gone: ${during.length} requests during the outage, all 503, slowest ${slowest.toFixed(0)} ms, health 503 in ${health.ms.toFixed(0)} ms; recovered ${recovery.toFixed(0)} ms after the database returned (${(performance.now() - restartedAt).toFixed(0)} ms to three good answers)`,
    );
  }, 30_000);

  it("answers 503 within the timeouts while the database does not answer at all", async () => {
    const load = background(4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const cutAt = performance.now();
    proxy.silence();
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const health = await timed("/api/health");
    expectUnavailable(health);
    const signedIn = await timed("/api/dashboard/summary", { cookie });
    expectUnavailable(signedIn);
    await load.stop();
    const during = load.answers.filter((answer) => answer.at > cutAt);
    expect(during.length).toBeGreaterThan(0);
    for (const answer of during) expectUnavailable(answer);
    const slowest = Math.max(...during.map((answer) => answer.ms), signedIn.ms, health.ms);
    expect(slowest).toBeLessThan(SILENT_FAILS_WITHIN_MS);

    await proxy.stop();
    await proxy.start();
    const recovery = await untilOk("/api/properties", 10_000);
    expect((await timed("/api/health")).status).toBe(200);
    expect(server.running(), output()).toBe(true);
    console.info(
      `faults, database silent: ${during.length} requests, all 503, slowest ${slowest.toFixed(0)} ms, health 503 in ${health.ms.toFixed(0)} ms; recovered ${recovery.toFixed(0)} ms after the connection was restored`,
    );
  }, 40_000);
});
