/**
 * `npm run class-merge`: writes src/web/lib/class-merge-config.ts, tailwind-merge's default config
 * narrowed to the class groups the web app's source uses. The full config is about 6 kB gzipped
 * on every page; merging the classes the app writes needs only this part of it. A unit test fails
 * when the source starts using a group the file lacks, and says to run this again.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { serializeConfig } from "./class-merge/serialize-config";
import { usedClassGroups } from "./class-merge/used-class-groups";

const root = path.resolve(import.meta.dirname, "..");
const target = path.join(root, "src/web/lib/class-merge-config.ts");
const groups = usedClassGroups(root);
writeFileSync(
  target,
  `// Written by \`npm run class-merge\` from tailwind-merge's default config; do not edit by hand.
import { type Config, fromTheme, validators as v } from "tailwind-merge";

/** The class groups of tailwind-merge's default config that the app's classes belong to. */
export const USED_CLASS_GROUPS = ${JSON.stringify(groups)};

export const classMergeConfig = (): Config<string, string> => ({
${serializeConfig(groups)}
});
`,
);
spawnSync("npx", ["biome", "format", "--write", target], { cwd: root, stdio: "ignore" });
console.info(
  `class-merge: ${groups.length} class groups written to ${path.relative(root, target)}`,
);
