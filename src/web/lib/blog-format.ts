/**
 * Blog dates read e.g. "Mar 05, 2025", the day in UTC: one day for every reader, so the server's
 * HTML and the hydrated page print the same.
 */
const BLOG_DATE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "2-digit",
  year: "numeric",
  timeZone: "UTC",
});

export function formatBlogDate(iso: string): string {
  return BLOG_DATE.format(new Date(iso));
}

/** Category tabs and badges show names capitalised ("investment" reads "Investment"). */
export function categoryLabel(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
