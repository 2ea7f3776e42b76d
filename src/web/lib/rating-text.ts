import { formatCount } from "@/shared/format";

/** The texts of a professional's reviews: their average, count and stars. */

/** The average as shown beside the stars, e.g. "4.8"; null while nobody has reviewed them. */
export function ratingText(rating: number): string {
  return rating.toFixed(1);
}

export function reviewsText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "review" : "reviews"}`;
}

/** "4.8 (12 reviews)", or "No reviews yet" for someone nobody has reviewed. */
export function ratingSummary(rating: number | null, count: number): string {
  return rating === null || count === 0
    ? "No reviews yet"
    : `${ratingText(rating)} (${reviewsText(count)})`;
}

/** How many of the five stars are filled: the rating to the nearest half star. */
export function filledStars(rating: number | null): number {
  if (rating === null) return 0;
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

/** "1 star", "4 stars": one review's stars in words. */
export const starsLabel = (stars: number) => `${stars} ${stars === 1 ? "star" : "stars"}`;
