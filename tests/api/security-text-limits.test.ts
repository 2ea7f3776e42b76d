import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { notifyUser } from "../../src/server/notifications/notifications.service";
import {
  blogPosts,
  notifications,
  reelComments,
  session,
  user,
} from "../../src/server/platform/db/schema";
import { handleError } from "../../src/server/platform/http/errors";
import { createLogger } from "../../src/server/platform/http/logger";
import { BLOG_CONTENT_MAX } from "../../src/shared/blog";
import { NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX } from "../../src/shared/notifications";
import { createReel } from "../factories/reels";
import { createUser, signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

/**
 * Every stored text has a length limit in the database itself, whatever the path
 * it arrives by (a library's endpoint, a script, a future route).
 */
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.deps.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The database's own error under drizzle's wrapper: its SQLSTATE and constraint. */
async function refusal(write: Promise<unknown>) {
  const error = await write.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  const chain: { code?: string; constraint?: string }[] = [];
  for (let link = error as { cause?: unknown } | null; link; link = link.cause as typeof link) {
    chain.push(link as (typeof chain)[number]);
  }
  return chain.find((link) => link.code) ?? null;
}

describe("the schema", () => {
  it("limits the length of every text, text list and JSON column", async () => {
    const columns = await rows<{ table: string; column: string; bounded: boolean }>(sql`
      select c.relname as "table", a.attname as "column",
        exists (
          select 1 from pg_constraint k
          where k.conrelid = c.oid and a.attnum = any(k.conkey) and (
            -- a length limit (db/schema/limits.ts), or a fixed list of values (a list of one
            -- reads as an equality, a list of several as ANY, a set of them as <@)
            (k.contype = 'c' and (pg_get_constraintdef(k.oid) like '%length(%'
              or pg_get_constraintdef(k.oid) like '%= ANY (ARRAY[%'
              or pg_get_constraintdef(k.oid) like '%<@ ARRAY[%'
              or pg_get_constraintdef(k.oid) ~ '= ''[^'']*''::text[)]+$'))
            -- or a foreign key: the value must equal one already stored (and limited) elsewhere
            or (k.contype = 'f' and cardinality(k.conkey) = 1)
          )
        ) as bounded
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid and c.relkind = 'r'
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where a.attnum > 0 and not a.attisdropped
        -- computed from other (limited) columns
        and a.attgenerated = ''
        and (a.atttypid in ('text'::regtype, 'text[]'::regtype, 'jsonb'::regtype, 'json'::regtype,
                            'varchar'::regtype, 'varchar[]'::regtype)
             and not (a.atttypid in ('varchar'::regtype, 'varchar[]'::regtype) and a.atttypmod > 0))
      order by 1, 2
    `);
    // A sanity check that the query sees the schema at all.
    expect(columns.map((column) => `${column.table}.${column.column}`)).toContain("user.name");
    const unbounded = columns
      .filter((column) => !column.bounded)
      .map((column) => `${column.table}.${column.column}`);
    expect(unbounded).toEqual([]);
  });

  it("refuses a too-long value written past the app's own routes", async () => {
    const account = await createUser(t);
    const name = await refusal(
      t.deps.db
        .update(user)
        .set({ name: "n".repeat(101) })
        .where(eq(user.id, account.id)),
    );
    expect(name).toMatchObject({ code: "23514", constraint: "user_name_max_length" });

    const reel = await createReel(t, { authorId: account.id });
    const comment = await refusal(
      t.deps.db
        .insert(reelComments)
        .values({ reelId: reel.id, userId: account.id, body: "c".repeat(501) }),
    );
    expect(comment).toMatchObject({ constraint: "reel_comments_body_max_length" });

    const notice = await refusal(
      t.deps.db
        .insert(notifications)
        .values({ userId: account.id, kind: "tour_requested", title: "t", body: "b".repeat(601) }),
    );
    expect(notice).toMatchObject({ constraint: "notifications_body_max_length" });

    const post = await refusal(
      t.deps.db
        .insert(blogPosts)
        .values({ title: "Long", content: "x".repeat(BLOG_CONTENT_MAX + 1) }),
    );
    expect(post).toMatchObject({ constraint: "blog_posts_content_max_length" });

    // At the limit is fine.
    await t.deps.db
      .update(user)
      .set({ name: "n".repeat(100) })
      .where(eq(user.id, account.id));
  });

  it("leaves Better Auth room for what it stores as sent: a long user agent still signs in", async () => {
    const account = await createUser(t);
    const client = new TestClient(t);
    const userAgent = `Mozilla/5.0${" (compatible; SomeInAppBrowser/1.0)".repeat(60)}`;
    const response = await client.post(
      "/api/auth/sign-in/email",
      { email: account.email, password: account.password },
      { headers: { "user-agent": userAgent } },
    );
    expect(response.status).toBe(200);
    const [stored] = await t.deps.db
      .select({ userAgent: session.userAgent })
      .from(session)
      .where(eq(session.userId, account.id));
    expect(stored?.userAgent).toBe(userAgent);
  });
});

describe("a value the database refuses as too long", () => {
  it("is answered 400, not 500", async () => {
    const app = new Hono();
    app.onError((thrown, c) => handleError(thrown, c, createLogger("silent")));
    app.get("/", () => {
      const cause = Object.assign(new Error('violates check constraint "user_name_max_length"'), {
        code: "23514",
        constraint: "user_name_max_length",
      });
      throw new Error('Failed query: update "user"', { cause });
    });
    const response = await app.request("/");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "A value is too long",
    });
  });
});

describe("the blog editor", () => {
  it("refuses content longer than a post may hold, with the field's message", async () => {
    const { client: admin } = await signedInClient(t, { role: "admin" });
    const response = await admin.post("/api/admin/blog/posts", {
      title: "Too long",
      content: `<p>${"x".repeat(BLOG_CONTENT_MAX)}</p>`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [{ path: "content", message: "Content must be at most 200,000 characters" }],
    });
  });

  it("refuses content that only sanitising makes too long", async () => {
    const { client: admin } = await signedInClient(t, { role: "admin" });
    // Each "&" is stored escaped as "&amp;": 50,000 of them become 250,000 characters.
    const response = await admin.post("/api/admin/blog/posts", {
      title: "Grows when cleaned",
      content: `<p>${"&".repeat(50_000)}</p>`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      issues: [{ path: "content", message: "Content must be at most 200,000 characters" }],
    });
  });
});

describe("notification texts", () => {
  it("are cut to what a notification holds, however long the texts they quote", async () => {
    const account = await createUser(t);
    await notifyUser(
      t.deps.db,
      account.id,
      {
        kind: "directory_message",
        title: `New message from ${"N".repeat(2000)}`,
        body: `someone@example.test: ${"word ".repeat(2000)}`,
        link: null,
      },
      null,
    );
    const [row] = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, account.id));
    expect(row?.title).toHaveLength(NOTIFICATION_TITLE_MAX);
    expect(row?.title.endsWith("…")).toBe(true);
    expect(row?.body.length).toBeLessThanOrEqual(NOTIFICATION_BODY_MAX);
    expect(row?.body.startsWith("someone@example.test: word word")).toBe(true);
  });
});
