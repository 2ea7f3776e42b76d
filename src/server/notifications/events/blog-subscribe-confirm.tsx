import { Action, Paragraph } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";

// A visitor asks to get new blog posts: by e-mail only, to confirm the address. No preference
// topic: it answers the reader's own request.

/** A direct answer to the reader's Subscribe: no unsubscribe, they have not subscribed yet. */
export const blogSubscribeConfirmMail = defineTemplate<{ url: string }>({
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
