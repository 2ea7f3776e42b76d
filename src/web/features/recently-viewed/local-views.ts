import { RECENTLY_VIEWED_KEPT } from "@/shared/recently-viewed";

const KEY = "homescope.recentlyViewed";

/** The listing ids this browser opened, newest first; [] when storage is unavailable or odd. */
export function readLocalViews(storage: Pick<Storage, "getItem"> | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((id): id is string => typeof id === "string")
      .slice(0, RECENTLY_VIEWED_KEPT);
  } catch {
    return [];
  }
}

/** Puts a listing first in this browser's list (once), keeping the newest few. */
export function addLocalView(storage: Storage | undefined, id: string): string[] {
  const views = [id, ...readLocalViews(storage).filter((seen) => seen !== id)].slice(
    0,
    RECENTLY_VIEWED_KEPT,
  );
  try {
    storage?.setItem(KEY, JSON.stringify(views));
  } catch {
    // Private modes and full storage refuse writes: the list just is not remembered.
  }
  return views;
}

/** The browser's localStorage, or undefined on the server and where it is blocked. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
