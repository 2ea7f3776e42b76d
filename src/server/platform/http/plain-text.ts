import { z } from "zod";

const TAB = 0x09;
const NEWLINE = 0x0a;

function isControl(code: number): boolean {
  return code < 0x20 || code === 0x7f;
}

/**
 * Text as the visitor meant it: line breaks unified to "\n", ASCII control characters removed
 * (tabs and, in multi-line text, newlines kept; in one-line text both become spaces). Markup is
 * not touched: messages are plain text and every screen must render them as text, never as HTML.
 */
function plainText(value: string, multiline: boolean): string {
  let out = "";
  for (const char of value.replace(/\r\n?/g, "\n")) {
    const code = char.charCodeAt(0);
    if (code === TAB || code === NEWLINE) out += multiline ? char : " ";
    else if (!isControl(code)) out += char;
  }
  return out;
}

/**
 * Wraps an input schema so its string fields are cleaned before the schema's own rules run,
 * e.g. a message of nothing but control characters is reported as missing.
 */
export function withPlainText<S extends z.ZodType>(schema: S, multilineFields: readonly string[]) {
  return z.preprocess((body) => {
    if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
    return Object.fromEntries(
      Object.entries(body).map(([key, value]) => [
        key,
        typeof value === "string" ? plainText(value, multilineFields.includes(key)) : value,
      ]),
    );
  }, schema);
}
