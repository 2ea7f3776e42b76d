import { emailPrefix, initials } from "./format";
import type { DisplayNameFormat } from "./schemas/profile";

export interface DisplayNameSource {
  name?: string | null;
  username?: string | null;
  email: string;
}

/**
 * The user's name as their display name format asks. A format whose field is empty
 * falls back to the name, then the username, then the e-mail, so something readable always shows.
 */
export function formatDisplayName(
  person: DisplayNameSource,
  format: DisplayNameFormat = "full_name",
): string {
  const name = person.name?.trim() ?? "";
  const username = person.username?.trim() ?? "";
  const fallback = name || username || person.email;
  switch (format) {
    case "first_name":
      return name.split(/\s+/)[0] || fallback;
    case "username":
      return username || fallback;
    case "initials":
      return initials(name || username || emailPrefix(person.email));
    default:
      return fallback;
  }
}
