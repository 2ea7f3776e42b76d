import { render } from "@react-email/render";
import type { Database } from "../db/client";
import { sentEmails } from "../db/schema";
import type { Env } from "../env";
import type { JobQueue, SendJobOptions } from "../jobs/queue";
import { MailLayout } from "./layout";
import { reachableAddresses } from "./recipients";
import { signKey, verifyKey } from "./signed-key";
import type { MailTemplate, SiteLinks } from "./template";
import type { MailTransport } from "./transport";
import { type UnsubscribeTarget, unsubscribeQuery, verifyUnsubscribe } from "./unsubscribe-token";

/** Every kind of e-mail an app sends, by the name its jobs carry. */
// biome-ignore lint/suspicious/noExplicitAny: each template takes props of its own.
export type MailCatalogue = Record<string, MailTemplate<any>>;

/** What a kind's template takes. */
export type PropsOf<T> = T extends MailTemplate<infer P> ? P : never;

/** The queue the mailer sends through: the app starts its job queue with it among its own. */
export const MAIL_QUEUE = "mail.send";

/** What a mail job carries: the message is drawn when it is sent, not when enqueued. */
export interface MailJob<K extends string = string> {
  kind: K;
  to: string;
  props: object;
}

export interface Mailer<C extends MailCatalogue> {
  /**
   * Queues one e-mail. Pass the transaction of the event that causes it, so the message is sent
   * only if that event is stored (and is sent even if the process stops right after). A message
   * its template's audience does not reach (an unconfirmed or suspended account's notice) is
   * dropped here, and checked again when it is sent.
   */
  enqueue<K extends keyof C & string>(
    kind: K,
    to: string,
    props: PropsOf<C[K]>,
    tx?: Database,
    options?: Pick<SendJobOptions, "singletonKey">,
  ): Promise<void>;
  /** Queues many e-mails in one statement (a batch of digests); same transaction rule. */
  enqueueMany(messages: MailJob<keyof C & string>[], tx?: Database): Promise<void>;
  /** Draws and sends one message now, if its audience still reaches `to`: the job's work. */
  deliver(job: MailJob): Promise<void>;
  /**
   * The signed query (topic, subject, token) of an unsubscribe link, and its check: the signing
   * secret stays inside the mailer instead of travelling to every route that reads a link.
   */
  unsubscribeQuery(target: UnsubscribeTarget): string;
  verifyUnsubscribe(target: UnsubscribeTarget, token: string): boolean;
  /** The key of a link an e-mail gives access by (e.g. a visitor's thread), and its check. */
  linkKey(scope: string): string;
  verifyLinkKey(scope: string, key: string): boolean;
}

export interface MailerDeps<C extends MailCatalogue> {
  env: Pick<Env, "BASE_URL" | "MAIL_FROM">;
  /** The kinds of e-mail there are. */
  templates: C;
  /** The name messages speak for, read when each is drawn (it can be changed at any time). */
  siteName: (db: Database) => Promise<string>;
  db: Database;
  jobs: JobQueue<typeof MAIL_QUEUE>;
  transport: MailTransport;
  /** Signs unsubscribe links (the auth secret). */
  secret: string;
}

/** The messages whose template's audience reaches their address, read in `db`. */
async function reachable(
  templates: MailCatalogue,
  db: Database,
  messages: MailJob[],
): Promise<MailJob[]> {
  const kept: MailJob[] = [];
  const audienceOf = ({ kind }: MailJob) => (templates[kind] as MailTemplate<object>).audience;
  const audiences = new Set(messages.map(audienceOf));
  for (const audience of audiences) {
    const ofAudience = messages.filter((message) => audienceOf(message) === audience);
    const addresses = await reachableAddresses(
      db,
      audience,
      ofAudience.map(({ to }) => to),
    );
    kept.push(...ofAudience.filter(({ to }) => addresses.has(to)));
  }
  return kept;
}

export function createMailer<C extends MailCatalogue>({
  env,
  templates,
  siteName: readSiteName,
  db,
  jobs,
  transport,
  secret,
}: MailerDeps<C>): Mailer<C> {
  const url = (path: string) => new URL(path, `${env.BASE_URL}/`).toString();
  return {
    enqueue: async (kind, to, props, tx, options) => {
      const [message] = await reachable(templates, tx ?? db, [
        { kind, to, props: props as object },
      ]);
      if (message) await jobs.send(MAIL_QUEUE, message, { ...options, db: tx });
    },
    enqueueMany: async (messages, tx) => {
      const kept = await reachable(templates, tx ?? db, messages);
      if (kept.length > 0) await jobs.sendMany(MAIL_QUEUE, kept, { db: tx });
    },
    unsubscribeQuery: (target) => unsubscribeQuery(secret, target),
    verifyUnsubscribe: (target, token) => verifyUnsubscribe(secret, target, token),
    linkKey: (scope) => signKey(secret, scope),
    verifyLinkKey: (scope, key) => verifyKey(secret, scope, key),
    deliver: async (job) => {
      // The account may have been suspended, or the subscription ended, since it was queued.
      if ((await reachable(templates, db, [job])).length === 0) return;
      const { kind, to, props } = job;
      const template = templates[kind] as MailTemplate<object>;
      const siteName = await readSiteName(db);
      const site: SiteLinks = { name: siteName, url };
      const target = template.unsubscribe?.(props);
      const query = target ? unsubscribeQuery(secret, target) : null;
      const subject = template.subject(props, site);
      const element = (
        <MailLayout
          siteName={siteName}
          siteUrl={url("/")}
          preview={subject}
          preferencesUrl={target ? url("/settings") : undefined}
          unsubscribeUrl={query ? url(`/unsubscribe?${query}`) : undefined}
        >
          {template.body(props, site)}
        </MailLayout>
      );
      const [html, text, attachments] = await Promise.all([
        render(element),
        render(element, { plainText: true }),
        template.attachments?.(props, db) ?? [],
      ]);
      const replyTo = template.replyTo?.(props);
      await transport.deliver({
        from: env.MAIL_FROM,
        to,
        subject,
        html,
        text,
        ...(replyTo ? { replyTo } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
        // RFC 8058: a mail client's own "Unsubscribe" button posts here, with no page between.
        headers: query
          ? {
              "List-Unsubscribe": `<${url(`/api/email/unsubscribe?${query}`)}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            }
          : {},
      });
      const kept = transport.kind === "file";
      await db.insert(sentEmails).values({
        recipient: to,
        subject,
        kind,
        transport: transport.kind,
        html: kept ? html : null,
        text: kept ? text : null,
      });
    },
  };
}

/** Sends queued e-mail in this process; a failed send is retried by the queue with backoff. */
export function startMailWorker<C extends MailCatalogue>(
  jobs: JobQueue<typeof MAIL_QUEUE>,
  mailer: Mailer<C>,
): Promise<void> {
  return jobs.work<MailJob>(MAIL_QUEUE, (job) => mailer.deliver(job));
}
