import type { FieldIssue } from "@/shared/errors";
import { ApiError } from "./errors";

/**
 * PostgreSQL text can hold neither NUL nor (being UTF-8) a lone UTF-16 surrogate; either one in a
 * value that reaches a query fails it with a server error. JSON and percent-escapes can carry both.
 * Input is cleaned the way text fields already clean control characters: NUL is dropped, and a lone
 * surrogate becomes U+FFFD, as a UTF-8 decoder turns a broken byte sequence into it.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function storableString(text: string): string {
  return text.replaceAll("\u0000", "").replace(LONE_SURROGATE, "\ufffd");
}

/** C0 and C1 control characters other than tab, line feed and carriage return, and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is this pattern's job.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/** Bidirectional embeddings, overrides and isolates: they can make "txt.exe" read as "exe.txt". */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/g;

/** Text as a person could have typed it: storable, without invisible control characters. */
function cleanText(text: string): string {
  return storableString(text).replace(CONTROL, "").replace(BIDI_CONTROL, "");
}

/** Passwords are compared, not shown: they are kept as typed, only made storable. */
const VERBATIM_KEY = /password/i;
const cleanerFor = (key: string) => (VERBATIM_KEY.test(key) ? storableString : cleanText);

/** Whether `text` is clean text already: nothing cleanText would drop or replace. */
export const isCleanText = (text: string) => cleanText(text) === text;

type Container = Record<string, unknown> | unknown[];

/** Sets an own property, also one named "__proto__" (JSON makes those), never the prototype. */
function put(container: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(container, key, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}

/**
 * `value` with every string (and object key) cleaned (cleanText; passwords only made storable),
 * changed in place where it is an object or array (a freshly parsed body). Walked with a stack of
 * its own, not recursion: JSON nested a hundred thousand deep must not overflow the call stack.
 */
export function cleanValue<T>(value: T): T {
  if (typeof value === "string") return cleanText(value) as T;
  if (value === null || typeof value !== "object") return value;
  const pending: Container[] = [value as Container];
  for (let container = pending.pop(); container; container = pending.pop()) {
    if (Array.isArray(container)) {
      for (let index = 0; index < container.length; index++) {
        const item = container[index];
        if (typeof item === "string") container[index] = cleanText(item);
        else if (item !== null && typeof item === "object") pending.push(item as Container);
      }
      continue;
    }
    for (const [key, item] of Object.entries(container)) {
      const cleanKey = cleanText(key);
      const cleanItem = typeof item === "string" ? cleanerFor(key)(item) : item;
      if (cleanKey !== key) delete container[key];
      if (cleanKey !== key || cleanItem !== item) put(container, cleanKey, cleanItem);
      if (item !== null && typeof item === "object") pending.push(item as Container);
    }
  }
  return value;
}

/**
 * For input the app does not parse itself (the auth library's): a 400 when any string or key in
 * `value` is not clean text (passwords: not storable), since it cannot be cleaned on the
 * library's behalf.
 */
export function assertStorableText(value: unknown): void {
  const pending: unknown[] = [value];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (typeof item === "string" ? !isCleanText(item) : false) throw unstorable();
    if (Array.isArray(item)) for (const child of item) pending.push(child);
    else if (item !== null && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (!isCleanText(key)) throw unstorable();
        if (typeof child === "string" && VERBATIM_KEY.test(key)) {
          if (storableString(child) !== child) throw unstorable();
        } else pending.push(child);
      }
    }
  }
}

export const UNSTORABLE_MESSAGE = "Contains characters that are not allowed";

function unstorable() {
  const issue: FieldIssue = { path: "(body)", message: UNSTORABLE_MESSAGE };
  return ApiError.validation([issue]);
}
