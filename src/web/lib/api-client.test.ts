import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError, apiRequest, errorMessage, OFFLINE_MESSAGE } from "./api-client";

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends JSON with the session cookie and returns the parsed body", async () => {
    const fetchMock = respond(200, { ok: true });
    await expect(
      apiRequest("POST /api/recent-searches", "/api/recent-searches", { body: {} }),
    ).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/recent-searches",
      expect.objectContaining({
        method: "POST",
        body: "{}",
        credentials: "same-origin",
        headers: expect.objectContaining({ "content-type": "application/json" }),
      }),
    );
  });

  it("returns null for an empty body", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiRequest("GET /api/saved", "/api/saved")).resolves.toBeNull();
  });

  it("says when to try again for a 429 without the API's body (a proxy's limit)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response("<html>slow down</html>", { status: 429, headers: { "retry-after": "30" } }),
      ),
    );
    await expect(apiRequest("GET /api/saved", "/api/saved")).rejects.toMatchObject({
      status: 429,
      message: "Too many attempts. Please try again in 30 seconds.",
    });
  });

  it("throws the server's error with status, code and field issues", async () => {
    respond(409, {
      code: "CONFLICT",
      message: "User already exists",
      issues: [{ path: "email", message: "An account with this email already exists." }],
    });
    const error = await apiRequest("GET /api/saved", "/api/saved").catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 409,
      code: "CONFLICT",
      message: "User already exists",
      issues: [{ path: "email", message: "An account with this email already exists." }],
    });
  });

  it("still throws a typed error when the body is not the API's shape", async () => {
    respond(502, "Bad gateway");
    await expect(apiRequest("GET /api/saved", "/api/saved")).rejects.toMatchObject({
      status: 502,
      code: "INTERNAL",
    });
  });

  it("reports an unreachable server as status 0", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(apiRequest("GET /api/saved", "/api/saved")).rejects.toMatchObject({
      status: 0,
      message: OFFLINE_MESSAGE,
    });
  });
});

describe("errorMessage", () => {
  it("prefers the error's message and falls back otherwise", () => {
    expect(errorMessage(new Error("Invalid email or password"), "fallback")).toBe(
      "Invalid email or password",
    );
    expect(errorMessage(new Error(" "), "fallback")).toBe("fallback");
    expect(errorMessage("nope", "fallback")).toBe("fallback");
  });
});
