import { emailPrefix } from "@/shared/format";
import type { Role } from "@/shared/roles";
import type { MyProfile } from "@/shared/schemas/profile";
import type { AuthSession } from "./api/get-session";

/** The signed-in user as the pages see it. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  username: string | null;
  role: Role;
  avatarUrl: string | null;
  /** The full profile, or null when it is missing or could not be read. */
  profile: MyProfile | null;
}

/**
 * Builds the user from the session plus the profile. Without a profile (missing or failed
 * read) the user gets the least privileged role and a name from the e-mail (part 1 §4).
 */
export function toAuthUser(sessionUser: AuthSession["user"], profile: MyProfile | null): AuthUser {
  if (!profile) {
    return {
      id: sessionUser.id,
      email: sessionUser.email,
      name: emailPrefix(sessionUser.email),
      username: null,
      role: "user",
      avatarUrl: null,
      profile: null,
    };
  }
  return {
    id: sessionUser.id,
    email: profile.email,
    name: profile.name,
    username: profile.username,
    role: profile.role,
    avatarUrl: profile.avatarUrl,
    profile,
  };
}

/** What menus show for the user: the name, else the e-mail. */
export function displayName(user: Pick<AuthUser, "name" | "email">): string {
  return user.name.trim() || user.email;
}
