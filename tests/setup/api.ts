import { expect } from "vitest";
import type { TestClient } from "./test-client";

/** GETs a path, expects 200 (showing the body if not) and returns the parsed JSON. */
export async function getJson<T>(client: TestClient, path: string): Promise<T> {
  const response = await client.get(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** The field issues of a 400 answer, as path -> message (showing the body if not a 400). */
export async function issuesOf(response: Response): Promise<Record<string, string>> {
  expect(response.status, await response.clone().text()).toBe(400);
  const body = (await response.json()) as { issues: { path: string; message: string }[] };
  return Object.fromEntries(body.issues.map((issue) => [issue.path, issue.message]));
}
