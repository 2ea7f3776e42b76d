import path from "node:path";
import { Scanner } from "@tailwindcss/oxide";
import { type Config, getDefaultConfig } from "tailwind-merge";
import { createClassGroupUtils, createParseClassName } from "tailwind-merge/unstable-do-not-import";

type AnyConfig = Config<string, string>;

/**
 * Every class candidate Tailwind itself finds in the web app's source, with the scanner and the
 * source (`@source "./"` beside src/web/styles.css) it makes its CSS from: a class it does not
 * find has no CSS, so it never needs merging.
 */
export function classCandidates(root: string): Set<string> {
  const base = path.join(root, "src/web");
  return new Set(new Scanner({ sources: [{ base, pattern: "**/*", negated: false }] }).scan());
}

/**
 * How tailwind-merge looks a Tailwind class up under `config`: without its variants, important
 * mark or a postfix the group does not read (bg-black/50), first without the postfix, then with it.
 * Answers the group found and the name it was found by.
 */
export function classLookupOf(config: AnyConfig) {
  const { getClassGroupId } = createClassGroupUtils(config);
  const parse = createParseClassName(config);
  return (className: string): { group: string; name: string } | undefined => {
    const { baseClassName, maybePostfixModifierPosition: postfix } = parse(className);
    if (postfix) {
      const name = baseClassName.slice(0, postfix);
      const group = getClassGroupId(name);
      if (group) return { group, name };
    }
    const group = getClassGroupId(baseClassName);
    return group ? { group, name: baseClassName } : undefined;
  };
}

/**
 * The classes of the app's source by the default config's group, each by the name tailwind-merge
 * looks it up, without a leading minus. Arbitrary properties ([overflow-wrap:anywhere]) are left
 * out: the parser groups them itself.
 */
export function sourceClassesByGroup(root: string): Record<string, string[]> {
  const lookup = classLookupOf(getDefaultConfig() as AnyConfig);
  const byGroup = new Map<string, Set<string>>();
  for (const word of classCandidates(root)) {
    const found = lookup(word);
    if (!found || found.group.startsWith("arbitrary..")) continue;
    const classes = byGroup.get(found.group) ?? new Set<string>();
    classes.add(found.name.replace(/^-/, ""));
    byGroup.set(found.group, classes);
  }
  return Object.fromEntries(
    [...byGroup]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, classes]) => [group, [...classes].sort()]),
  );
}
