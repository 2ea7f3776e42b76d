import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reelLikes, reels } from "../../src/server/platform/db/schema";
import type { Reel, ReelLikeState } from "../../src/shared/reels";
import { createReel } from "../factories/reels";
import { signedInClient } from "../factories/users";
import { getJson } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

// Many accounts sign in from the one test address; the sign-in limit is not what is tested here.
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const like = (client: TestClient, reelId: string) =>
  client.request("PUT", `/api/reels/${reelId}/like`);
const unlike = (client: TestClient, reelId: string) => client.delete(`/api/reels/${reelId}/like`);

async function likeState(response: Response): Promise<ReelLikeState> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ReelLikeState;
}

/** The stored counter next to the number of like rows it must match. */
async function counts(reelId: string) {
  const [reel] = await t.deps.db
    .select({ likeCount: reels.likeCount })
    .from(reels)
    .where(eq(reels.id, reelId));
  const [rows] = await t.deps.db
    .select({ n: count() })
    .from(reelLikes)
    .where(eq(reelLikes.reelId, reelId));
  return { counter: reel?.likeCount, rows: rows?.n };
}

describe("PUT and DELETE /api/reels/:id/like", () => {
  it("asks visitors to sign in", async () => {
    const reel = await createReel(t);
    for (const response of [
      await like(new TestClient(t), reel.id),
      await unlike(t.client, reel.id),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: "UNAUTHORIZED",
        message: "Please sign in to like reels",
      });
    }
    expect(await counts(reel.id)).toEqual({ counter: 0, rows: 0 });
  });

  it("likes and unlikes, counting each like once however often it is clicked", async () => {
    const reel = await createReel(t);
    const { client } = await signedInClient(t);
    expect(await likeState(await like(client, reel.id))).toEqual({ liked: true, likeCount: 1 });
    expect(await likeState(await like(client, reel.id))).toEqual({ liked: true, likeCount: 1 });
    expect((await getJson<Reel>(client, `/api/reels/${reel.id}`)).likedByMe).toBe(true);

    expect(await likeState(await unlike(client, reel.id))).toEqual({ liked: false, likeCount: 0 });
    expect(await likeState(await unlike(client, reel.id))).toEqual({ liked: false, likeCount: 0 });
    expect(await getJson<Reel>(client, `/api/reels/${reel.id}`)).toMatchObject({
      likedByMe: false,
      likeCount: 0,
    });
    expect(await counts(reel.id)).toEqual({ counter: 0, rows: 0 });
  });

  it("reports other people's likes in the count", async () => {
    const reel = await createReel(t);
    const { client: first } = await signedInClient(t);
    const { client: second } = await signedInClient(t);
    await likeState(await like(first, reel.id));
    expect(await likeState(await like(second, reel.id))).toEqual({ liked: true, likeCount: 2 });
    // Unliking what you never liked leaves the others' likes alone.
    const { client: third } = await signedInClient(t);
    expect(await likeState(await unlike(third, reel.id))).toEqual({ liked: false, likeCount: 2 });
  });

  it("stays in step with the like rows under concurrent clicks by one user", async () => {
    const reel = await createReel(t);
    const { client } = await signedInClient(t);
    const likes = await Promise.all(Array.from({ length: 10 }, () => like(client, reel.id)));
    expect(likes.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(await counts(reel.id)).toEqual({ counter: 1, rows: 1 });

    const unlikes = await Promise.all(Array.from({ length: 10 }, () => unlike(client, reel.id)));
    expect(unlikes.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(await counts(reel.id)).toEqual({ counter: 0, rows: 0 });

    // Likes and unlikes racing each other: whichever wins, the counter matches the rows.
    const mixed = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? unlike(client, reel.id) : like(client, reel.id),
      ),
    );
    expect(mixed.map((response) => response.status)).toEqual(Array(20).fill(200));
    const after = await counts(reel.id);
    expect(after.counter).toBe(after.rows);
    expect([0, 1]).toContain(after.rows);
  });

  it("counts every user when several like at once", async () => {
    const reel = await createReel(t);
    const clients = await Promise.all(
      Array.from({ length: 8 }, async () => (await signedInClient(t)).client),
    );
    const states = await Promise.all(
      clients
        .flatMap((client) => [like(client, reel.id), like(client, reel.id)])
        .map(async (response) => likeState(await response)),
    );
    expect(states.every((state) => state.liked)).toBe(true);
    expect(Math.max(...states.map((state) => state.likeCount))).toBe(8);
    expect(await counts(reel.id)).toEqual({ counter: 8, rows: 8 });

    await Promise.all(clients.slice(0, 5).map((client) => unlike(client, reel.id)));
    expect(await counts(reel.id)).toEqual({ counter: 3, rows: 3 });
  });

  it("answers unknown and malformed reels with 404", async () => {
    const { client } = await signedInClient(t);
    for (const id of [crypto.randomUUID(), "not-a-uuid"]) {
      for (const response of [await like(client, id), await unlike(client, id)]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Reel not found" });
      }
    }
  });
});
