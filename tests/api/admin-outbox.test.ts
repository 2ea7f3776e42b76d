import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sentEmails } from "../../src/server/platform/db/schema";
import {
  type JobCounts,
  OUTBOX_PAGE_SIZE,
  type OutboxMessage,
  type OutboxRow,
} from "../../src/shared/admin-outbox";
import type { AdminPage } from "../../src/shared/admin-users";
import { signedInAdmin } from "../factories/admin";
import { signedInClient, uniqueEmail } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

// No SMTP_URL: the embedded default, where each message is an .eml file and kept for the Outbox.
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

async function json<T>(response: Response, status = 200): Promise<T> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("the admins' Outbox", () => {
  it("lists sent e-mail newest first and shows a kept message's HTML and text", async () => {
    const { client: admin } = await signedInAdmin(t);
    const reader = uniqueEmail("outbox");
    expect((await new TestClient(t).post("/api/blog/subscribers", { email: reader })).status).toBe(
      202,
    );
    const list = await eventually(
      () => admin.get("/api/admin/outbox").then((r) => json<AdminPage<OutboxRow>>(r)),
      (page) => page.items.some((item) => item.recipient === reader),
    );
    const [newest] = list.items;
    expect(newest).toMatchObject({
      recipient: reader,
      kind: "blog-subscribe-confirm",
      transport: "file",
      subject: expect.stringMatching(/^Confirm your subscription/),
    });

    const message = await json<OutboxMessage>(await admin.get(`/api/admin/outbox/${newest?.id}`));
    expect(message.html).toContain("Confirm my subscription");
    expect(message.text).toContain("/blog/subscribe/confirm?token=");
    const files = await readdir(path.join(t.deps.env.DATA_DIR, "mail"));
    expect(files.some((file) => file.endsWith(".eml"))).toBe(true);

    const missing = await admin.get("/api/admin/outbox/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
  });

  it("finds messages by a part of their recipient or subject, % and _ taken literally", async () => {
    const { client: admin } = await signedInAdmin(t);
    const reader = uniqueEmail("outbox-findme");
    expect((await new TestClient(t).post("/api/blog/subscribers", { email: reader })).status).toBe(
      202,
    );
    const part = reader.slice(0, reader.indexOf("@"));
    const found = await eventually(
      () =>
        admin
          .get(`/api/admin/outbox?q=${encodeURIComponent(part.toUpperCase())}`)
          .then((r) => json<AdminPage<OutboxRow>>(r)),
      (page) => page.total > 0,
    );
    expect(found.items.map((item) => item.recipient)).toEqual([reader]);
    expect(found.total).toBe(1);
    const bySubject = await json<AdminPage<OutboxRow>>(
      await admin.get("/api/admin/outbox?q=confirm%20your%20subscription"),
    );
    expect(bySubject.items.some((item) => item.recipient === reader)).toBe(true);
    const literal = await json<AdminPage<OutboxRow>>(await admin.get("/api/admin/outbox?q=%25"));
    expect(literal.total).toBe(0);
  });

  it("pages the list, newest first", async () => {
    const { client: admin } = await signedInAdmin(t);
    // Dated ahead of everything else in this file, so they lead the list in this order.
    const future = Date.now() + 365 * 24 * 3_600_000;
    const rows = Array.from({ length: OUTBOX_PAGE_SIZE + 1 }, (_, i) => ({
      recipient: `paged-${i}@example.test`,
      subject: `Paged ${i}`,
      kind: "test",
      transport: "smtp",
      sentAt: new Date(future + i * 60_000),
    }));
    await t.deps.db.insert(sentEmails).values(rows);
    const first = await json<AdminPage<OutboxRow>>(await admin.get("/api/admin/outbox"));
    expect(first.items).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(first.items[0]?.subject).toBe(`Paged ${OUTBOX_PAGE_SIZE}`);
    expect(first.pageCount).toBe(Math.ceil(first.total / OUTBOX_PAGE_SIZE));
    const second = await json<AdminPage<OutboxRow>>(await admin.get("/api/admin/outbox?page=2"));
    expect(second.items[0]?.subject).toBe("Paged 0");

    // Sent through SMTP, a message is listed but not kept.
    const smtp = await json<OutboxMessage>(
      await admin.get(`/api/admin/outbox/${second.items[0]?.id}`),
    );
    expect(smtp).toMatchObject({ transport: "smtp", html: null, text: null });
  });

  it("counts a job that failed", async () => {
    const { client: admin } = await signedInAdmin(t);
    const counts = () => admin.get("/api/admin/jobs/counts").then((r) => json<JobCounts>(r));
    const before = await counts();
    // A mail job of a kind no template makes, with no retries: the worker's throw fails it.
    await t.deps.db.execute(sql`
      insert into pgboss.job (name, data, retry_limit)
      values ('mail.send', ${JSON.stringify({ kind: "no-such-kind", to: "x@example.test", props: {} })}::jsonb, 0)`);
    const after = await eventually(counts, (now) => now.failed > before.failed);
    expect(after.failed).toBe(before.failed + 1);
    expect(Object.keys(after).sort()).toEqual(["active", "done", "failed", "queued"]);
  });

  it("is for administrators only", async () => {
    const { client: member } = await signedInClient(t);
    for (const route of ["/api/admin/outbox", "/api/admin/jobs/counts"]) {
      expect((await member.get(route)).status).toBe(403);
      expect((await new TestClient(t).get(route)).status).toBe(401);
    }
  });
});
