/**
 * What a signed-out visitor was doing when they were sent to sign in, carried in the address
 * they return to (`?intent=save:<propertyId>`), so the page can finish it once they are back.
 * It rides in the address rather than in storage: it survives a plain form post before the
 * scripts run, and it can never fire on a later, unrelated visit.
 */
export const INTENT_PARAM = "intent";

const RESUME_ACTIONS = ["save", "like", "like-post", "tour", "save-search"] as const;
export type ResumeAction = (typeof RESUME_ACTIONS)[number];

export interface ResumeIntent<A extends ResumeAction = ResumeAction> {
  action: A;
  /**
   * The property (save, tour), reel (like) or blog post (like-post). A search to save is the
   * address itself, so save-search carries SAVE_SEARCH_ID.
   */
  id: string;
}

/** save-search's id: the search it saves is the rest of the address it rides in. */
export const SAVE_SEARCH_ID = "this";

// Ids are UUIDs; anything else in the address is not ours to act on.
const INTENT = /^(save|like|like-post|tour|save-search):([0-9A-Za-z-]{1,64})$/;

export function parseResumeIntent(value: string | null | undefined): ResumeIntent | null {
  const match = value ? INTENT.exec(value) : null;
  if (!match?.[1] || !match[2]) return null;
  return { action: match[1] as ResumeAction, id: match[2] };
}

export function formatResumeIntent({ action, id }: ResumeIntent): string {
  return `${action}:${id}`;
}

/** `path` (a same-site path) carrying `intent`, or carrying none when it is null. */
export function withIntent(path: string, intent: ResumeIntent | null): string {
  const url = new URL(path, "http://same.invalid");
  url.searchParams.delete(INTENT_PARAM);
  if (intent) url.searchParams.set(INTENT_PARAM, formatResumeIntent(intent));
  return url.pathname + url.search + url.hash;
}
