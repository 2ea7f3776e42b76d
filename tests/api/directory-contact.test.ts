import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { directoryMessages, notifications } from "../../src/server/platform/db/schema";
import { createPhotographerEntry, createRealtorEntry } from "../factories/directory";
import { signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

// Behind a trusted proxy each test can be its own client address, so the flood limit of one
// test does not spill into the next.
const t = setupTestApp({ TRUST_PROXY: "true" });

let addressCounter = 0;
const newAddress = () => `198.51.100.${++addressCounter}`;
const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });

const message = {
  name: "Jane Buyer",
  email: "jane@example.test",
  message: "Could you help us find a house near the lake?",
};

const kinds = [
  ["realtors", (overrides = {}) => createRealtorEntry(t, overrides)],
  ["photographers", (overrides = {}) => createPhotographerEntry(t, overrides)],
] as const;

async function stored(id: string) {
  const [row] = await t.deps.db
    .select()
    .from(directoryMessages)
    .where(eq(directoryMessages.id, id));
  return row;
}

const notificationsOf = (userId: string) =>
  t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

describe.each(kinds)("POST /api/%s/:id/messages", (path, createEntry) => {
  it("stores the message and notifies the recipient", async () => {
    const recipient = await createEntry();
    const response = await new TestClient(t).post(
      `/api/${path}/${recipient.userId}/messages`,
      { ...message, phone: "(555) 123-4567" },
      from(newAddress()),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await stored(id)).toMatchObject({
      recipientId: recipient.userId,
      senderId: null,
      name: "Jane Buyer",
      email: "jane@example.test",
      phone: "(555) 123-4567",
      message: message.message,
      readAt: null,
    });
    expect(await notificationsOf(recipient.userId)).toMatchObject([
      {
        kind: "directory_message",
        title: "New message from Jane Buyer",
        body: "jane@example.test, (555) 123-4567: Could you help us find a house near the lake?",
        link: expect.stringMatching(/^\/dashboard\?tab=inbox&thread=/),
        readAt: null,
      },
    ]);
  });

  it("records the sender when signed in", async () => {
    const recipient = await createEntry();
    const { client, account } = await signedInClient(t);
    const response = await client.post(
      `/api/${path}/${recipient.userId}/messages`,
      message,
      from(newAddress()),
    );
    expect(response.status).toBe(201);
    const row = await stored(((await response.json()) as { id: string }).id);
    expect(row).toMatchObject({ senderId: account.id, phone: null });
  });

  it("is 404 for an unknown id, an unlisted entry or the other directory's member", async () => {
    const unlisted = await createEntry({ listed: false });
    const other =
      path === "realtors" ? await createPhotographerEntry(t) : await createRealtorEntry(t);
    for (const id of ["no-such-person", unlisted.userId, other.userId, "%20drop"]) {
      const response = await new TestClient(t).post(
        `/api/${path}/${id}/messages`,
        message,
        from(newAddress()),
      );
      expect(response.status, id).toBe(404);
      expect((await response.json()).code).toBe("NOT_FOUND");
    }
    expect(await notificationsOf(unlisted.userId)).toEqual([]);
  });

  it("reports missing and invalid fields with the form's messages", async () => {
    const recipient = await createEntry();
    const response = await new TestClient(t).post(
      `/api/${path}/${recipient.userId}/messages`,
      { name: " ", email: "not-an-email", message: "\u0000 \n" },
      from(newAddress()),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([
      { path: "name", message: "Name is required" },
      { path: "email", message: "Please enter a valid email address." },
      { path: "message", message: "Message is required" },
    ]);
    expect(await notificationsOf(recipient.userId)).toEqual([]);
  });

  it("keeps markup as plain text, never as HTML", async () => {
    const recipient = await createEntry();
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script> Hello';
    const response = await new TestClient(t).post(
      `/api/${path}/${recipient.userId}/messages`,
      { ...message, name: "<b>Eve</b>", message: html },
      from(newAddress()),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toContain("application/json");
    const row = await stored(((await response.json()) as { id: string }).id);
    // Stored exactly as typed: it is the screens' job to render it as text.
    expect(row?.message).toBe(html);
    const [notice] = await notificationsOf(recipient.userId);
    expect(notice?.title).toBe("New message from <b>Eve</b>");
  });

  it("limits how many messages one address may send", async () => {
    const recipient = await createEntry();
    const address = newAddress();
    const send = () =>
      new TestClient(t).post(`/api/${path}/${recipient.userId}/messages`, message, from(address));
    for (let i = 0; i < 10; i++) expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await send()).status).toBe(429);
    // Another address is not affected.
    const other = await new TestClient(t).post(
      `/api/${path}/${recipient.userId}/messages`,
      message,
      from(newAddress()),
    );
    expect(other.status).toBe(201);
  });
});
