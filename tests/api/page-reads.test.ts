import { beforeEach, describe, expect, it } from "vitest";
import { pageActions } from "../../src/server/pages/page-actions";
import { pageReads } from "../../src/server/pages/page-reads";
import { clearBlog, createBlogPost } from "../factories/blog";
import { clearProperties, createProperty } from "../factories/properties";
import { createUser, signedInClient, uniqueEmail } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import type { TestClient } from "../setup/test-client";

// The pages' loaders read through PageReads (decision 009): the same answers as the JSON API,
// read in-process with the visitor's own session.
const t = setupTestApp();

/** The request headers a browser signed in through `client` sends. */
function headersOf(client?: TestClient): Headers {
  const headers = new Headers();
  if (client?.cookies.size)
    headers.set(
      "cookie",
      [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    );
  return headers;
}

const apiJson = async (client: TestClient, path: string) => (await client.get(path)).json();

beforeEach(async () => {
  await clearProperties(t);
  await clearBlog(t);
});

describe("page reads", () => {
  it("answer what the API answers, for a listing, a search, a post and the directories", async () => {
    const property = await createProperty(t, { title: "Contract Cottage" });
    const post = await createBlogPost(t, { title: "Contract Post", status: "published" });
    const reads = pageReads(t.deps, headersOf());
    expect(await reads.property(property.id)).toEqual(
      await apiJson(t.client, `/api/properties/${property.id}`),
    );
    const query = new URLSearchParams({ q: "Contract", limit: "12" });
    expect(await reads.properties(query)).toEqual(
      await apiJson(t.client, `/api/properties?${query}`),
    );
    expect(await reads.blogPost(post.id)).toEqual(
      await apiJson(t.client, `/api/blog/posts/${post.id}`),
    );
    expect(await reads.blogPosts(new URLSearchParams({ page: "1" }))).toEqual(
      await apiJson(t.client, "/api/blog/posts?page=1"),
    );
    expect(await reads.realtors(new URLSearchParams())).toEqual(
      await apiJson(t.client, "/api/realtors"),
    );
    expect(await reads.reels(new URLSearchParams({ limit: "3" }))).toEqual(
      await apiJson(t.client, "/api/reels?limit=3"),
    );
  });

  it("say nothing is there for an unknown listing or post, and refuse a bad query", async () => {
    const reads = pageReads(t.deps, headersOf());
    expect(await reads.property("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await reads.blogPost("not-a-post")).toBeNull();
    await expect(reads.properties(new URLSearchParams({ minPrice: "-5" }))).rejects.toThrow();
  });

  it("know the signed-in visitor (id, name, role, avatar only) and their saved listings", async () => {
    const property = await createProperty(t, { title: "Saved Contract Home" });
    const { client, account } = await signedInClient(t, { name: "Vera Viewer" });
    expect((await client.request("PUT", `/api/saved/${property.id}`)).status).toBe(204);
    const reads = pageReads(t.deps, headersOf(client));
    const viewer = await reads.viewer();
    expect(viewer).toEqual({ id: account.id, name: "Vera Viewer", role: "user", avatarUrl: null });
    const token = [...client.cookies.values()][0]?.split(".")[0] ?? "missing";
    expect(JSON.stringify(viewer)).not.toContain(token);
    expect(await reads.savedIds()).toEqual([property.id]);
  });

  it("know nobody without a session", async () => {
    const reads = pageReads(t.deps, headersOf());
    expect(await reads.viewer()).toBeNull();
    expect(await reads.savedIds()).toEqual([]);
  });
});

describe("page actions", () => {
  const pageRequest = () =>
    new Request("http://localhost:3000/profile", {
      method: "POST",
      headers: { origin: "http://localhost:3000" },
    });

  it("sign in with the session cookie, or answer the API's error for a wrong password", async () => {
    const account = await createUser(t);
    const actions = pageActions(t.deps, pageRequest(), "203.0.113.7");
    const wrong = await actions.signIn({ email: account.email, password: "not-the-password" });
    expect(wrong).toMatchObject({ ok: false, status: 401, error: { code: "UNAUTHORIZED" } });
    const right = await actions.signIn({ email: account.email, password: account.password });
    expect(right.ok).toBe(true);
    if (right.ok) expect(right.cookies.join(";")).toMatch(/session_token=/);
  });

  it("check a new account's fields with the form's own messages", async () => {
    const actions = pageActions(t.deps, pageRequest(), "203.0.113.8");
    const short = await actions.signUp({ name: "Sam", email: uniqueEmail(), password: "short" });
    expect(short).toMatchObject({
      ok: false,
      status: 400,
      error: { issues: [{ path: "password", message: "Password must be at least 8 characters" }] },
    });
    const made = await actions.signUp({
      name: "Sam Signup",
      email: uniqueEmail(),
      password: "a-long-enough-password",
    });
    expect(made.ok).toBe(true);
  });
});
