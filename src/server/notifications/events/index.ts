import { ACCOUNT_MAIL } from "../../platform/auth/account-mail";
import type { Mailer } from "../../platform/mail/mailer";
import type { MailTemplate } from "../../platform/mail/template";
import { accessDecidedMail } from "./access-decided";
import { accountSuspensionMail } from "./account-suspension";
import { blogPostPublishedMail } from "./blog-post-published";
import { blogSubscribeConfirmMail } from "./blog-subscribe-confirm";
import { bookingUpdateMail } from "./booking-change";
import { collectionInviteMail } from "./collection-invite";
import { conversationMessageMail } from "./conversation-message";
import { guestReplyMail } from "./guest-reply";
import { messageReceivedMail } from "./message-received";
import { noticeDigestMail } from "./notice-digest";
import { savedHomeChangedMail } from "./saved-home-changed";
import { searchAlertMail } from "./search-alert";
import { tourConfirmedMail, tourUpdateMail } from "./tour-change";
import { tourRequestedMail } from "./tour-requested";

// The catalogue of events that tell people things. Each event's file holds, side by side, its
// in-app text (a `...Notification` builder, for the events shown in the app), its e-mail
// template (`...Mail`) and its preference topic (the template's `unsubscribe`, named in the
// file's opening comment). The accounts' own e-mails live with auth.

/** Every kind of e-mail the app sends, by the name its jobs carry. */
export const MAIL_TEMPLATES = {
  ...ACCOUNT_MAIL,
  "blog-subscribe-confirm": blogSubscribeConfirmMail,
  "blog-post-published": blogPostPublishedMail,
  "message-received": messageReceivedMail,
  "tour-requested": tourRequestedMail,
  "conversation-message": conversationMessageMail,
  "guest-reply": guestReplyMail,
  "tour-update": tourUpdateMail,
  "tour-confirmed": tourConfirmedMail,
  "access-decided": accessDecidedMail,
  "account-suspension": accountSuspensionMail,
  "notice-digest": noticeDigestMail,
  "search-alert": searchAlertMail,
  "saved-home-changed": savedHomeChangedMail,
  "booking-update": bookingUpdateMail,
  "collection-invite": collectionInviteMail,
};

export type MailKind = keyof typeof MAIL_TEMPLATES;
export type MailProps<K extends MailKind> =
  (typeof MAIL_TEMPLATES)[K] extends MailTemplate<infer P> ? P : never;

/** The app's mailer: every kind of e-mail above. */
export type AppMailer = Mailer<typeof MAIL_TEMPLATES>;
