import { beforeEach, describe, expect, it } from "vitest";
import { blogCategories } from "../../src/server/platform/db/schema";
import type { AdminBlogCategory } from "../../src/shared/admin-blog";
import { activitiesAbout, signedInAdmin } from "../factories/admin";
import { clearBlog, createBlogPost } from "../factories/blog";
import { setupTestApp } from "../setup/setup-test-app";
import type { TestClient } from "../setup/test-client";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });
beforeEach(() => clearBlog(t));

const NOBODY = "00000000-0000-4000-8000-000000000000";
const EXISTS = "A category with this name already exists.";

async function json<T>(response: Response, status: number): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

const add = (client: TestClient, name: unknown) =>
  client.post("/api/admin/blog/categories", { name });
const rename = (client: TestClient, id: string, name: unknown) =>
  client.patch(`/api/admin/blog/categories/${id}`, { name });
const list = async (client: TestClient) =>
  json<AdminBlogCategory[]>(await client.get("/api/admin/blog/categories"), 200);

describe("/api/admin/blog/categories", () => {
  it("lists every category by name with its post count, drafts included", async () => {
    const { client } = await signedInAdmin(t);
    await createBlogPost(t, { categories: ["Market"] });
    await createBlogPost(t, { categories: ["market", "Buying"], status: "draft" });
    await json(await add(client, "Empty"), 201);
    const rows = await list(client);
    expect(rows.map((row) => [row.name, row.postCount])).toEqual([
      ["Buying", 1],
      ["Empty", 0],
      ["Market", 2],
    ]);
  });

  it("adds a trimmed name, refuses a blank one and a duplicate in any case, and logs", async () => {
    const { client, account } = await signedInAdmin(t);
    const created = await json<AdminBlogCategory>(await add(client, "  Home Staging  "), 201);
    expect(created).toMatchObject({ name: "Home Staging", postCount: 0 });
    for (const name of ["home staging", "HOME STAGING ", "Home Staging"]) {
      const refused = await json<{ message: string }>(await add(client, name), 409);
      expect(refused.message).toBe(EXISTS);
    }
    for (const name of ["", "   ", 42, null]) {
      const refused = await json<{ issues: { path: string; message: string }[] }>(
        await add(client, name),
        400,
      );
      expect(refused.issues).toEqual([{ path: "name", message: "Category name is required" }]);
    }
    expect((await list(client)).map((row) => row.name)).toEqual(["Home Staging"]);
    const log = await activitiesAbout(t, created.id);
    expect(
      log.map((entry) => [entry.action, entry.targetType, entry.adminId, entry.details]),
    ).toEqual([["blog_category_created", "blog_category", account.id, { title: "Home Staging" }]]);
  });

  it("renames with the same rules; a new spelling of its own name is fine", async () => {
    const { client, account } = await signedInAdmin(t);
    const news = await json<AdminBlogCategory>(await add(client, "News"), 201);
    await json(await add(client, "Tips"), 201);
    const renamed = await json<AdminBlogCategory>(await rename(client, news.id, "  Updates "), 200);
    expect(renamed).toEqual({ id: news.id, name: "Updates", postCount: 0 });
    expect(
      (await json<{ message: string }>(await rename(client, news.id, "tips"), 409)).message,
    ).toBe(EXISTS);
    expect((await rename(client, news.id, "  ")).status).toBe(400);
    await json(await rename(client, news.id, "UPDATES"), 200);
    expect((await list(client)).map((row) => row.name)).toEqual(["Tips", "UPDATES"]);
    const log = await activitiesAbout(t, news.id);
    expect(log.map((entry) => [entry.action, entry.adminId, entry.details])).toEqual([
      ["blog_category_created", account.id, { title: "News" }],
      ["blog_category_renamed", account.id, { title: "Updates", from: "News" }],
      ["blog_category_renamed", account.id, { title: "UPDATES", from: "Updates" }],
    ]);
    for (const id of [NOBODY, "nope"]) expect((await rename(client, id, "X")).status).toBe(404);
  });

  it("deletes only a category without posts, and the public list follows a rename", async () => {
    const { client, account } = await signedInAdmin(t);
    await createBlogPost(t, { categories: ["Busy"] });
    const [busy] = await list(client);
    if (!busy) throw new Error("no category");
    const refused = await json<{ message: string }>(
      await client.delete(`/api/admin/blog/categories/${busy.id}`),
      409,
    );
    expect(refused.message).toBe("Cannot delete categories with posts");
    await json(await rename(client, busy.id, "Busier"), 200);
    const publicList = await json<{ name: string }[]>(
      await client.get("/api/blog/categories"),
      200,
    );
    expect(publicList.map((row) => row.name)).toContain("Busier");

    const empty = await json<AdminBlogCategory>(await add(client, "Empty"), 201);
    expect((await client.delete(`/api/admin/blog/categories/${empty.id}`)).status).toBe(204);
    expect((await t.deps.db.select().from(blogCategories)).map((row) => row.name)).toEqual([
      "Busier",
    ]);
    const log = await activitiesAbout(t, empty.id);
    expect(log.map((entry) => [entry.action, entry.adminId, entry.details])).toEqual([
      ["blog_category_created", account.id, { title: "Empty" }],
      ["blog_category_deleted", account.id, { title: "Empty" }],
    ]);
    for (const id of [NOBODY, "nope", empty.id]) {
      expect((await client.delete(`/api/admin/blog/categories/${id}`)).status).toBe(404);
    }
  });
});
