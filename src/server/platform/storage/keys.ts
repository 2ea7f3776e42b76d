/**
 * Keys become file paths on disk and object names in S3, so one set of rules keeps both drivers
 * inside their root. The rules are stricter than either needs: the app builds keys from ids and
 * never has a reason to use dots, backslashes or control characters in them.
 */
export class InvalidStorageKeyError extends Error {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`);
    this.name = "InvalidStorageKeyError";
  }
}

/** S3 refuses longer keys; holding disk to the same limit keeps the drivers interchangeable. */
const MAX_KEY_BYTES = 1024;

// Control characters include NUL, which truncates paths in some system calls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

function keyProblem(key: string): string | null {
  if (key === "") return "it is empty";
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) return `it is longer than ${MAX_KEY_BYTES} bytes`;
  if (key.startsWith("/")) return "it is absolute";
  if (key.includes("\\")) return "it contains a backslash";
  if (CONTROL_CHARACTER.test(key)) return "it contains a control character";
  if (key.includes("..")) return 'it contains ".."';
  const segments = key.split("/");
  if (segments.includes("")) return "it has an empty segment";
  if (segments.includes(".")) return 'it has a "." segment';
  return null;
}

export function isSafeKey(key: string): boolean {
  return keyProblem(key) === null;
}

export function assertSafeKey(key: string): void {
  const problem = keyProblem(key);
  if (problem) throw new InvalidStorageKeyError(key, problem);
}
