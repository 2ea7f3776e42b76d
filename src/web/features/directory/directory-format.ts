import { formatCount } from "@/shared/format";

/** Texts and links of the directory cards. */

/** The rating as shown beside the stars, or 'New' for someone nobody has rated yet. */
export function ratingText(rating: number | null): string {
  return rating === null ? "New" : rating.toFixed(1);
}

export function reviewsText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "review" : "reviews"}`;
}

/** How many of the five stars are filled: the rating to the nearest half star. */
export function filledStars(rating: number | null): number {
  if (rating === null) return 0;
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

export function instagramUrl(handle: string): string {
  return `https://instagram.com/${encodeURIComponent(handle.replace(/^@+/, ""))}`;
}

export function mailtoHref(email: string): string {
  // The address is validated on the server; encodeURI keeps the @ but escapes spaces and quotes.
  return `mailto:${encodeURI(email)}`;
}
