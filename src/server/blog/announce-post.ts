import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../context";
import type { Database } from "../platform/db/client";
import { blogPosts } from "../platform/db/schema";
import type { JobQueue } from "../platform/jobs/queue";
import { excerptOf } from "./excerpt";
import { confirmedSubscribers } from "./subscribers.service";

/** What a "blog.announce" job carries. */
export interface AnnounceJob {
  postId: string;
}

/**
 * Called in the transaction that publishes a post: the announcement is queued only if the
 * publishing commits. Callers call it on the change to published, never on an edit.
 */
export function queueAnnouncement(jobs: JobQueue, tx: Database, postId: string) {
  return jobs.send("blog.announce", { postId } satisfies AnnounceJob, { db: tx });
}

/**
 * The "blog.announce" job: e-mails the post to every confirmed subscriber, one "mail.send" job
 * each, so one bad address is retried alone. Marking the post announced in the same transaction
 * as the fan-out makes it happen once, even when this job is retried, or the post is unpublished
 * and published again (a second job finds it announced). A post unpublished or deleted before
 * the job runs is not announced.
 */
async function announcePost(
  { db, mailer }: Pick<AppDeps, "db" | "mailer">,
  { postId }: AnnounceJob,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [post] = await tx
      .update(blogPosts)
      .set({ announcedAt: new Date() })
      .where(
        and(
          eq(blogPosts.id, postId),
          eq(blogPosts.status, "published"),
          isNull(blogPosts.announcedAt),
        ),
      )
      .returning({ title: blogPosts.title, plainText: blogPosts.plainText });
    if (!post) return;
    const notice = { title: post.title, excerpt: excerptOf(post.plainText), postId };
    for (const email of await confirmedSubscribers(tx))
      await mailer.enqueue("blog-post-published", email, { ...notice, email }, tx);
  });
}

/** Runs announcements in this process. */
export function startAnnounceWorker(deps: Pick<AppDeps, "db" | "mailer" | "jobs">) {
  return deps.jobs.work<AnnounceJob>("blog.announce", (job) => announcePost(deps, job));
}
