import { describe, expect, it } from "vitest";
import { requestNewsletterSubscription } from "../../src/server/blog/subscribers.service";
import { newsletterSubscribers } from "../../src/server/platform/db/schema";
import { signedInAdmin } from "../factories/admin";
import { uniqueEmail } from "../factories/users";
import { setupMailTestApp } from "../setup/setup-mail-test-app";
import { linksIn, type ReceivedMail } from "../setup/smtp-sink";
import type { TestClient } from "../setup/test-client";

const t = setupMailTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const CONTENT =
  "<p>Mortgage rates moved again this week, and here is what it means for buyers.</p>";

async function subscribers() {
  const confirmed = uniqueEmail("confirmed");
  const waiting = uniqueEmail("waiting");
  await t.deps.db
    .insert(newsletterSubscribers)
    .values({ email: confirmed, confirmedAt: new Date() });
  await requestNewsletterSubscription(t.deps.db, waiting);
  return { confirmed, waiting };
}

async function newPost(admin: TestClient, title: string, status: "draft" | "published") {
  const response = await admin.post("/api/admin/blog/posts", {
    title,
    content: CONTENT,
    status,
    tags: [],
    categories: [],
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const edit = (admin: TestClient, id: string, title: string, status?: "draft" | "published") =>
  admin.request("PUT", `/api/admin/blog/posts/${id}`, {
    json: { title, content: CONTENT, tags: [], categories: [], ...(status ? { status } : {}) },
  });

const noticesTo = (email: string, title: string) =>
  t.smtp.messages.filter((m) => m.to === email && m.subject === `New on the blog: ${title}`);

/**
 * Waits for the notice of a later post: jobs run in the order they were queued, so any repeat
 * of an earlier notice would have arrived before it.
 */
async function afterLaterNotice(admin: TestClient, email: string): Promise<ReceivedMail> {
  const title = `Later ${uniqueEmail("post")}`;
  await newPost(admin, title, "published");
  return t.smtp.waitFor(email, new RegExp(title.replace(/[.+]/g, "\\$&")));
}

describe("a newly published post e-mails confirmed subscribers", () => {
  it("sends title, excerpt and link once, with one-click unsubscribe, to confirmed ones only", async () => {
    const { client: admin } = await signedInAdmin(t);
    const { confirmed, waiting } = await subscribers();
    const title = `Rates ${uniqueEmail("t")}`;
    const id = await newPost(admin, title, "draft");
    expect((await admin.post(`/api/admin/blog/posts/${id}/publish`, {})).status).toBe(200);

    const mail = await t.smtp.waitFor(confirmed, /^New on the blog: /);
    expect(mail.subject).toBe(`New on the blog: ${title}`);
    expect(mail.text).toContain("Mortgage rates moved again this week");
    expect(linksIn(mail)).toContain(`http://localhost:3000/blog/${id}`);
    expect(mail.headers["list-unsubscribe"]).toMatch(/\/api\/email\/unsubscribe\?.*topic=blog/);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // Editing, publishing again, and unpublishing then publishing: no second notice.
    expect((await edit(admin, id, title)).status).toBe(200);
    expect((await admin.post(`/api/admin/blog/posts/${id}/publish`, {})).status).toBe(200);
    expect((await edit(admin, id, title, "draft")).status).toBe(200);
    expect((await edit(admin, id, title, "published")).status).toBe(200);
    await afterLaterNotice(admin, confirmed);
    expect(noticesTo(confirmed, title)).toHaveLength(1);
    expect(t.smtp.messages.filter((m) => m.to === waiting)).toHaveLength(0);
  });

  it("does not announce a draft, and announces a post published straight from the form", async () => {
    const { client: admin } = await signedInAdmin(t);
    const { confirmed } = await subscribers();
    const draft = `Draft ${uniqueEmail("t")}`;
    await newPost(admin, draft, "draft");
    const mail = await afterLaterNotice(admin, confirmed);
    expect(mail.subject).toMatch(/^New on the blog: Later /);
    expect(noticesTo(confirmed, draft)).toHaveLength(0);
  });
});
