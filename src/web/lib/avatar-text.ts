import { initials } from "@/shared/format";

/** What an avatar without an image shows: up to two initials, else 'U'. */
export function avatarText(name: string | null | undefined): string {
  const text = initials(name);
  return text === "?" ? "U" : text;
}
