import path from "node:path";
import { type Config, createTailwindMerge, getDefaultConfig, twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { sourceClassMergeConfig } from "../../scripts/class-merge/source-class-merge-config";
import { classCandidates, classLookupOf } from "../../scripts/class-merge/source-classes";
import {
  CLASS_MERGE_CONFIG,
  sourceClassMerge,
  sourceClassMergeModule,
} from "../../scripts/vite/source-class-merge";

const root = path.resolve(import.meta.dirname, "../..");
const config = sourceClassMergeConfig(root);

describe("the build's class merge, which knows only the source's classes", () => {
  it("puts each class of the source in the group the full config does", () => {
    const full = classLookupOf(getDefaultConfig() as Config<string, string>);
    const narrowed = classLookupOf(config);
    const differing = [...classCandidates(root)].filter(
      (word) => full(word)?.group !== narrowed(word)?.group,
    );
    expect(differing).toEqual([]);
  });

  it("resolves the overrides the components meet as the full config does", () => {
    const merge = createTailwindMerge(() => config);
    const overrides = [
      ["inline-flex h-10 px-4 py-2 rounded-md text-sm", "size-10 rounded-full px-0"],
      ["px-2.5 py-0.5 text-xs bg-accent text-accent-foreground", "px-2 text-sm bg-primary"],
      ["p-6 pt-0", "p-4"],
      ["top-1/2 left-1/2 -translate-x-1/2 max-w-lg", "top-auto left-0 translate-x-0 max-w-none"],
      ["hover:text-accent-foreground text-muted-foreground", "hover:text-primary"],
      ["text-base leading-7", "text-sm"],
      ["grid gap-3 aspect-[3/2]", "flex gap-1 aspect-square"],
      ["md:px-8 bg-muted/50 px-4", "md:px-2 bg-black/60"],
    ];
    for (const [base, caller] of overrides) {
      expect(merge(base, caller)).toBe(twMerge(base, caller));
    }
  });

  it("is what the build puts in place of the full config's module", async () => {
    const plugin = sourceClassMerge(root);
    const load = plugin.load as (id: string) => string | null;
    expect(load("/elsewhere/src/web/lib/cn.ts")).toBeNull();
    const code = load(path.join(root, CLASS_MERGE_CONFIG));
    expect(code).toBe(sourceClassMergeModule(root));
    const built = await import(`data:text/javascript,${encodeURIComponent(code ?? "")}`);
    expect(built.classMergeConfig()).toEqual(config);
  });
});
