import { Action, Paragraph } from "../../platform/mail/layout";
import { defineTemplate } from "../../platform/mail/template";

// A member invites someone by e-mail to a shared collection of homes. The address may have no
// account yet: the link leads to sign-up and back to the invitation (audience "invited"). It is
// one message a member chose to send, not a notice, so it carries no unsubscribe link.

interface CollectionInviteProps {
  inviterName: string;
  collectionName: string;
  /** The invitation's link, with its token (see collectionJoinPath). */
  joinPath: string;
  expiresOn: string;
}

export const collectionInviteMail = defineTemplate<CollectionInviteProps>({
  audience: "invited",
  subject: ({ inviterName, collectionName }) => `${inviterName} invited you to "${collectionName}"`,
  body: ({ inviterName, collectionName, joinPath, expiresOn }, site) => (
    <>
      <Paragraph>Hi,</Paragraph>
      <Paragraph>
        {inviterName} invited you to share the collection "{collectionName}" of homes on {site.name}
        : add homes, react to them and leave notes together.
      </Paragraph>
      <Paragraph>
        The link works until {expiresOn}. Without an account, you can create one from it with this
        e-mail address.
      </Paragraph>
      <Action href={site.url(joinPath)} label="Join the collection" />
    </>
  ),
});
