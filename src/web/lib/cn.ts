import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { classMergeConfig } from "./class-merge-config";

// In the build, tailwind-merge knows only the classes the app's source writes, the only ones
// Tailwind makes CSS for: the full config would weigh on every page for classes never written.
const merge = createTailwindMerge(classMergeConfig);

/** Joins class names; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}

// tailwind-merge builds its class tables on first use, which takes a while on a phone.
// Built in a task of their own as soon as this module loads, they stay out of the first render
// that calls cn(), which on a server-drawn page is the long task adopting its markup.
if (typeof window !== "undefined") setTimeout(() => merge(""));
