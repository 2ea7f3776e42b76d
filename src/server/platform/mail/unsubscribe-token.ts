import type { UnsubscribeTopicName } from "@/shared/unsubscribe";
import { signKey, verifyKey } from "./signed-key";

/** What one click on an e-mail's unsubscribe link turns off. */
export const UNSUBSCRIBE_TOPICS = [
  "notices",
  "digest",
  "marketing",
  "blog",
  // One saved search's alerts (its id is the subject): the member's other searches go on.
  "search",
] as const satisfies readonly UnsubscribeTopicName[];
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

/** The reader a link unsubscribes: a member's id, a blog subscriber's address, a search's id. */
export interface UnsubscribeTarget {
  topic: UnsubscribeTopic;
  subject: string;
}

const scope = ({ topic, subject }: UnsubscribeTarget) => `unsubscribe:${topic}:${subject}`;

/**
 * A signed, stateless unsubscribe link: it needs no sign-in (RFC 8058's one click comes from the
 * mail client) and cannot be forged for someone else without the server's secret.
 */
export function unsubscribeQuery(secret: string, target: UnsubscribeTarget): string {
  return new URLSearchParams({ ...target, token: signKey(secret, scope(target)) }).toString();
}

export function verifyUnsubscribe(
  secret: string,
  target: UnsubscribeTarget,
  token: string,
): boolean {
  return verifyKey(secret, scope(target), token);
}
