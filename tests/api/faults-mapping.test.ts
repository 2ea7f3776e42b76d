import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { handleError } from "../../src/server/platform/http/errors";
import { createLogger } from "../../src/server/platform/http/logger";

/**
 * What the driver throws when PostgreSQL is gone or stuck, as drizzle hands it on (wrapped in a
 * "Failed query" error whose cause is the driver's), must be a 503 with a clear message, and
 * nothing else may be. The live outage is tested in faults.test.ts on a real server.
 */
function failingWith(error: Error) {
  const app = new Hono();
  app.onError((thrown, c) => handleError(thrown, c, createLogger("silent")));
  app.get("/", () => {
    throw error;
  });
  return app.request("/");
}

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) =>
  new Error("Failed query: select 1\nparams: secret@example.test", { cause });

describe("database outage errors", () => {
  it.each([
    ["connection refused", wrapped(coded("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))],
    ["connection reset", wrapped(coded("read ECONNRESET", "ECONNRESET"))],
    ["connection lost under a query", wrapped(new Error("Connection terminated unexpectedly"))],
    ["pool wait or connect timeout", wrapped(new Error("timeout exceeded when trying to connect"))],
    ["connect timeout", new Error("Connection terminated due to connection timeout")],
    ["no answer to a query", wrapped(new Error("Query read timeout"))],
    [
      "broken pooled client",
      new Error("Client has encountered a connection error and is not queryable"),
    ],
    ["server shutting down", wrapped(coded("terminating connection", "57P01"))],
    ["server starting up", wrapped(coded("the database system is starting up", "57P03"))],
    ["connection failure", wrapped(coded("connection failure", "08006"))],
    ["too many connections", wrapped(coded("too many clients", "53300"))],
    ["statement timeout", wrapped(coded("canceling statement due to statement timeout", "57014"))],
  ])("answers 503 for %s", async (_name, error) => {
    const response = await failingWith(error);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message: "The service is temporarily unavailable. Please try again shortly.",
    });
    expect(text).not.toContain("Failed query");
  });

  it.each([
    ["a unique violation", wrapped(coded("duplicate key", "23505"))],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
  ])("still answers 500 for %s", async (_name, error) => {
    const response = await failingWith(error);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: "INTERNAL", message: "Something went wrong" });
  });
});
