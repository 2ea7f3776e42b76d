import { describe, expect, it } from "vitest";
import { RECENTLY_VIEWED_KEPT } from "@/shared/recently-viewed";
import { addLocalView, readLocalViews } from "./local-views";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

describe("this browser's recently viewed listings", () => {
  it("keeps each listing once, newest first, and only the newest few", () => {
    const storage = memoryStorage();
    addLocalView(storage, "a");
    addLocalView(storage, "b");
    expect(addLocalView(storage, "a")).toEqual(["a", "b"]);
    for (let i = 0; i < RECENTLY_VIEWED_KEPT + 3; i++) addLocalView(storage, `x${i}`);
    expect(readLocalViews(storage)).toHaveLength(RECENTLY_VIEWED_KEPT);
  });

  it("reads nothing from odd or missing storage", () => {
    const storage = memoryStorage();
    storage.setItem("homescope.recentlyViewed", "{not json");
    expect(readLocalViews(storage)).toEqual([]);
    storage.setItem("homescope.recentlyViewed", JSON.stringify([1, "a", null]));
    expect(readLocalViews(storage)).toEqual(["a"]);
    expect(readLocalViews(undefined)).toEqual([]);
  });
});
