import { guestThreadPath } from "@/shared/leads";
import type { AppMailer } from "../notifications/events";

const scope = (conversationId: string) => `guest-thread:${conversationId}`;

/** The key of a visitor's thread: in its link and in the address their e-mail replies reach. */
export const guestThreadKey = (mailer: AppMailer, conversationId: string) =>
  mailer.linkKey(scope(conversationId));

/** The signed link that opens a visitor's thread without an account. */
export const guestThreadLink = (mailer: AppMailer, conversationId: string) =>
  guestThreadPath(conversationId, guestThreadKey(mailer, conversationId));

export const isGuestThreadKey = (mailer: AppMailer, conversationId: string, key: string) =>
  mailer.verifyLinkKey(scope(conversationId), key);
