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
    ignore: ["**/*.test.*", "src/web/lib/class-merge-config.ts"],
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

/** The default config's class groups that some class of the app's source belongs to. */
export function usedClassGroups(root: string): string[] {
  const groupOf = classGroupOf(getDefaultConfig() as AnyConfig);
  const used = new Set<string>();
  for (const word of classCandidates(root)) {
    const group = groupOf(word);
    // Arbitrary properties ([overflow-wrap:anywhere]) are grouped by the parser itself.
    if (group && !group.startsWith("arbitrary..")) used.add(group);
  }
  return [...used].sort();
}
