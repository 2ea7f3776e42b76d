import { useSyncExternalStore } from "react";
import { COMPARE_MAX } from "@/shared/compare";

/**
 * The homes this browser picked to compare, kept in localStorage so the pick follows the buyer
 * from page to page (and tab to tab). The comparison page itself is defined by its URL; this is
 * only the tray's memory.
 */
const KEY = "homescope.compare";

/** The ids a stored value holds: at most COMPARE_MAX strings, once each; [] when odd. */
export function parseSelection(raw: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is string => typeof id === "string" && id !== "");
    return [...new Set(ids)].slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

export type ToggleOutcome = "added" | "removed" | "full";

/** The selection after pressing a home's Compare: in or out, refused when already full. */
export function toggled(
  ids: readonly string[],
  id: string,
): { ids: string[]; outcome: ToggleOutcome } {
  if (ids.includes(id)) return { ids: ids.filter((picked) => picked !== id), outcome: "removed" };
  if (ids.length >= COMPARE_MAX) return { ids: [...ids], outcome: "full" };
  return { ids: [...ids, id], outcome: "added" };
}

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const NONE: readonly string[] = [];
const listeners = new Set<() => void>();
// One array per stored value, so React sees the same snapshot until the selection changes.
let snapshot = { raw: null as string | null, ids: NONE };
/**
 * The stored value when a press was refused because the selection was full: the tray says so
 * until the selection changes (here or in another tab).
 */
let refusedAt: string | null = null;

function read(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(KEY) ?? null;
  } catch {
    // Blocked storage reads as an empty selection.
  }
  if (raw !== snapshot.raw) snapshot = { raw, ids: parseSelection(raw) };
  return snapshot.ids;
}

function notify() {
  for (const listener of listeners) listener();
}

function write(ids: readonly string[]) {
  try {
    storage()?.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Private modes and full storage refuse writes: the pick is just not remembered.
  }
  refusedAt = null;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the pick.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function isRefused(): boolean {
  read(); // Brings the snapshot up to date with what storage holds now.
  return refusedAt !== null && refusedAt === snapshot.raw;
}

/** Adds or removes a home; a fifth is refused and the tray explains why. */
export function toggleCompare(id: string): ToggleOutcome {
  const next = toggled(read(), id);
  if (next.outcome === "full") {
    refusedAt = snapshot.raw;
    notify();
  } else {
    write(next.ids);
  }
  return next.outcome;
}

export function removeFromCompare(id: string) {
  write(read().filter((picked) => picked !== id));
}

/** The pick becomes exactly these homes (the comparison page a buyer opened). */
export function replaceCompare(ids: readonly string[]) {
  write(ids.slice(0, COMPARE_MAX));
}

export function clearCompare() {
  write(NONE);
}

/** The picked ids; none on the server and while the page hydrates. */
export function useCompareIds(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => NONE);
}

/** True after a press was refused because COMPARE_MAX homes are picked already. */
export function useCompareRefused(): boolean {
  return useSyncExternalStore(subscribe, isRefused, () => false);
}
