import { describe, expect, it } from "vitest";
import {
  AVATAR_UPLOAD_LIMIT,
  LIKE_LIMIT,
  RECENT_SEARCH_LIMIT,
  TOUR_REQUEST_LIMIT,
} from "../../src/server/platform/http/write-limits";
import { createBlogPost } from "../factories/blog";
import { createProperty } from "../factories/properties";
import { createReel } from "../factories/reels";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import type { TestClient } from "../setup/test-client";

/**
 * Every write that reaches another person or costs CPU is limited per account and per address
 * (a 429 once the count is spent). Each test is its own client address behind the trusted proxy.
 */
const t = setupTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });

let addressCounter = 0;
const newAddress = () => `203.0.113.${++addressCounter}`;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

type Send = (client: TestClient, index: number, address: string) => Promise<Response>;

/** Sends `times` writes and returns the statuses; asserts the first 429 says when to come back. */
async function statusesOf(times: number, client: TestClient, send: Send, address = newAddress()) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const response = await send(client, i, address);
    statuses.push(response.status);
    if (response.status === 429) {
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await response.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    }
  }
  return statuses;
}

const from = (address: string) => ({ headers: { "x-forwarded-for": address } });

const requestTour: Send = async (client, index, address) => {
  const property = await createProperty(t, { title: `Tour ${index}` });
  return client.post(
    `/api/properties/${property.id}/tour-requests`,
    { date: tomorrow(), window: "morning" },
    from(address),
  );
};

describe("tour requests", () => {
  it("are limited per account, whatever address they come from", async () => {
    const { client } = await signedInClient(t);
    const limit = TOUR_REQUEST_LIMIT.perAccount.limit;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      statuses.push((await requestTour(client, i, newAddress())).status);
    }
    expect(statuses.slice(0, limit).every((status) => status === 201)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it("are limited per address, however many accounts send them", async () => {
    const address = newAddress();
    const limit = TOUR_REQUEST_LIMIT.perAddress.limit;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      // A fresh account for each request: no account reaches its own limit.
      const { client } = await signedInClient(t);
      statuses.push((await requestTour(client, i, address)).status);
    }
    expect(statuses.slice(0, limit).every((status) => status === 201)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});

describe("avatar uploads", () => {
  it("are limited per account before the body is read", async () => {
    const { client } = await signedInClient(t);
    const limit = AVATAR_UPLOAD_LIMIT.perAccount.limit;
    const statuses = await statusesOf(limit + 1, client, (c, _i, address) => {
      const form = new FormData();
      form.append("avatar", new File(["not a picture"], "me.jpg", { type: "image/jpeg" }));
      return c.request("PUT", "/api/profile/me/avatar", { body: form, ...from(address) });
    });
    expect(statuses.slice(0, limit).every((status) => status !== 429)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});

describe("likes", () => {
  it("of reels are limited per account", async () => {
    const { client } = await signedInClient(t);
    const reel = await createReel(t);
    const limit = LIKE_LIMIT.perAccount.limit;
    const statuses = await statusesOf(limit + 1, client, (c, i, address) =>
      c.request(i % 2 ? "DELETE" : "PUT", `/api/reels/${reel.id}/like`, from(address)),
    );
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it("of blog posts are limited per account", async () => {
    const { client } = await signedInClient(t);
    const post = await createBlogPost(t);
    const limit = LIKE_LIMIT.perAccount.limit;
    const statuses = await statusesOf(limit + 1, client, (c, i, address) =>
      c.request(i % 2 ? "DELETE" : "PUT", `/api/blog/posts/${post.id}/like`, from(address)),
    );
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});

describe("recent searches", () => {
  it("are limited per account", async () => {
    const { client } = await signedInClient(t);
    const limit = RECENT_SEARCH_LIMIT.perAccount.limit;
    const statuses = await statusesOf(limit + 1, client, (c, i, address) =>
      c.post("/api/recent-searches", { query: `q=street+${i}` }, from(address)),
    );
    expect(statuses.slice(0, limit).every((status) => status === 204)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});
