import { ACCOUNT_MAIL } from "../../platform/auth/account-mail";
import type { Mailer } from "../../platform/mail/mailer";
import type { MailTemplate } from "../../platform/mail/template";
import { blogPostPublished, blogSubscribeConfirm } from "./blog";
import { conversationMessage, tourConfirmed, tourUpdate } from "./conversations";
import { noticeDigest } from "./digest";
import { accessDecided, accountSuspension, messageReceived, tourRequested } from "./notices";
import { savedHomeChanged, searchAlert } from "./search-alerts";

/** Every kind of e-mail the app sends, by the name its jobs carry. */
export const MAIL_TEMPLATES = {
  ...ACCOUNT_MAIL,
  "blog-subscribe-confirm": blogSubscribeConfirm,
  "blog-post-published": blogPostPublished,
  "message-received": messageReceived,
  "tour-requested": tourRequested,
  "conversation-message": conversationMessage,
  "tour-update": tourUpdate,
  "tour-confirmed": tourConfirmed,
  "access-decided": accessDecided,
  "account-suspension": accountSuspension,
  "notice-digest": noticeDigest,
  "search-alert": searchAlert,
  "saved-home-changed": savedHomeChanged,
};

export type MailKind = keyof typeof MAIL_TEMPLATES;
export type MailProps<K extends MailKind> =
  (typeof MAIL_TEMPLATES)[K] extends MailTemplate<infer P> ? P : never;

/** The app's mailer: every kind of e-mail above. */
export type AppMailer = Mailer<typeof MAIL_TEMPLATES>;
