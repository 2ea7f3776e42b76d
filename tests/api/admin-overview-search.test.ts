import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, user } from "../../src/server/platform/db/schema";
import type { AdminSearchResults } from "../../src/shared/admin-overview";
import { createBlogPost } from "../factories/blog";
import { uniqueWord } from "../factories/directory";
import { createProperty } from "../factories/properties";
import { createUser, signedInClient, uniqueEmail } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

let admin: ReturnType<typeof signedInClient> | undefined;
async function search(q: string) {
  admin ??= signedInClient(t, { role: "admin" });
  const { client } = await admin;
  return getJson<AdminSearchResults>(client, `/api/admin/search?q=${encodeURIComponent(q)}`);
}

async function insertUsers(names: string[]) {
  const rows = names.map((name) => ({ id: randomUUID(), name, email: uniqueEmail("found") }));
  await t.deps.db.insert(user).values(rows);
  return rows;
}

describe("GET /api/admin/search", () => {
  it("finds users by name, e-mail or username whatever the case", async () => {
    const word = uniqueWord("kw");
    const byName = await createUser(t, { name: `Nora ${word.toUpperCase()}`, role: "realtor" });
    const byEmail = await createUser(t, { email: `${word}@example.test` });
    const byUsername = await createUser(t, { name: "Plain Name" });
    await t.deps.db
      .update(profiles)
      .set({ username: `the_${word}` })
      .where(eq(profiles.id, byUsername.id));

    const { users, properties, posts } = await search(word);
    expect(users).toHaveLength(3);
    expect(users).toContainEqual({
      id: byName.id,
      name: `Nora ${word.toUpperCase()}`,
      email: byName.email,
      role: "realtor",
    });
    expect(users.map((found) => found.id)).toEqual(
      expect.arrayContaining([byEmail.id, byUsername.id]),
    );
    expect(properties).toEqual([]);
    expect(posts).toEqual([]);
  });

  it("finds listings by title, address or city and posts by title, drafts included", async () => {
    const word = uniqueWord("kw");
    const byTitle = await createProperty(t, { title: `Sunny ${word} Villa`, state: "CA" });
    const byCity = await createProperty(t, { city: `${word}ville`, state: "TX" });
    const byAddress = await createProperty(t, { address: `12 ${word} Road` });
    const published = await createBlogPost(t, { title: `Buying in ${word.toUpperCase()}` });
    const draft = await createBlogPost(t, { title: `${word} draft`, status: "draft" });
    const title = { published: `Buying in ${word.toUpperCase()}`, draft: `${word} draft` };

    const { users, properties, posts } = await search(word.toUpperCase());
    expect(users).toEqual([]);
    expect(properties).toHaveLength(3);
    expect(properties).toContainEqual({
      id: byTitle.id,
      title: byTitle.title,
      city: byTitle.city,
      state: "CA",
    });
    expect(properties.map((found) => found.id)).toEqual(
      expect.arrayContaining([byCity.id, byAddress.id]),
    );
    expect(posts).toHaveLength(2);
    expect(posts).toContainEqual({ id: published.id, title: title.published, status: "published" });
    expect(posts).toContainEqual({ id: draft.id, title: title.draft, status: "draft" });
  });

  it("returns at most 5 of each kind", async () => {
    const word = uniqueWord("kw");
    await insertUsers(Array.from({ length: 7 }, (_, i) => `${word} person ${i}`));
    for (let i = 0; i < 7; i += 1) await createProperty(t, { title: `${word} home ${i}` });
    for (let i = 0; i < 7; i += 1) await createBlogPost(t, { title: `${word} post ${i}` });

    const { users, properties, posts } = await search(word);
    expect([users.length, properties.length, posts.length]).toEqual([5, 5, 5]);
  });

  it("matches %, _ and \\ literally", async () => {
    const word = uniqueWord("kw");
    const [percent, , underscore, , backslash] = await insertUsers([
      `${word} 100% sure`,
      `${word} 1000 sure`,
      `${word} a_b`,
      `${word} axb`,
      `${word} c\\d`,
    ]);
    const listing = await createProperty(t, { title: `${word} 50% off` });
    await createProperty(t, { title: `${word} 500 off` });

    const ids = (results: AdminSearchResults) => results.users.map((found) => found.id);
    expect(ids(await search("0% s"))).toEqual([percent?.id]);
    expect(ids(await search(`${word} a_b`))).toEqual([underscore?.id]);
    expect(ids(await search("c\\d"))).toEqual([backslash?.id]);
    // Listings match word by word, as the public search does (decision 015): "50" is a whole
    // word there, so "500" is not found.
    expect((await search(`${word} 50% off`)).properties.map((found) => found.id)).toEqual([
      listing.id,
    ]);
    // A bare wildcard is text like any other: nothing in this file contains "%%".
    expect(await search("%%")).toEqual({ users: [], properties: [], posts: [] });
  });

  it("needs 2 to 100 characters of search text", async () => {
    admin ??= signedInClient(t, { role: "admin" });
    const { client } = await admin;
    const cases: [string, string][] = [
      ["/api/admin/search", "Type at least 2 characters to search"],
      ["/api/admin/search?q=a", "Type at least 2 characters to search"],
      ["/api/admin/search?q=%20a%20%20", "Type at least 2 characters to search"],
      [`/api/admin/search?q=${"x".repeat(101)}`, "Search text must be at most 100 characters"],
    ];
    for (const [path, message] of cases) {
      const response = await client.get(path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ issues: [{ path: "q", message }] });
    }
  });
});
