import { type Config, getDefaultConfig } from "tailwind-merge";
import { sourceClassesByGroup } from "./source-classes";

type AnyConfig = Config<string, string>;

/**
 * A tailwind-merge config that knows exactly the classes of the web app's source, in the groups
 * the default config puts them, with the default's conflicts among those groups. Tailwind makes
 * CSS only for classes written in the source, so no other class can need merging; the default
 * config's matchers and scales stay out. Plain data, so it can be written into the build as JSON.
 */
export function sourceClassMergeConfig(root: string): AnyConfig {
  const full = getDefaultConfig() as AnyConfig;
  const classGroups = sourceClassesByGroup(root);
  const kept = new Set(Object.keys(classGroups));
  const keptOnly = (record: Partial<Record<string, readonly string[]>> | undefined) =>
    Object.fromEntries(
      Object.entries(record ?? {})
        .filter(([group]) => kept.has(group))
        .map(([group, others = []]) => [group, others.filter((other) => kept.has(other))] as const)
        .filter(([, others]) => others.length > 0),
    );
  return {
    cacheSize: 500,
    theme: {},
    classGroups,
    conflictingClassGroups: keptOnly(full.conflictingClassGroups),
    conflictingClassGroupModifiers: keptOnly(full.conflictingClassGroupModifiers),
    orderSensitiveModifiers: full.orderSensitiveModifiers,
    postfixLookupClassGroups: (full.postfixLookupClassGroups ?? []).filter((group) =>
      kept.has(group),
    ),
  };
}
