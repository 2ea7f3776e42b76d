import { readFileSync } from "node:fs";
import { type Config, getDefaultConfig } from "tailwind-merge";
import { createClassGroupUtils, createParseClassName } from "tailwind-merge/unstable-do-not-import";
import { globSync } from "tinyglobby";

type AnyConfig = Config<string, string>;

/** Every whitespace-separated word inside a string literal of the web app's source. */
export function classCandidates(root: string): Set<string> {
  const words = new Set<string>();
  const files = globSync("src/web/**/*.{ts,tsx}", {
    cwd: root,
    ignore: ["**/*.test.*"],
  });
  for (const file of files) {
    const source = readFileSync(`${root}/${file}`, "utf8");
    for (const [, text = ""] of source.matchAll(/["'`]([^"'`\n]*)["'`]/g)) {
      for (const word of text.split(/\s+/)) if (word) words.add(word);
    }
  }
  return words;
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
