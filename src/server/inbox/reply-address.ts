import { timingSafeEqual } from "node:crypto";
import type { AppMailer } from "../notifications/events";
import { guestThreadKey } from "./guest-link";

/**
 * The address a visitor's e-mail reply reaches their thread by: `reply+<thread>.<key>@<domain>`,
 * the thread's id without dashes and the start of its link's key (128 bits), so the local part
 * stays within the 64 characters mail servers accept. Null without an inbound mail domain.
 */
export function replyAddress(
  mailer: AppMailer,
  domain: string | undefined,
  conversationId: string,
): string | null {
  if (!domain) return null;
  const compact = conversationId.replaceAll("-", "");
  return `reply+${compact}.${shortKey(mailer, conversationId)}@${domain}`;
}

const KEY_LENGTH = 22;
const shortKey = (mailer: AppMailer, id: string) => guestThreadKey(mailer, id).slice(0, KEY_LENGTH);

const ADDRESS = /^reply\+([0-9a-f]{32})\.([A-Za-z0-9_-]{22})@(.+)$/i;

const withDashes = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** The thread one of a message's recipients names, when its key holds; null otherwise. */
export function threadOfReply(
  mailer: AppMailer,
  domain: string,
  recipients: readonly string[],
): string | null {
  for (const recipient of recipients) {
    const match = ADDRESS.exec(recipient.trim());
    if (!match) continue;
    const [, hex = "", key = "", host = ""] = match;
    if (host.toLowerCase() !== domain.toLowerCase()) continue;
    const id = withDashes(hex.toLowerCase());
    if (timingSafeEqual(Buffer.from(shortKey(mailer, id)), Buffer.from(key))) return id;
  }
  return null;
}
