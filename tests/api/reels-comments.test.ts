import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, reelComments } from "../../src/server/platform/db/schema";
import {
  REEL_COMMENTS_PAGE_SIZE,
  type Reel,
  type ReelComment,
  type ReelCommentsPage,
} from "../../src/shared/reels";
import { addReelComments, createReel } from "../factories/reels";
import { createUser, signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import type { TestClient } from "../setup/test-client";

// Many accounts sign in from the one test address; the sign-in limit is not what is tested here.
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const comment = (client: TestClient, reelId: string, body: unknown) =>
  client.post(`/api/reels/${reelId}/comments`, { body });
const comments = (reelId: string, cursor?: string | null) =>
  getJson<ReelCommentsPage>(
    t.client,
    `/api/reels/${reelId}/comments${cursor ? `?cursor=${cursor}` : ""}`,
  );

async function posted(response: Response): Promise<ReelComment> {
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ReelComment;
}

async function expectIssue(response: Response, message: string) {
  expect(response.status).toBe(400);
  expect((await response.json()).issues).toEqual([{ path: "body", message }]);
}

const at = (minutesAgo: number) => new Date(Date.UTC(2025, 0, 1, 12) - minutesAgo * 60_000);

describe("POST /api/reels/:id/comments", () => {
  it("asks visitors to sign in", async () => {
    const reel = await createReel(t);
    const response = await comment(t.client, reel.id, "Nice!");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: "UNAUTHORIZED",
      message: "Please sign in to comment",
    });
  });

  it("adds the comment with its author and counts it on the reel", async () => {
    const reel = await createReel(t);
    const { client, account } = await signedInClient(t, { name: "Casey Commenter" });
    await t.deps.db
      .update(profiles)
      .set({ avatarKey: `avatars/${account.id}/me.webp` })
      .where(eq(profiles.id, account.id));

    const created = await posted(await comment(client, reel.id, "  Love the kitchen!  "));
    expect(created).toEqual({
      id: expect.any(String),
      body: "Love the kitchen!",
      createdAt: expect.any(String),
      author: {
        id: account.id,
        name: "Casey Commenter",
        avatarUrl: `/media/avatars/${account.id}/me.webp`,
      },
    } satisfies ReelComment);
    await posted(await comment(client, reel.id, "And the yard."));
    expect((await getJson<Reel>(t.client, `/api/reels/${reel.id}`)).commentCount).toBe(2);
    expect((await comments(reel.id)).items.map((item) => item.body)).toEqual([
      "And the yard.",
      "Love the kitchen!",
    ]);
  });

  it("keeps markup as literal text and strips control characters", async () => {
    const reel = await createReel(t);
    const { client } = await signedInClient(t);
    const html = `<img src=x onerror="alert(1)"><b>bold</b> & "quotes"`;
    expect((await posted(await comment(client, reel.id, html))).body).toBe(html);
    const cleaned = await posted(await comment(client, reel.id, "Two\r\nlines\u0000\u0007\u001b!"));
    expect(cleaned.body).toBe("Two\nlines!");

    const stored = await t.deps.db
      .select({ body: reelComments.body })
      .from(reelComments)
      .where(eq(reelComments.reelId, reel.id));
    expect(stored.map((row) => row.body).sort()).toEqual([html, "Two\nlines!"].sort());
    const response = await t.client.get(`/api/reels/${reel.id}/comments`);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("rejects empty and overlong comments with the form's messages", async () => {
    const reel = await createReel(t);
    const { client } = await signedInClient(t);
    await expectIssue(await comment(client, reel.id, ""), "Comment cannot be empty");
    await expectIssue(await comment(client, reel.id, " \n\t "), "Comment cannot be empty");
    await expectIssue(await comment(client, reel.id, "\u0000\u0008"), "Comment cannot be empty");
    await expectIssue(
      await comment(client, reel.id, "x".repeat(501)),
      "Comment must be at most 500 characters",
    );
    expect((await posted(await comment(client, reel.id, "x".repeat(500)))).body).toHaveLength(500);
    expect((await comment(client, reel.id, 42)).status).toBe(400);
    expect((await getJson<Reel>(t.client, `/api/reels/${reel.id}`)).commentCount).toBe(1);
  });

  it("answers unknown and malformed reels with 404", async () => {
    const { client } = await signedInClient(t);
    for (const id of [crypto.randomUUID(), "not-a-uuid"]) {
      const response = await comment(client, id, "Hello");
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Reel not found" });
    }
  });

  it("limits each user to 20 comments in 10 minutes", async () => {
    const reel = await createReel(t);
    const { client } = await signedInClient(t);
    for (let i = 1; i <= 20; i++) await posted(await comment(client, reel.id, `Comment ${i}`));

    const refused = await comment(client, reel.id, "One more");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(
        /^Too many comments\. Please try again in \d+ (second|minute)s?\.$/,
      ),
    });
    expect((await getJson<Reel>(t.client, `/api/reels/${reel.id}`)).commentCount).toBe(20);
    // Someone else is not held back by it.
    const { client: other } = await signedInClient(t);
    await posted(await comment(other, reel.id, "My first"));
  });
});

describe("GET /api/reels/:id/comments", () => {
  it("pages newest first, each comment once, also when many share a time", async () => {
    const reel = await createReel(t);
    const author = await createUser(t, { name: "Pat" });
    // 45 comments over 4 creation times: ties that must split cleanly across pages.
    const rows = await addReelComments(
      t,
      reel.id,
      author.id,
      Array.from({ length: 45 }, (_, i) => ({ createdAt: at(i % 4) })),
    );
    const pages: ReelCommentsPage[] = [await comments(reel.id)];
    while (pages.at(-1)?.nextCursor && pages.length < 10) {
      pages.push(await comments(reel.id, pages.at(-1)?.nextCursor));
    }
    expect(pages.map((page) => page.items.length)).toEqual([REEL_COMMENTS_PAGE_SIZE, 20, 5]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const items = pages.flatMap((page) => page.items);
    expect(new Set(items.map((item) => item.id)).size).toBe(45);
    expect([...items.map((item) => item.id)].sort()).toEqual(rows.map((row) => row.id).sort());
    const times = items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(items[0]?.author).toEqual({ id: author.id, name: "Pat", avatarUrl: null });
  });

  it("answers a reel without comments with an empty page", async () => {
    const reel = await createReel(t);
    expect(await comments(reel.id)).toEqual({ items: [], nextCursor: null });
  });

  it("shows only this reel's comments", async () => {
    const [reel, other] = [await createReel(t), await createReel(t)];
    await addReelComments(t, other.id, null, [{ body: "Elsewhere" }]);
    await addReelComments(t, reel.id, null, [{ body: "Here" }]);
    expect((await comments(reel.id)).items).toEqual([
      { id: expect.any(String), body: "Here", createdAt: expect.any(String), author: null },
    ]);
  });

  it("rejects a garbage cursor and answers unknown reels with 404", async () => {
    const reel = await createReel(t);
    const bad = await t.client.get(`/api/reels/${reel.id}/comments?cursor=garbage!`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues).toEqual([{ path: "cursor", message: "Cursor is not valid" }]);
    for (const id of [crypto.randomUUID(), "nope"]) {
      const response = await t.client.get(`/api/reels/${id}/comments`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Reel not found" });
    }
  });
});
