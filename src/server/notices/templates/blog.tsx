import { Action, Paragraph } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";

/** A direct answer to the reader's Subscribe: no unsubscribe, they have not subscribed yet. */
export const blogSubscribeConfirm = defineTemplate<{ url: string }>({
  audience: "requested",
  subject: (_, site) => `Confirm your subscription to the ${site.name} blog`,
  body: ({ url }) => (
    <>
      <Paragraph>
        Someone asked to get new articles from our blog at this address. If it was you, confirm
        below. The link works once, for 48 hours.
      </Paragraph>
      <Action href={url} label="Confirm my subscription" />
      <Paragraph>If it was not you, ignore this e-mail: you will not hear from us again.</Paragraph>
    </>
  ),
});

export interface BlogPostNoticeProps {
  /** The subscriber, whom the one-click unsubscribe removes. */
  email: string;
  title: string;
  excerpt: string;
  postId: string;
}

/** A newly published post, to each confirmed subscriber. */
export const blogPostPublished = defineTemplate<BlogPostNoticeProps>({
  audience: "subscriber",
  subject: ({ title }) => `New on the blog: ${title}`,
  body: ({ title, excerpt, postId }, site) => (
    <>
      <Paragraph>
        <strong>{title}</strong>
      </Paragraph>
      <Paragraph>{excerpt}</Paragraph>
      <Action href={site.url(`/blog/${encodeURIComponent(postId)}`)} label="Read the article" />
    </>
  ),
  unsubscribe: ({ email }) => ({ topic: "blog", subject: email }),
});
