/** Up to two initials: '?' for an empty name, one letter for one word, else first and last (part 1 §5). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return ((first[0] ?? "") + (last?.[0] ?? "")).toUpperCase().slice(0, 2);
}

/** The part of an e-mail address before the @, used as default name and username. */
export function emailPrefix(email: string): string {
  return email.split("@")[0] ?? email;
}
