/**
 * Lucide artwork drawn as plain SVG, without lucide-react's runtime (decision 004): for the
 * icons the home page paints first (header, card, highlights), which must fit the bundle budget,
 * and the brand outlines lucide 1.x dropped. Decorative: always aria-hidden.
 */
export function PathIcon({ paths, className }: { paths: readonly string[]; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

// Copied from lucide-react 1.x (ISC licence); Users' circle is written as two arcs.
export const HOUSE_PATHS = [
  "M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8",
  "M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
];
export const BOOKMARK_PATHS = [
  "M17 3a2 2 0 0 1 2 2v15a1 1 0 0 1-1.496.868l-4.512-2.578a2 2 0 0 0-1.984 0l-4.512 2.578A1 1 0 0 1 5 20V5a2 2 0 0 1 2-2z",
];
export const BUILDING_PATHS = [
  "M10 12h4",
  "M10 8h4",
  "M14 21v-3a2 2 0 0 0-4 0v3",
  "M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2",
  "M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16",
];
export const CLAPPERBOARD_PATHS = [
  "m12.296 3.464 3.02 3.956",
  "M20.2 6 3 11l-.9-2.4c-.3-1.1.3-2.2 1.3-2.5l13.5-4c1.1-.3 2.2.3 2.5 1.3z",
  "M3 11h18v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
  "m6.18 5.276 3.1 3.899",
];
export const USERS_PATHS = [
  "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2",
  "M16 3.128a4 4 0 0 1 0 7.744",
  "M22 21v-2a4 4 0 0 0-3-3.87",
  "M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0",
];
export const BELL_PATHS = [
  "M10.268 21a2 2 0 0 0 3.464 0",
  "M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326",
];
