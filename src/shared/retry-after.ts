/**
 * The words of every 429 a person can see: what was too much, and when to try
 * again, from the answer's Retry-After. "Too many attempts. Please try again in 45 seconds."
 */
export function tooManyMessage(seconds: number, subject = "Too many attempts."): string {
  return `${subject} Please try again in ${waitWords(seconds)}.`;
}

/** "1 second", "45 seconds", "1 minute", "3 minutes" (a wait is rounded up, never down). */
export function waitWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? "1 second" : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
