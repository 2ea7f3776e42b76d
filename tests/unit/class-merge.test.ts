import path from "node:path";
import { type Config, getDefaultConfig, twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import {
  classCandidates,
  classGroupOf,
  usedClassGroups,
} from "../../scripts/class-merge/used-class-groups";
import { classMergeConfig, USED_CLASS_GROUPS } from "../../src/web/lib/class-merge-config";
import { cn } from "../../src/web/lib/cn";

const root = path.resolve(import.meta.dirname, "../..");

describe("the narrowed class merge", () => {
  it("has every class group the app's source uses (else run `npm run class-merge`)", () => {
    expect(USED_CLASS_GROUPS).toEqual(usedClassGroups(root));
  });

  it("puts each class of the source in the group the full config does", () => {
    const full = classGroupOf(getDefaultConfig() as Config<string, string>);
    const narrowed = classGroupOf(classMergeConfig());
    const differing = [...classCandidates(root)].filter((word) => full(word) !== narrowed(word));
    expect(differing).toEqual([]);
  });

  it("resolves the overrides the components meet as the full config does", () => {
    const overrides = [
      ["inline-flex h-10 px-4 py-2 rounded-md text-sm", "size-10 rounded-full px-0"],
      ["px-2.5 py-0.5 text-xs bg-accent text-accent-foreground", "px-2 text-sm bg-primary"],
      ["p-6 pt-0", "p-4"],
      ["top-1/2 left-1/2 -translate-x-1/2 max-w-lg", "top-auto left-0 translate-x-0 max-w-none"],
      ["hover:text-accent-foreground text-muted-foreground", "hover:text-primary"],
      ["text-base leading-7", "text-sm"],
      ["grid gap-3 aspect-[3/2]", "flex gap-1 aspect-square"],
    ];
    for (const [base, caller] of overrides) {
      expect(cn(base, caller)).toBe(twMerge(base, caller));
    }
  });
});
