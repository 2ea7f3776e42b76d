/** What a shared count answers for one attempt. */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Where every rate limit counts, shared by all app servers: PostgreSQL by default,
 * Redis when REDIS_URL is set. Fixed windows: the first attempt of a key opens one of `windowMs`,
 * and each attempt in it counts, the refused ones too.
 */
export interface LimitStore {
  /** Counts an attempt for `key`; rejects when the store cannot be reached. */
  consume(key: string, limit: number, windowMs: number): Promise<RateVerdict>;
  close(): Promise<void>;
}

/** A verdict from the attempt count and the time left in its window. */
export function verdictOf(points: number, limit: number, msLeft: number): RateVerdict {
  if (points <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
}
