/** What an e-mail's unsubscribe link turns off (src/server/platform/mail/unsubscribe-token.ts). */
export type UnsubscribeTopicName = "notices" | "digest" | "marketing" | "blog" | "search";

/** What each topic stops, as the end of "You will no longer get …". */
export const UNSUBSCRIBE_TURNS_OFF: Record<UnsubscribeTopicName, string> = {
  notices: "e-mails about new messages, tour requests and your account",
  digest: "digests of your unread notifications",
  marketing: "news and offers by e-mail",
  blog: "new blog posts by e-mail",
  search: "e-mails about new matches for this saved search",
};

/** A saved search's link names the search it turns off, as its alerts' subject lines do. */
export const searchTurnsOff = (name: string) =>
  `e-mails about new matches for your saved search “${name}”`;

export const UNSUBSCRIBE_INVALID_LINK =
  "This unsubscribe link is not valid. Use the link in your most recent e-mail, or choose which e-mails you get in your settings.";

/** A checked unsubscribe link: what it will turn off, or why it cannot. */
export type UnsubscribeLink =
  | { valid: true; topic: UnsubscribeTopicName; turnsOff: string }
  | { valid: false; message: string };

export const unsubscribedMessage = (turnsOff: string) => `You will no longer get ${turnsOff}.`;
