import type { Viewer } from "@/shared/page-data";
import type { MyProfile } from "@/shared/schemas/profile";

/**
 * The signed-in user as the pages see it: the session's part at once (a page brings it), the
 * profile's part once the browser has read the profile (pages never carry it).
 */
export interface AuthUser extends Viewer {
  /** Null until the profile has been read, or when it could not be. */
  email: string | null;
  username: string | null;
  profile: MyProfile | null;
}

/**
 * Builds the user from the session plus the profile: `undefined` while the profile is being
 * read, `null` when it is missing or the read failed. Without a profile the user gets the least
 * privileged role.
 */
export function toAuthUser(viewer: Viewer, profile: MyProfile | null | undefined): AuthUser {
  if (profile === undefined) return { ...viewer, email: null, username: null, profile: null };
  if (profile === null)
    return { ...viewer, role: "user", avatarUrl: null, email: null, username: null, profile };
  return {
    id: viewer.id,
    name: profile.name,
    role: profile.role,
    avatarUrl: profile.avatarUrl,
    email: profile.email,
    username: profile.username,
    profile,
  };
}

/** What menus show for the user: the name, else the e-mail once known. */
export function nameOrEmail(user: Pick<AuthUser, "name" | "email">): string {
  return user.name.trim() || (user.email ?? "");
}
