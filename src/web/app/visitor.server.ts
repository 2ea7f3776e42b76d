import type { QueryClient } from "@tanstack/react-query";
import type { Viewer } from "@/shared/page-data";
import type { MyProfile } from "@/shared/schemas/profile";
import type { ThemePreference } from "@/shared/theme";
import { savedIdsQueryOptions } from "@/web/features/saved/api/get-saved-ids";
import { ApiClientError, apiRequest } from "@/web/lib/api-client";
import { getSession, SESSION_QUERY_KEY } from "@/web/lib/auth/api/get-session";

/** The visitor's own profile; "signed out" on a 401, null for an account without one (404). */
async function ownProfile(): Promise<MyProfile | "signed out" | null> {
  try {
    return await apiRequest("GET /api/profile/me", "/api/profile/me");
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) return "signed out";
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The visitor as every page carries them (id, name, role, avatar: nothing more goes into a
 * page), in the cache under the session's key, with their saved listings for the hearts; and
 * the theme their account keeps. The profile answers for a signed-in visitor; the session only
 * for an account without a profile. Runs inside a page's API scope (page-queries.server.ts).
 */
export async function readVisitor(
  client: QueryClient,
): Promise<{ viewer: Viewer | null; accountTheme: ThemePreference | null }> {
  const own = await ownProfile();
  if (own === "signed out") {
    client.setQueryData(SESSION_QUERY_KEY, null);
    return { viewer: null, accountTheme: null };
  }
  const viewer: Viewer | null = own
    ? { id: own.id, name: own.name, role: own.role, avatarUrl: own.avatarUrl }
    : ((await getSession())?.user ?? null);
  client.setQueryData(SESSION_QUERY_KEY, viewer ? { user: viewer } : null);
  if (viewer) await client.prefetchQuery(savedIdsQueryOptions(viewer.id));
  return { viewer, accountTheme: own?.themePreference ?? null };
}
