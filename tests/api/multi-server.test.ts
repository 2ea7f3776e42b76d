import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type ServerProcess, serverProcesses } from "../setup/server-process";
import { type SmtpSink, startSmtpSink } from "../setup/smtp-sink";

/*
 * Two app processes on one PostgreSQL database and one S3-compatible server, behind a
 * round-robin proxy. Runs with TEST_DATABASE_URL (CI's PostgreSQL pass); it makes and drops a
 * database of its own there.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  console.info("multi-server test skipped: it runs with TEST_DATABASE_URL (PostgreSQL)");
const run = promisify(execFile);
const BUCKET = "homescope-multi";
const PASSWORD = "a-long-password-for-two-servers";
const SIGN_IN_LIMIT = 4;
const tmp = mkdtempSync(path.join(os.tmpdir(), "hs-multi-"));
const database = `hs_multi_${process.pid}_${Date.now().toString(36)}`;

const processes = serverProcesses();
let s3: S3rver;
let smtp: SmtpSink;
let proxy: http.Server;
let proxyPort: number;
let origin: string;
const servers: ServerProcess[] = [];
let env: Record<string, string> = {};

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Round robin over the two servers, a new connection per request; an idempotent request whose
 * server cannot be reached, or answers 503 as it stops (a connection it accepted just before),
 * is tried on the other, as a load balancer's retry would.
 */
function startProxy(): Promise<http.Server> {
  const ports = servers.map((server) => server.port);
  let next = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const first = next++ % ports.length;
      const idempotent = request.method === "GET" || request.method === "HEAD";
      const attempt = (tries: number, index: number) => {
        // One outcome per attempt: a socket error after a 503 already retried is not another.
        let handled = false;
        const retry = () => attempt(tries + 1, (index + 1) % ports.length);
        const canRetry = idempotent && tries < ports.length;
        const upstream = http.request(
          {
            host: "127.0.0.1",
            port: ports[index],
            method: request.method,
            path: request.url,
            headers: request.headers,
            agent: false,
          },
          (answer) => {
            handled = true;
            if (answer.statusCode === 503 && canRetry) {
              answer.resume();
              return retry();
            }
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on("error", () => {
          if (handled) return;
          handled = true;
          if (canRetry) retry();
          else response.writeHead(502).end();
        });
        upstream.end(body);
      };
      attempt(1, first);
    });
  });
  return new Promise((resolve) => server.listen(proxyPort, "127.0.0.1", () => resolve(server)));
}

const direct = (index: number, pathname: string, init: RequestInit = {}) =>
  fetch(`${servers[index]?.origin}${pathname}`, {
    ...init,
    headers: { origin, ...(init.headers as Record<string, string>) },
  });

const signIn = (index: number, email: string, password: string) =>
  direct(index, "/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });

async function createAccount(email: string, role: string) {
  await run(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/create-user.ts",
      "--email",
      email,
      "--password",
      PASSWORD,
      "--name",
      "Two Servers",
      "--role",
      role,
    ],
    { env: { ...env, PATH: process.env.PATH, NODE_ENV: "test", DATA_DIR: path.join(tmp, "cli") } },
  );
}

describe.skipIf(!serverUrl)("two app servers behind one address", () => {
  beforeAll(async () => {
    await admin(`create database ${database}`);
    s3 = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: path.join(tmp, "s3"),
      configureBuckets: [{ name: BUCKET }],
    });
    const { port: s3Port } = await s3.run();
    smtp = await startSmtpSink();
    const url = new URL(serverUrl as string);
    url.pathname = `/${database}`;
    proxyPort = await freePort();
    origin = `http://127.0.0.1:${proxyPort}`;
    env = {
      BASE_URL: origin,
      DATABASE_URL: url.toString(),
      AUTH_SECRET: "a-secret-both-servers-share-0123456789",
      SIGN_IN_RATE_LIMIT: String(SIGN_IN_LIMIT),
      SMTP_URL: smtp.url,
      STORAGE_DRIVER: "s3",
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    };
    // One after the other: the first migrates the database, the second finds it ready.
    servers.push(await processes.start({ env }));
    servers.push(await processes.start({ env }));
    proxy = await startProxy();
  }, 120_000);

  afterAll(async () => {
    // Before the database goes; the harness checks their logs after this.
    for (const server of servers) server.child.kill("SIGKILL");
    await Promise.all(servers.map((server) => server.exited));
    proxy?.close();
    await smtp?.close();
    await s3?.close();
    await admin(`drop database if exists ${database} with (force)`).catch(() => undefined);
    rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  it("signs in through one and acts through the other; a photo stored by one is served by the other", async () => {
    await createAccount("realtor@two.example", "realtor");
    const signedIn = await signIn(0, "realtor@two.example", PASSWORD);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");

    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("avatar", new File([new Uint8Array(photo)], "me.jpg", { type: "image/jpeg" }));
    const stored = await direct(1, "/api/profile/me/avatar", {
      method: "PUT",
      headers: { cookie },
      body: form,
    });
    expect(stored.status).toBe(200);
    const { avatarUrl } = (await stored.json()) as { avatarUrl: string };

    const served = await direct(0, avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });

  it("counts the sign-in limit across both servers", async () => {
    await createAccount("limited@two.example", "user");
    const answers: Response[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_LIMIT; attempt++) {
      answers.push(await signIn(attempt % 2, "limited@two.example", "not-the-password"));
    }
    const statuses = answers.map((answer) => answer.status);
    // Counted apart, each server would allow SIGN_IN_LIMIT attempts (twice as many in all); the
    // earlier test's sign-in from this address counts too.
    const refused = statuses.indexOf(429);
    expect(refused, statuses.join()).toBeGreaterThan(0);
    expect(refused).toBeLessThanOrEqual(SIGN_IN_LIMIT);
    expect(statuses.slice(0, refused).every((status) => status === 401)).toBe(true);
    expect(answers[refused]?.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("runs a job enqueued by one server exactly once", async () => {
    await createAccount("forgetful@two.example", "user");
    const asked = await direct(1, "/api/auth/request-password-reset", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "forgetful@two.example", redirectTo: "/reset-password" }),
    });
    expect(asked.status).toBe(200);
    await smtp.waitFor("forgetful@two.example", undefined, 30_000);
    // Both servers poll the queue; give the other one time to claim the job too, if it could.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(smtp.messages.filter((mail) => mail.to === "forgetful@two.example")).toHaveLength(1);
  }, 60_000);

  it("loses no request the other server could serve when one stops mid-load", async () => {
    const statuses: number[] = [];
    let stopped: Promise<unknown> | undefined;
    for (let i = 0; i < 80; i++) {
      if (i === 20) {
        const second = servers[1] as ServerProcess;
        stopped = second.exited;
        second.child.kill("SIGTERM");
      }
      const answers = await Promise.all(
        [0, 1, 2, 3].map(() =>
          fetch(`${origin}/api/properties?limit=2`).then((response) => response.status),
        ),
      );
      statuses.push(...answers);
    }
    await stopped;
    expect(statuses).toHaveLength(320);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 120_000);
});
