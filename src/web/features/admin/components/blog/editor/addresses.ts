const LINK_SCHEMES = ["http", "https", "mailto"];
const SCHEME = /^([a-z][a-z0-9.+-]*):/i;
/** Browsers skip spaces and control characters inside URLs, which can hide a scheme. */
const isSkipped = (char: string) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f;

/**
 * Whether the server keeps this link address as it is: http(s) or mailto, or relative but not
 * "//host", which it refuses. Markup inside ("java<!---->script:") is refused outright, as the
 * server reads it differently from a browser.
 */
export function isKeptHref(href: string): boolean {
  const cleaned = [...href].filter((char) => !isSkipped(char)).join("");
  if (cleaned.includes("<")) return false;
  const scheme = SCHEME.exec(cleaned)?.[1];
  if (scheme) return LINK_SCHEMES.includes(scheme.toLowerCase());
  return !/^[/\\]{2}/.test(cleaned);
}
