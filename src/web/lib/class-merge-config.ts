import { getDefaultConfig } from "tailwind-merge";

/**
 * tailwind-merge's full config, for tests and the dev server. The build replaces this module
 * with one that knows only the classes the source writes (scripts/vite/source-class-merge.ts);
 * a unit test proves the two group every class of the source alike.
 */
export const classMergeConfig = getDefaultConfig;
