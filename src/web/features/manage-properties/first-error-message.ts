/**
 * The first message in a react-hook-form error tree. A list field (feature lines, nearby rows)
 * carries its messages on its items, e.g. `{ 2: { name: { message } } }`, not on itself.
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string" && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === "ref" || key === "type" || key === "message") continue;
    const found = firstErrorMessage(value);
    if (found) return found;
  }
  return undefined;
}
