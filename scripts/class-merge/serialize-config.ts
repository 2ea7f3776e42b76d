import { type Config, getDefaultConfig, validators } from "tailwind-merge";

type AnyConfig = Config<string, string>;
type Part = AnyConfig["classGroups"][string][number];

const VALIDATOR_NAMES = new Map<unknown, string>(
  Object.entries(validators).map(([name, validator]) => [validator, name]),
);

/** A theme getter's key, read by handing it a theme that records what is asked of it. */
function themeKey(getter: (theme: object) => unknown): string {
  let key = "";
  const recorder = new Proxy(
    {},
    {
      get: (_target, name) => {
        key = String(name);
        return [];
      },
    },
  );
  getter(recorder);
  return key;
}

/**
 * The default config narrowed to `groups`, as TypeScript source: the same matchers for each kept
 * group (validators by name, theme scales by key) and only the conflicts among kept groups.
 */
export function serializeConfig(groups: readonly string[]): string {
  const full = getDefaultConfig() as AnyConfig;
  const kept = new Set(groups);
  const themeKeys = new Set<string>();

  const part = (value: Part): string => {
    if (typeof value === "string") return JSON.stringify(value);
    if (typeof value === "function") {
      if ("isThemeGetter" in value && value.isThemeGetter) {
        const key = themeKey(value as (theme: object) => unknown);
        themeKeys.add(key);
        return `fromTheme(${JSON.stringify(key)})`;
      }
      const name = VALIDATOR_NAMES.get(value);
      if (!name) throw new Error(`A matcher of the default config is not a known validator`);
      return `v.${name}`;
    }
    const entries = Object.entries(value).map(
      ([key, inner]) => `${JSON.stringify(key)}: ${list(inner as Part[])}`,
    );
    return `{ ${entries.join(", ")} }`;
  };
  const list = (values: readonly Part[]): string => `[${values.map(part).join(", ")}]`;
  const keptOnly = (record: Partial<Record<string, readonly string[]>> | undefined) =>
    Object.entries(record ?? {})
      .filter(([group]) => kept.has(group))
      .map(([group, others = []]) => [group, others.filter((other) => kept.has(other))] as const)
      .filter(([, others]) => others.length > 0)
      .map(([group, others]) => `    ${JSON.stringify(group)}: ${JSON.stringify(others)},`);

  const unknown = groups.filter((group) => !(group in full.classGroups));
  if (unknown.length > 0) throw new Error(`The default config has no class group ${unknown}`);
  // The default config's order: a class goes to the first group that matches it (border-2 is
  // a width before any colour could claim it).
  const classGroups = Object.entries(full.classGroups)
    .filter(([group]) => kept.has(group))
    .map(([group, definition]) => `    ${JSON.stringify(group)}: ${list(definition)},`);
  const theme = [...themeKeys]
    .sort()
    .map((key) => `    ${JSON.stringify(key)}: ${list(full.theme[key] ?? [])},`);

  return [
    "  cacheSize: 500,",
    `  theme: {\n${theme.join("\n")}\n  },`,
    `  classGroups: {\n${classGroups.join("\n")}\n  },`,
    `  conflictingClassGroups: {\n${keptOnly(full.conflictingClassGroups).join("\n")}\n  },`,
    `  conflictingClassGroupModifiers: {\n${keptOnly(full.conflictingClassGroupModifiers).join("\n")}\n  },`,
    `  orderSensitiveModifiers: ${JSON.stringify(full.orderSensitiveModifiers)},`,
    `  postfixLookupClassGroups: ${JSON.stringify((full.postfixLookupClassGroups ?? []).filter((group) => kept.has(group)))},`,
  ].join("\n");
}
