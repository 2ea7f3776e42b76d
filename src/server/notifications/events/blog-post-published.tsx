import { Action, Paragraph } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";

// A blog announcement: a newly published post, by e-mail to each confirmed subscriber.
// Preference topic: blog.

export interface BlogPostNoticeProps {
  /** The subscriber, whom the one-click unsubscribe removes. */
  email: string;
  title: string;
  excerpt: string;
  postId: string;
}

/** A newly published post, to each confirmed subscriber. */
export const blogPostPublishedMail = defineTemplate<BlogPostNoticeProps>({
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
