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

/** The class group a Tailwind class belongs to under `config`, as tailwind-merge reckons it. */
export function classGroupOf(config: AnyConfig) {
  const { getClassGroupId } = createClassGroupUtils(config);
  const parse = createParseClassName(config);
  return (className: string): string | undefined => {
    const { baseClassName, maybePostfixModifierPosition: postfix } = parse(className);
    return (
      (postfix ? getClassGroupId(baseClassName.slice(0, postfix)) : undefined) ??
      getClassGroupId(baseClassName)
    );
  };
}

/**
 * The classes of the app's source by the default config's group, each as tailwind-merge looks it
 * up: without its variants, a leading minus or a postfix the group does not read (bg-black/50).
 * Arbitrary properties ([overflow-wrap:anywhere]) are left out: the parser groups them itself.
 */
export function sourceClassesByGroup(root: string): Record<string, string[]> {
  const config = getDefaultConfig() as AnyConfig;
  const groupOf = classGroupOf(config);
  const parse = createParseClassName(config);
  const byGroup = new Map<string, Set<string>>();
  for (const word of classCandidates(root)) {
    const group = groupOf(word);
    if (!group || group.startsWith("arbitrary..")) continue;
    const { baseClassName, maybePostfixModifierPosition: postfix } = parse(word);
    const withoutPostfix = postfix ? baseClassName.slice(0, postfix) : undefined;
    const base =
      withoutPostfix && groupOf(withoutPostfix) === group ? withoutPostfix : baseClassName;
    const classes = byGroup.get(group) ?? new Set<string>();
    classes.add(base.replace(/^-/, ""));
    byGroup.set(group, classes);
  }
  return Object.fromEntries(
    [...byGroup]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, classes]) => [group, [...classes].sort()]),
  );
}
