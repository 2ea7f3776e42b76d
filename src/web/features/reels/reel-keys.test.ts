import { describe, expect, it } from "vitest";
import { reelKeyStep } from "./reel-keys";

const key = (name: string, modifiers: Partial<Record<"shiftKey" | "ctrlKey", boolean>> = {}) => ({
  key: name,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

describe("reelKeyStep", () => {
  it("moves on with ArrowDown, PageDown, Space and j, back with ArrowUp, PageUp, Shift+Space and k", () => {
    for (const name of ["ArrowDown", "PageDown", " ", "j"]) expect(reelKeyStep(key(name))).toBe(1);
    for (const name of ["ArrowUp", "PageUp", "k"]) expect(reelKeyStep(key(name))).toBe(-1);
    expect(reelKeyStep(key(" ", { shiftKey: true }))).toBe(-1);
  });

  it("leaves other keys and shortcuts alone", () => {
    expect(reelKeyStep(key("Enter"))).toBe(0);
    expect(reelKeyStep(key("ArrowDown", { ctrlKey: true }))).toBe(0);
    expect(reelKeyStep(key("ArrowDown", { shiftKey: true }))).toBe(0);
  });
});
