import { expect } from "vitest";
import type { TestClient } from "./test-client";

/** GETs a path, expects 200 (showing the body if not) and returns the parsed JSON. */
export async function getJson<T>(client: TestClient, path: string): Promise<T> {
  const response = await client.get(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}
