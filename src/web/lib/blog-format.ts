import { format } from "date-fns";

/** Blog dates read e.g. "Mar 05, 2025". */
const BLOG_DATE_FORMAT = "MMM dd, yyyy";

export function formatBlogDate(iso: string): string {
  return format(new Date(iso), BLOG_DATE_FORMAT);
}

/** Category tabs and badges show names capitalised ("investment" reads "Investment"). */
export function categoryLabel(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
