/** The sign-in page's query parameter naming the page to go back to afterwards. */
export const RETURN_TO_PARAM = "returnTo";

/** Longer than any address the app builds; a bound on what a link can make us carry around. */
const MAX_LENGTH = 2048;

// A scheme, a second slash or a backslash (browsers read `/\` as `//`) would leave the site;
// control characters are dropped by URL parsers, which can turn `/\t/evil` into `//evil`.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/**
 * The path itself when it is a same-site path (`/search?q=x`), else null: only those are
 * followed after sign-in, so a link to the sign-in page can never send someone off-site.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//") || UNSAFE.test(value)) return null;
  // Belt and braces: whatever the checks above missed, the path must stay on the same origin.
  const base = "http://same.invalid";
  return new URL(value, base).origin === base ? value : null;
}
