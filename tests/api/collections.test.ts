import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { collectionInvites, notifications } from "../../src/server/platform/db/schema";
import type { CollectionNote, CollectionSummary } from "../../src/shared/collections";
import { addListing, collectionOf, createCollection } from "../factories/collections";
import { fresh } from "../factories/conversations";
import { DEFAULT_PASSWORD, signedInClient, uniqueEmail } from "../factories/users";
import { getJson } from "../setup/api";
import { queuedMailCount } from "../setup/queued-mail";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import { linksIn } from "../setup/smtp-sink";
import { TestClient } from "../setup/test-client";

const t = setupMailTestApp({ TRUST_PROXY: "true", SIGN_IN_RATE_LIMIT: "1000" });

const invite = (client: TestClient, collectionId: string, email: string) =>
  client.post(`/api/collections/${collectionId}/invites`, { email }, fresh());

/** The token of the `nth` invitation e-mail to `email`, waiting for it to arrive. */
async function invitationToken(email: string, nth = 1): Promise<string> {
  await t.smtp.waitFor(email, /invited you to/);
  const ofInvites = () =>
    t.smtp.messages.filter((m) => m.to === email.toLowerCase() && /invited you to/.test(m.subject));
  for (let tries = 0; ofInvites().length < nth && tries < 150; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const mail = ofInvites()[nth - 1];
  if (!mail) throw new Error(`no invitation number ${nth}`);
  const link = linksIn(mail).find((url) => url.includes("/collections/join?"));
  const token = link && new URL(link).searchParams.get("invite");
  if (!token) throw new Error("no invitation link");
  return token;
}

const accept = (client: TestClient, token: string) =>
  client.post("/api/collections/invites/accept", { token }, fresh());

/** A collection of A's that B joined through an e-mailed invitation. */
async function sharedCollection() {
  const a = await signedInClient(t, { name: "Ana Owner" });
  const b = await signedInClient(t, { name: "Ben Cobuyer" });
  const collection = await createCollection(a.client, "Weekend tours");
  expect((await invite(a.client, collection.id, b.account.email.toUpperCase())).status).toBe(201);
  const joined = await accept(b.client, await invitationToken(b.account.email));
  expect(joined.status).toBe(200);
  expect(await joined.json()).toEqual({ collectionId: collection.id });
  return { a, b, id: collection.id };
}

describe("a collection shared by two accounts", () => {
  it("shows each member the other's homes, reactions and notes", async () => {
    const { a, b, id } = await sharedCollection();
    const home = await addListing(t, a.client, id);
    const put = await b.client.request("PUT", `/api/collections/${id}/homes/${home}/reaction`, {
      json: { reaction: "love" },
      ...fresh(),
    });
    expect(put.status).toBe(204);
    const noted = await b.client.post(
      `/api/collections/${id}/homes/${home}/notes`,
      { body: "  Great light in the kitchen.\nNeeds a roof.  " },
      fresh(),
    );
    expect(noted.status).toBe(201);
    const note = (await noted.json()) as CollectionNote;
    expect(note).toMatchObject({
      body: "Great light in the kitchen.\nNeeds a roof.",
      authorName: "Ben Cobuyer",
    });

    const seenByA = await collectionOf(a.client, id);
    expect(seenByA.role).toBe("owner");
    expect(seenByA.members.map((m) => [m.name, m.role])).toEqual([
      ["Ana Owner", "owner"],
      ["Ben Cobuyer", "member"],
    ]);
    expect(seenByA.invites).toEqual([]);
    expect(seenByA.homes).toHaveLength(1);
    expect(seenByA.homes[0]).toMatchObject({
      addedByName: "Ana Owner",
      reactions: [{ userId: b.account.id, reaction: "love" }],
      notes: [{ id: note.id, body: note.body }],
    });
    // One reaction per member: a new one replaces it, clearing removes it.
    await b.client.request("PUT", `/api/collections/${id}/homes/${home}/reaction`, {
      json: { reaction: "no" },
      ...fresh(),
    });
    expect((await collectionOf(a.client, id)).homes[0]?.reactions).toEqual([
      { userId: b.account.id, reaction: "no" },
    ]);
    await b.client.delete(`/api/collections/${id}/homes/${home}/reaction`);
    expect((await collectionOf(a.client, id)).homes[0]?.reactions).toEqual([]);

    const list = await getJson<{ items: CollectionSummary[] }>(
      b.client,
      `/api/collections?property=${home}`,
    );
    expect(list.items).toEqual([
      expect.objectContaining({
        id,
        role: "member",
        homeCount: 1,
        memberCount: 2,
        hasProperty: true,
      }),
    ]);
  });

  it("answers 404 to anyone else for everything inside, notes and addresses included", async () => {
    const { a, id } = await sharedCollection();
    const home = await addListing(t, a.client, id);
    await a.client.post(`/api/collections/${id}/homes/${home}/notes`, { body: "Private" }, fresh());
    await invite(a.client, id, uniqueEmail("pending"));
    const stranger = (await signedInClient(t)).client;
    const probes: [string, string, unknown?][] = [
      ["GET", `/api/collections/${id}`],
      ["GET", `/api/collections/${id}/members`],
      ["PATCH", `/api/collections/${id}`, { name: "Mine" }],
      ["DELETE", `/api/collections/${id}`],
      ["PUT", `/api/collections/${id}/homes/${home}`],
      ["DELETE", `/api/collections/${id}/homes/${home}`],
      ["POST", `/api/collections/${id}/homes/${home}/notes`, { body: "Hi" }],
      ["PUT", `/api/collections/${id}/homes/${home}/reaction`, { reaction: "love" }],
      ["POST", `/api/collections/${id}/invites`, { email: uniqueEmail() }],
      ["POST", `/api/collections/${id}/leave`, {}],
    ];
    for (const [method, path, json] of probes) {
      const response = await stranger.request(method, path, { json, ...fresh() });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.text()).not.toContain("Private");
    }
    expect((await collectionOf(a.client, id)).homes[0]?.notes).toHaveLength(1);
    expect((await t.client.get(`/api/collections/${id}`)).status).toBe(401);
  });

  it("lets only the owner rename or delete, and only a note's author change it", async () => {
    const { a, b, id } = await sharedCollection();
    expect((await b.client.patch(`/api/collections/${id}`, { name: "Top 3" })).status).toBe(403);
    expect((await b.client.delete(`/api/collections/${id}`)).status).toBe(403);
    expect((await a.client.patch(`/api/collections/${id}`, { name: "Top 3" })).status).toBe(204);
    expect((await collectionOf(b.client, id)).name).toBe("Top 3");
    const blank = await a.client.patch(`/api/collections/${id}`, { name: " " });
    expect(blank.status).toBe(400);

    const home = await addListing(t, b.client, id);
    const noted = await a.client.post(
      `/api/collections/${id}/homes/${home}/notes`,
      { body: "Mine" },
      fresh(),
    );
    const note = (await noted.json()) as CollectionNote;
    expect(
      (await b.client.patch(`/api/collections/${id}/notes/${note.id}`, { body: "Not yours" }))
        .status,
    ).toBe(403);
    expect((await b.client.delete(`/api/collections/${id}/notes/${note.id}`)).status).toBe(403);
    const edited = await a.client.patch(
      `/api/collections/${id}/notes/${note.id}`,
      { body: "Edited" },
      fresh(),
    );
    expect(await edited.json()).toMatchObject({ body: "Edited" });
    expect((await a.client.delete(`/api/collections/${id}/notes/${note.id}`)).status).toBe(204);
    // Any member removes a home, with its notes.
    expect((await a.client.delete(`/api/collections/${id}/homes/${home}`)).status).toBe(204);
    expect((await collectionOf(b.client, id)).homes).toEqual([]);

    expect((await a.client.delete(`/api/collections/${id}`)).status).toBe(204);
    expect((await b.client.get(`/api/collections/${id}`)).status).toBe(404);
  });

  it("tells the other member of a new home once in the bell until read, and sends no e-mail", async () => {
    const { a, b, id } = await sharedCollection();
    await addListing(t, a.client, id);
    const home = await addListing(t, a.client, id);
    await a.client.post(`/api/collections/${id}/homes/${home}/notes`, { body: "Look" }, fresh());
    const rows = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, b.account.id));
    expect(rows.map((row) => [row.kind, row.title, row.body, row.link])).toEqual([
      [
        "collection_activity",
        "New in Weekend tours",
        "Ana Owner added a home.",
        `/collections/${id}`,
      ],
    ]);
    // Nothing for the one who acted.
    const own = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, a.account.id));
    expect(own).toEqual([]);
    await b.client.post("/api/notifications/read-all", {});
    await b.client.post(`/api/collections/${id}/homes/${home}/notes`, { body: "Agreed" }, fresh());
    const after = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, a.account.id));
    expect(after.map((row) => row.body)).toEqual(["Ben Cobuyer wrote a note."]);
    // Only the invitation was ever e-mailed.
    expect(await queuedMailCount(t.deps.db, b.account.email)).toBe(1);
    expect(await queuedMailCount(t.deps.db, a.account.email)).toBe(0);
  });
});

describe("invitations", () => {
  it("let someone without an account sign up from the link and join", async () => {
    const a = await signedInClient(t, { name: "Ana Owner" });
    const collection = await createCollection(a.client, "Top 3");
    const email = uniqueEmail("newcomer");
    expect((await invite(a.client, collection.id, email)).status).toBe(201);
    const mail = await t.smtp.waitFor(email, /Ana Owner invited you to "Top 3"/);
    expect(mail.text).toContain("create one from it with this e-mail address");
    const token = await invitationToken(email);

    const newcomer = new TestClient(t);
    await newcomer.post("/api/auth/sign-up/email", {
      name: "Nia New",
      email,
      password: DEFAULT_PASSWORD,
    });
    const confirm = await t.smtp.waitFor(email, /Confirm your e-mail/);
    const link = new URL(linksIn(confirm).find((url) => url.includes("/verify-email?")) ?? "");
    expect((await newcomer.get(link.pathname + link.search)).status).toBe(302);
    expect((await accept(newcomer, token)).status).toBe(200);
    // Taking it up again changes nothing.
    expect((await accept(newcomer, token)).status).toBe(200);
    const detail = await collectionOf(newcomer, collection.id);
    expect(detail.members.map((m) => m.name)).toEqual(["Ana Owner", "Nia New"]);
    const [row] = await t.deps.db
      .select()
      .from(collectionInvites)
      .where(eq(collectionInvites.collectionId, collection.id));
    expect(row?.tokenHash).not.toBe(token);
    expect(row?.acceptedAt).not.toBeNull();
  });

  it("are bound to the invited address, single-use and renewed by inviting again", async () => {
    const a = await signedInClient(t);
    const b = await signedInClient(t);
    const eve = await signedInClient(t);
    const collection = await createCollection(a.client);
    await invite(a.client, collection.id, b.account.email);
    const first = await invitationToken(b.account.email);
    expect((await accept(eve.client, first)).status).toBe(403);
    // Inviting again sends a new link; the first stops working.
    expect((await invite(a.client, collection.id, b.account.email)).status).toBe(201);
    const detail = await collectionOf(a.client, collection.id);
    expect(detail.invites.map((i) => i.email)).toEqual([b.account.email.toLowerCase()]);
    const second = await invitationToken(b.account.email, 2);
    expect((await accept(b.client, first)).status).toBe(404);
    expect((await accept(b.client, "no-such-token")).status).toBe(404);
    expect((await accept(b.client, second)).status).toBe(200);
    // Used: nobody else can take it up, and it is no longer listed.
    expect((await accept(eve.client, second)).status).toBe(404);
    expect((await collectionOf(a.client, collection.id)).invites).toEqual([]);

    // An expired one is gone too.
    const c = await signedInClient(t);
    await invite(a.client, collection.id, c.account.email);
    const late = await invitationToken(c.account.email);
    await t.deps.db
      .update(collectionInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(collectionInvites.email, c.account.email.toLowerCase()));
    expect((await accept(c.client, late)).status).toBe(404);
  });

  it("refuses inviting a member (409), an unconfirmed inviter (403) and a flood (429)", async () => {
    const { a, b, id } = await sharedCollection();
    const again = await invite(a.client, id, b.account.email);
    expect(again.status).toBe(409);
    expect(
      (await b.client.post(`/api/collections/${id}/invites`, { email: "not-an-address" }, fresh()))
        .status,
    ).toBe(400);

    const unverified = new TestClient(t);
    const email = uniqueEmail("unverified");
    await unverified.post("/api/auth/sign-up/email", {
      name: "Una",
      email,
      password: DEFAULT_PASSWORD,
    });
    await unverified.post("/api/auth/sign-in/email", { email, password: DEFAULT_PASSWORD });
    const own = await createCollection(unverified);
    expect((await invite(unverified, own.id, uniqueEmail())).status).toBe(403);

    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const other = await createCollection(a.client);
      statuses.push((await invite(a.client, other.id, uniqueEmail("flood"))).status);
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(201));
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("leaving", () => {
  it("takes a member's reactions along and keeps their notes", async () => {
    const { a, b, id } = await sharedCollection();
    const home = await addListing(t, a.client, id);
    await b.client.request("PUT", `/api/collections/${id}/homes/${home}/reaction`, {
      json: { reaction: "maybe" },
      ...fresh(),
    });
    await b.client.post(`/api/collections/${id}/homes/${home}/notes`, { body: "Bye" }, fresh());
    expect((await b.client.post(`/api/collections/${id}/leave`, {})).status).toBe(204);
    expect((await b.client.get(`/api/collections/${id}`)).status).toBe(404);
    const detail = await collectionOf(a.client, id);
    expect(detail.members.map((m) => m.userId)).toEqual([a.account.id]);
    expect(detail.homes[0]?.reactions).toEqual([]);
    expect(detail.homes[0]?.notes.map((n) => n.body)).toEqual(["Bye"]);
  });

  it("hands the owner's collection to the member who joined first, or deletes it when alone", async () => {
    const { a, b, id } = await sharedCollection();
    expect((await a.client.post(`/api/collections/${id}/leave`, {})).status).toBe(204);
    const detail = await collectionOf(b.client, id);
    expect(detail.role).toBe("owner");
    expect(detail.members.map((m: { userId: string }) => m.userId)).toEqual([b.account.id]);
    expect((await b.client.post(`/api/collections/${id}/leave`, {})).status).toBe(204);
    const list = await getJson<{ items: CollectionSummary[] }>(b.client, "/api/collections");
    expect(list.items.map((c) => c.id)).not.toContain(id);
    expect((await b.client.get(`/api/collections/${id}`)).status).toBe(404);
  });
});
