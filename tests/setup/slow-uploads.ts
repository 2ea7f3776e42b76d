import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import type { ServerProcess } from "./server-process";
import { type SlowAnswer, type SlowRequest, sendSlowly } from "./slow-request";

/*
 * What the slow-upload tests do with a server process: sign in, send a form slowly, and check
 * the answer, the files stored, and that the process still serves.
 */

/** The session cookie of a sign-in, as a browser would send it back. */
export async function signIn(server: ServerProcess, email: string, password: string) {
  const response = await fetch(`${server.origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: server.origin, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** The form as a browser's FormData sends it, sent slowly with the given session cookie. */
export async function sendForm(
  server: ServerProcess,
  cookie: string,
  request: { method: string; path: string; form: FormData },
  options: Partial<SlowRequest> = {},
) {
  const encoded = new Request(server.origin, { method: "POST", body: request.form });
  return sendSlowly(server.port, {
    method: request.method,
    path: request.path,
    body: new Uint8Array(await encoded.arrayBuffer()),
    ...options,
    headers: {
      origin: server.origin,
      cookie,
      "content-type": encoded.headers.get("content-type") as string,
      ...options.headers,
    },
  });
}

export function answerOf(result: SlowAnswer | "cut"): SlowAnswer {
  if (result === "cut") throw new Error("the request was cut before any answer");
  return result;
}

/** The answer has `status` and names `message` on the form field `path`. */
export function expectIssue(
  result: SlowAnswer | "cut",
  status: number,
  path: string,
  message: string,
) {
  const answer = answerOf(result);
  expect(answer.status, answer.body).toBe(status);
  expect((JSON.parse(answer.body) as { issues?: unknown[] }).issues).toContainEqual({
    path,
    message,
  });
  return answer;
}

/** Every file the server's disk storage holds, its work-in-progress folder included. */
export async function storedFiles(server: ServerProcess): Promise<string[]> {
  const root = path.join(server.dataDir, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * No file was added since `before`. A refused or cut upload may be removed a moment after the
 * answer, so it gets that moment; files that go meanwhile (an earlier upload's work in progress,
 * finished by a job) are not this upload's doing.
 */
export async function expectStoredAsBefore(server: ServerProcess, before: string[]) {
  const added = async () => (await storedFiles(server)).filter((file) => !before.includes(file));
  await expect.poll(added, { timeout: 3_000, interval: 100 }).toEqual([]);
}

/** The process has not exited and still answers. */
export async function expectServing(server: ServerProcess) {
  expect(server.running(), "the server process has exited").toBe(true);
  expect((await fetch(`${server.origin}/api/live`)).status).toBe(200);
}
